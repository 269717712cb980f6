/** What the editor passes a block's edit that the banner reads. */
export interface PaidBlockEditProps {
	/** The block's name. */
	name: string;
	/** The block's client id. */
	clientId: string;
	/** Whether the block is selected. */
	isSelected: boolean;
	/** The block's attributes. */
	attributes: Record< string, unknown >;
	/** Sets the block's attributes. */
	setAttributes: ( attributes: Record< string, unknown > ) => void;
}
