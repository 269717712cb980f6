/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import type { PhoneSaveProps } from './types';
import { getTelUrl } from './utils';

/**
 * The saved phone number: a tel: link built from its digits, whose text is
 * the number as typed; plain text when it holds no digit. Nothing is saved
 * for an empty number.
 *
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @return The saved element.
 */
export default function save( { attributes }: PhoneSaveProps ) {
	const { phone } = attributes;
	if ( ! phone.trim() ) {
		return null;
	}
	const url = getTelUrl( phone );
	return (
		<div { ...useBlockProps.save() }>
			{ url ? <a href={ url }>{ phone }</a> : phone }
		</div>
	);
}
