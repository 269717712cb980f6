/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import type { EmailSaveProps } from './types';
import { splitEmailText } from './utils';

/**
 * The saved email text: each word that is a valid address (trailing
 * punctuation aside) becomes a mailto link whose text is the address, and
 * everything else stays text. Nothing is saved for an empty text.
 *
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @return The saved element.
 */
export default function save( { attributes }: EmailSaveProps ) {
	if ( ! attributes.email.trim() ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			{ splitEmailText( attributes.email ).map( ( part, index ) =>
				part.email ? (
					<a key={ index } href={ `mailto:${ part.email }` }>
						{ part.text }
					</a>
				) : (
					part.text
				)
			) }
		</div>
	);
}
