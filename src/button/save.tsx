/**
 * WordPress dependencies
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { ButtonAttributes } from './types';
import { inputText, wrapperStyle } from './utils';

/**
 * The saved button: a wrapper carrying the colours, font size, radius and
 * width, around the element itself. An input shows its text as plain text.
 *
 * @param props            Save props.
 * @param props.attributes The block's attributes.
 * @return The saved element.
 */
export default function save( {
	attributes,
}: BlockSaveProps< ButtonAttributes > ) {
	const { element, text, url } = attributes;
	const blockProps = useBlockProps.save( {
		style: wrapperStyle( attributes ),
		className: attributes.width ? 'has-custom-width' : undefined,
	} );
	const className = 'wp-block-cairn-button__link';

	return (
		<div { ...blockProps }>
			{ element === 'input' && (
				<input
					type="submit"
					className={ className }
					value={ inputText( text ) }
				/>
			) }
			{ element === 'button' && (
				<RichText.Content
					tagName="button"
					type="submit"
					className={ className }
					value={ text }
				/>
			) }
			{ element === 'a' && (
				<RichText.Content
					tagName="a"
					className={ className }
					href={ url || undefined }
					value={ text }
				/>
			) }
		</div>
	);
}
