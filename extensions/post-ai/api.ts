/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { PostTextKind } from './types';

/**
 * Asks the server for a text about the post.
 *
 * @param kind    What to write.
 * @param postId  The post.
 * @param content The editor's current content (unsaved edits included).
 * @return The text.
 */
export async function fetchPostText(
	kind: PostTextKind,
	postId: number,
	content: string
): Promise< string > {
	const { text } = await apiFetch< { text?: unknown } >( {
		path: ROUTES.aiPostText,
		method: 'POST',
		data: { kind, post_id: postId, content },
	} );
	if ( typeof text !== 'string' || ! text ) {
		throw new Error( __( 'Unexpected API response', 'cairn' ) );
	}
	return text;
}
