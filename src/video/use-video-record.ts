/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { VideoLookup, VideoRecord } from './types';
import { lookupError } from './missing';

/**
 * Reads the video of a guid as this user may see it: through the post the
 * block is in, so that an Author whose post holds someone else's video reads
 * it too. Reading never changes the block; what failed is told, never acted
 * on.
 *
 * @param guid    The block's guid ('' for none).
 * @param postId  The post the block is in, when known.
 * @param attempt Bumped to read again.
 * @return What is known of the video.
 */
export function useVideoRecord(
	guid: string,
	postId: number | undefined,
	attempt = 0
): VideoLookup {
	const [ lookup, setLookup ] = useState< VideoLookup >( {
		status: guid ? 'loading' : 'none',
	} );
	useEffect( () => {
		if ( ! guid ) {
			setLookup( { status: 'none' } );
			return;
		}
		let current = true;
		setLookup( { status: 'loading' } );
		apiFetch< VideoRecord >( {
			path: addQueryArgs( ROUTES.video( guid ), {
				post: postId || undefined,
			} ),
		} ).then(
			( video ) => current && setLookup( { status: 'found', video } ),
			( error: unknown ) => current && setLookup( lookupError( error ) )
		);
		return () => {
			current = false;
		};
	}, [ guid, postId, attempt ] );
	return lookup;
}
