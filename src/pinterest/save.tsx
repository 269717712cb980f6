/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { PinterestAttributes } from './types';
import { pinterestEmbed } from './utils';

/**
 * A link to the pin, board or user: what visitors without script see. Its
 * embed kind waits in `data-cairn-pin-do`, not Pinterest's `data-pin-do`:
 * view.ts copies it over only when the block nears the viewport, so that
 * Pinterest's script, which builds every `data-pin-do` link on the page
 * when it loads, builds only those.
 *
 * @param props            Save props.
 * @param props.attributes The block's attributes.
 * @return The saved markup, or nothing without a Pinterest URL.
 */
export default function save( {
	attributes,
}: BlockSaveProps< PinterestAttributes > ) {
	const embed = pinterestEmbed( attributes.url );
	if ( ! embed ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<a
				className="wp-block-cairn-pinterest__link"
				href={ embed.url }
				data-cairn-pin-do={ embed.type }
			>
				{ embed.url }
			</a>
		</div>
	);
}
