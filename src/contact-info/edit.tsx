/**
 * WordPress dependencies
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import { TEMPLATE } from './constants';
import type { ContactInfoEditProps } from './types';

/**
 * The Contact info editor: its children, starting with an email, a phone
 * and an address; any other block may be added among them.
 *
 * @param _props Block edit props (unused: the children hold the data).
 * @return The editor element.
 */
export default function ContactInfoEdit( _props: ContactInfoEditProps ) {
	const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
		template: TEMPLATE,
		templateInsertUpdatesSelection: true,
	} );
	return <div { ...innerBlocksProps } />;
}
