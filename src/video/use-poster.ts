/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { setPoster, uploadFrame } from './poster';
import type { VideoAttributes } from './types';

/** The poster the user chose. */
export type PosterChoice =
	| { type: 'none' }
	| { type: 'frame'; frame: Blob; atTimeMs: number }
	| { type: 'image'; id: number; url: string };

/**
 * Saves a poster on the video itself (its image in the media library, the
 * frame's time): an image shows at once, a frame once the site has made it.
 * When the site refuses, the block gets back the poster it had and the user
 * is told.
 *
 * @param setAttributes Sets the block's attributes.
 * @return Saves a choice for a video, given the block's poster before it.
 */
export function usePosterSaver(
	setAttributes: ( next: Partial< VideoAttributes > ) => void
): ( guid: string, poster: PosterChoice, before: string ) => Promise< void > {
	const { createErrorNotice } = useDispatch( noticesStore );
	return async ( guid, poster, before ) => {
		try {
			if ( poster.type === 'image' ) {
				setAttributes( { poster: poster.url } );
				await setPoster( guid, poster.id, null );
			} else if ( poster.type === 'frame' ) {
				const imageId = await uploadFrame(
					poster.frame,
					`${ guid }-poster.jpg`
				);
				setAttributes( {
					poster: await setPoster( guid, imageId, poster.atTimeMs ),
				} );
			}
		} catch {
			setAttributes( { poster: before } );
			createErrorNotice(
				__( 'The poster image could not be saved.', 'cairn' ),
				{ type: 'snackbar' }
			);
		}
	};
}
