/** The radio value of 'Add a new account'. */
export const NEW_ACCOUNT = 'new';
