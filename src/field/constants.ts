/** The field types; Cairn\Forms\Field::TYPES holds the same list. */
export const FIELD_TYPES = [
	'name',
	'email',
	'url',
	'telephone',
	'date',
	'text',
	'textarea',
	'checkbox',
	'radio',
	'select',
	'consent',
] as const;

/** The types whose visitor picks among the author's options. */
export const CHOICE_TYPES = [ 'radio', 'select' ] as const;

/** The types a placeholder applies to. */
export const PLACEHOLDER_TYPES = [
	'name',
	'email',
	'url',
	'telephone',
	'text',
	'textarea',
	'select',
] as const;
