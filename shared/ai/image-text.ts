/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '../api/routes';

/** What the image helpers write. */
export type ImageTextKind = 'alt' | 'caption';

/**
 * Asks the server for an image's alt text or caption.
 *
 * @param kind      What to write.
 * @param image     The image.
 * @param image.id  Its attachment id; 0 when none.
 * @param image.url Its address.
 * @return The text.
 */
export async function fetchImageText(
	kind: ImageTextKind,
	image: { id: number; url: string }
): Promise< string > {
	const { text } = await apiFetch< { text?: unknown } >( {
		path: ROUTES.aiImageText,
		method: 'POST',
		data: { kind, id: image.id, url: image.url },
	} );
	if ( typeof text !== 'string' || ! text ) {
		throw new Error( __( 'Unexpected API response', 'cairn' ) );
	}
	return text;
}

/**
 * Records whether images may be sent to the AI provider.
 *
 * @param allowed The administrator's decision.
 */
export async function saveImageConsent( allowed: boolean ): Promise< void > {
	await apiFetch( {
		path: ROUTES.aiImageConsent,
		method: 'POST',
		data: { allowed },
	} );
	// Every surface that sends images reads the decision from the editor data.
	if ( window.cairnEditorData?.ai ) {
		window.cairnEditorData.ai.imageConsent = allowed
			? 'allowed'
			: 'refused';
	}
}
