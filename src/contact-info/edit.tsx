/**
 * WordPress dependencies
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import { TEMPLATE } from './constants';

/**
 * The Contact info editor: its children, starting with an email, a phone
 * and an address; any other block may be added among them.
 *
 * @return The editor element.
 */
export default function ContactInfoEdit() {
	const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
		template: TEMPLATE,
		templateInsertUpdatesSelection: true,
	} );
	return <div { ...innerBlocksProps } />;
}
