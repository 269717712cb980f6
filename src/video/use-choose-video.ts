/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { libraryAttributes, readChoice, type Chosen } from './choose';
import type { VideoAttributes } from './types';

/**
 * What a user's choice in the placeholder, the drop zone or 'Replace' does:
 * a file is uploaded (resumably, to the media library); a video already in
 * the library takes its guid from the site (which gives one to a video that
 * has none) and is shown. A library video this user may not use (someone
 * else's, that only they or an editor may add) changes nothing, and the
 * user is told why.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Sets them.
 * @param upload        Starts an upload.
 * @return Handles what was chosen.
 */
export function useChooseVideo(
	attributes: VideoAttributes,
	setAttributes: ( next: Partial< VideoAttributes > ) => void,
	upload: ( file: File ) => void
): ( chosen: Chosen ) => Promise< void > {
	const { createErrorNotice } = useDispatch( noticesStore );
	return async ( chosen ) => {
		const choice = readChoice( chosen );
		if ( choice.type === 'upload' ) {
			upload( choice.file );
			return;
		}
		if ( choice.type !== 'library' ) {
			return;
		}
		try {
			const answer = await apiFetch< { guid?: string } >( {
				path: ROUTES.videoMeta,
				method: 'POST',
				data: { id: choice.video.id, assign_guid: true },
			} );
			if ( ! answer.guid ) {
				throw new Error( 'No guid' );
			}
			setAttributes(
				libraryAttributes( attributes, choice.video, answer.guid )
			);
		} catch ( error ) {
			const { code } = ( error ?? {} ) as { code?: unknown };
			createErrorNotice(
				code === 'rest_forbidden'
					? __(
							'This video of the media library belongs to someone else: only they or an editor can add it to a post. Upload your own copy instead.',
							'cairn'
						)
					: __(
							'This file of the media library cannot be used as a video.',
							'cairn'
						),
				{ type: 'snackbar' }
			);
		}
	};
}
