/** The step navigation has no attributes: its texts follow the site's language. */
export type FormStepNavigationAttributes = Record< string, unknown >;
