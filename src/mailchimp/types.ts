/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** The visitor form's states. */
export type FormState = 'processing' | 'success' | 'error';

/** The Mailchimp block's attributes (block.json). */
export interface MailchimpAttributes extends Record< string, unknown > {
	/** The email field's placeholder. @default 'Enter your email' */
	emailPlaceholder: string;
	/** The button's text. @default 'Join my email list' */
	submitButtonText: string;
	/** The button's background colour, a hex colour; '' follows the theme. */
	backgroundButtonColor: string;
	/** The button's text colour, a hex colour; '' follows the theme. */
	textButtonColor: string;
	/** The consent text under the button (may hold links). */
	consentText: string;
	/** The Mailchimp interest ids a new subscriber joins. @default [] */
	interests: string[];
	/** Shown while the signup is sent. @default 'Processing…' */
	processingLabel: string;
	/** The merge field tag set on signup, e.g. SIGNUP; '' for none. */
	signupFieldTag: string;
	/** The value of that merge field, e.g. website. */
	signupFieldValue: string;
	/** Shown after a signup. @default "Success! You're on the list." */
	successLabel: string;
	/** Shown when the signup failed. */
	errorLabel: string;
	/** Whether the block is the inserter's preview. @default false */
	preview: boolean;
}

/** The editor's props. */
export type MailchimpEditProps = BlockEditProps< MailchimpAttributes >;

/** `GET /cairn/v1/mailchimp`. */
export interface MailchimpConnection {
	connect_url: string;
	code: string;
	message: string;
}

/** `GET /cairn/v1/mailchimp/groups`. */
export interface MailchimpGroups {
	interest_categories: Array< {
		id: string;
		title: string;
		interests: Array< { id: string; name: string } >;
	} >;
}

/** Props of the block's editor parts. */
export interface MailchimpPartProps {
	/** The block's attributes. */
	attributes: MailchimpAttributes;
	/** Sets the block's attributes. */
	setAttributes: ( attributes: Partial< MailchimpAttributes > ) => void;
}

/** Props of the preview of the visitor's form. */
export interface FormPreviewProps {
	/** The block's attributes. */
	attributes: MailchimpAttributes;
	/** The notification text to show, or null. */
	previewed: FormState | null;
}

/** Props of the placeholder shown while the block is not connected. */
export interface NotConnectedPlaceholderProps {
	/** The site's answer about the connection, once it came. */
	connection?: MailchimpConnection;
	/** Whether a key and an audience are set. */
	isSetUp: boolean;
	/** Checks the connection again. */
	onRecheck: () => void;
}

/** Props of the sidebar settings. */
export interface MailchimpSettingsProps extends MailchimpPartProps {
	/** The audience's groups, once loaded. */
	groups?: MailchimpGroups;
	/** Where an administrator manages the connection; '' for none. */
	connectUrl: string;
	/** Called on an edit of a notification's text, to preview it. */
	onEditNotice: ( state: FormState ) => void;
}

/** Props of the groups panel. */
export interface GroupsPanelProps extends MailchimpPartProps {
	/** The audience's groups, once loaded. */
	groups?: MailchimpGroups;
}
