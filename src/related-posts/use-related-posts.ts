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
import { MAX_POSTS } from './constants';
import type { RelatedPost } from './types';

/**
 * The related posts of the post being edited, for the preview: fetched once
 * per post (always the most the block can show, so changing the count
 * refetches nothing), none while there is no post or the module is off.
 *
 * @param postId  The post being edited, if any.
 * @param enabled Whether the module is on.
 * @return The posts, or null while they load.
 */
export function useRelatedPosts(
	postId: number | undefined,
	enabled: boolean
): RelatedPost[] | null {
	const [ posts, setPosts ] = useState< RelatedPost[] | null >( null );

	useEffect( () => {
		if ( ! postId || ! enabled ) {
			setPosts( [] );
			return;
		}
		let current = true;
		setPosts( null );
		apiFetch< RelatedPost[] >( {
			path: addQueryArgs( ROUTES.relatedPostsFor( postId ), {
				count: MAX_POSTS,
			} ),
		} )
			// A failed preview is an empty one: the placeholders say why it is empty.
			.catch( (): RelatedPost[] => [] )
			.then( ( found ) => {
				if ( current ) {
					setPosts( Array.isArray( found ) ? found : [] );
				}
			} );
		return () => {
			current = false;
		};
	}, [ postId, enabled ] );

	return posts;
}
