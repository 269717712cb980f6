/** The inner button's block. */
export const BUTTON_BLOCK = 'cairn/button';

/** The products a Payment Button can sell. */
export const PLAN_TYPE = 'plan';

/** What the block calls its products in its messages. */
export const PRODUCT_KIND = 'payment-plan';
