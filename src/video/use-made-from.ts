/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { useDispatch } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { useJustInserted } from '@cairn/shared/blocks/use-just-inserted';
import type { VideoAttributes, VideoLookup } from './types';
import { peerVideoGuid } from './utils';

/**
 * Finishes the user's own step of making the block from something else,
 * and only that step: opening a post never runs it.
 *
 * - Made from a core video of the media library: the video gets its guid;
 *   a file that is not a video (or that this user may not change) stays
 *   the core video it was.
 * - Made from a link to the peer's hosted video (or a core video of the
 *   peer's plugin): the site's video of that guid, else back to what it was.
 *
 * @param clientId      The block.
 * @param attributes    Its attributes.
 * @param setAttributes Sets them.
 * @param lookup        What the site said of the block's guid.
 */
export function useMadeFrom(
	clientId: string,
	attributes: VideoAttributes,
	setAttributes: ( next: Partial< VideoAttributes > ) => void,
	lookup: VideoLookup
): void {
	const { replaceBlock } = useDispatch( blockEditorStore );
	const justMade = useJustInserted( clientId );

	useEffect( () => {
		if ( ! justMade || attributes.guid || ! attributes.id ) {
			return;
		}
		apiFetch< { guid?: string } >( {
			path: ROUTES.videoMeta,
			method: 'POST',
			data: { id: attributes.id, assign_guid: true },
		} )
			.then( ( answer ) => {
				if ( ! answer.guid ) {
					throw new Error( 'No guid' );
				}
				setAttributes( { guid: answer.guid } );
			} )
			.catch( () =>
				replaceBlock(
					clientId,
					createBlock( 'core/video', {
						id: attributes.id,
						src: attributes.src,
						caption: attributes.caption,
					} )
				)
			);
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the user makes the block.

	useEffect( () => {
		if ( ! justMade || attributes.id || ! attributes.guid ) {
			return;
		}
		if ( lookup.status === 'found' ) {
			setAttributes( { id: lookup.video.id, src: lookup.video.src } );
		} else if ( lookup.status === 'missing' ) {
			replaceBlock(
				clientId,
				peerVideoGuid( attributes.src )
					? createBlock( 'core/embed', {
							url: attributes.src,
							providerNameSlug: 'videopress',
						} )
					: createBlock( 'core/video', {
							src: attributes.src,
							caption: attributes.caption,
						} )
			);
		}
	}, [ lookup.status ] ); // eslint-disable-line react-hooks/exhaustive-deps -- when the site has answered.
}
