/** How long an edited notification text shows in the block, in ms. */
export const NOTICE_PREVIEW_MS = 3000;

/** The editor's connection states. */
export const CONNECTION_UNKNOWN = 0;
export const CONNECTION_NOT_CONNECTED = 1;
export const CONNECTION_CONNECTED = 2;

/**
 * The subscribe route's code for an address Mailchimp lets back only
 * through its own hosted signup form.
 */
export const COMPLIANCE_CODE = 'cairn_mailchimp_compliance';

/** The attribute that holds each notification's text. */
export const LABEL_ATTRIBUTE = {
	processing: 'processingLabel',
	success: 'successLabel',
	error: 'errorLabel',
} as const;
