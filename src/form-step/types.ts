/** The form step block's attributes (block.json). */
export interface FormStepAttributes extends Record< string, unknown > {
	/** What the step is about, announced when it shows; optional. */
	label: string;
}
