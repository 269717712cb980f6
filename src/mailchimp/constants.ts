/** How long an edited notification text shows in the block, in ms. */
export const NOTICE_PREVIEW_MS = 3000;

/** The editor's connection states. */
export const CONNECTION_UNKNOWN = 0;
export const CONNECTION_NOT_CONNECTED = 1;
export const CONNECTION_CONNECTED = 2;

/** The visitor form's states. */
export type FormState = 'processing' | 'success' | 'error';

/**
 * The subscribe route's code for an address Mailchimp lets back only
 * through its own hosted signup form.
 */
export const COMPLIANCE_CODE = 'cairn_mailchimp_compliance';
