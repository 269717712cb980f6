/**
 * The membership store's name. In its own file so actions and selectors can
 * name the store without importing it (no import cycle).
 */
export const STORE_NAME = 'cairn/membership-products';

/**
 * The API states: loading until the status call answers, then connected
 * (a Stripe account is verified), not connected, or error.
 */
export const API_STATE_LOADING = 'loading';
export const API_STATE_CONNECTED = 'connected';
export const API_STATE_NOT_CONNECTED = 'not-connected';
export const API_STATE_ERROR = 'error';
