/**
 * WordPress dependencies
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { FormStepAttributes } from './types';

/**
 * A step: its fields in a group named by its label, so that a screen reader
 * says which step it is in.
 *
 * @param props            Save props.
 * @param props.attributes The block's attributes.
 * @return The saved element.
 */
export default function save( {
	attributes,
}: BlockSaveProps< FormStepAttributes > ) {
	return (
		<div
			{ ...useBlockProps.save( {
				role: 'group',
				'aria-label': attributes.label || undefined,
			} ) }
		>
			<InnerBlocks.Content />
		</div>
	);
}
