/**
 * The form block's attributes (block.json).
 */
export interface ContactFormAttributes extends Record< string, unknown > {
	/** Where notifications go (comma-separated); the site's admin email when empty. */
	to: string;
	/** The notification's subject; the site's name and the page's title when empty. */
	subject: string;
	/** After sending: a message in place, or a page of the site. */
	confirmationType: 'message' | 'redirect';
	customThankyouMessage: string;
	customThankyouRedirect: string;
}
