/** What a form may hold. */
export const ALLOWED_BLOCKS = [
	'cairn/field',
	'cairn/button',
	'cairn/form-step',
	'cairn/form-step-navigation',
	'core/paragraph',
	'core/heading',
	'core/separator',
	'core/spacer',
	'core/group',
	'core/columns',
	'core/column',
];

/** The submit button every form has: text 'Submit', radius 8, not removable. */
export const SUBMIT_BUTTON = {
	element: 'button',
	text: 'Submit',
	borderRadius: 8,
	lock: { remove: true },
};

/** A new form: a contact form. */
export const TEMPLATE: [ string, Record< string, unknown > ][] = [
	[ 'cairn/field', { type: 'name', required: true } ],
	[ 'cairn/field', { type: 'email', required: true } ],
	[ 'cairn/field', { type: 'textarea', label: 'Message' } ],
	[ 'cairn/button', SUBMIT_BUTTON ],
];
