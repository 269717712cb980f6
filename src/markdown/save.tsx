/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { RawHTML } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { MarkdownSaveProps } from './types';

/**
 * The saved markup: the HTML that the editor rendered from the source and
 * sanitized (the `html` attribute), inside the block's wrapper. save() must be
 * synchronous and the Markdown library loads lazily, so it renders nothing
 * itself; on the front end the server passes this HTML through
 * wp_kses_post() as well (Cairn\Blocks\Markdown).
 *
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @return The saved element.
 */
export default function save( { attributes }: MarkdownSaveProps ) {
	return (
		<div { ...useBlockProps.save() }>
			<RawHTML>{ attributes.html }</RawHTML>
		</div>
	);
}
