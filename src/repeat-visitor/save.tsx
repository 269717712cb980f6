/**
 * WordPress dependencies
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import type { RepeatVisitorSaveProps } from './types';

/**
 * The saved markup: the inner blocks, hidden, with the rule in data
 * attributes. It is the same for every visitor (cache-safe); view.ts shows
 * the content when the rule matches this visit.
 *
 * @param props            Block save props.
 * @param props.attributes The block's attributes.
 * @return The saved element.
 */
export default function save( { attributes }: RepeatVisitorSaveProps ) {
	const { criteria, threshold } = attributes;
	return (
		<div
			{ ...useBlockProps.save( {
				'data-criteria': criteria,
				'data-threshold': threshold,
				hidden: true,
			} ) }
		>
			<InnerBlocks.Content />
		</div>
	);
}
