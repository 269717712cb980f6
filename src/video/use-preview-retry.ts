/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { MAX_PREVIEW_RETRIES, PREVIEW_RETRY_MS } from './constants';

/**
 * A preview that fails (a file still being moved, a slow disk) is loaded
 * again up to 5 times, 2 s × the attempt apart, each time at an address of
 * its own so that the browser asks anew.
 *
 * @param src The video's address.
 * @return The address to load now, and the player's error handler.
 */
export function usePreviewRetry( src: string ): {
	src: string;
	onError: () => void;
} {
	const [ attempt, setAttempt ] = useState( 0 );
	const timer = useRef< number >();
	useEffect( () => () => window.clearTimeout( timer.current ), [] );
	const onError = () => {
		if ( attempt < MAX_PREVIEW_RETRIES ) {
			window.clearTimeout( timer.current );
			timer.current = window.setTimeout(
				() => setAttempt( attempt + 1 ),
				PREVIEW_RETRY_MS * ( attempt + 1 )
			);
		}
	};
	return {
		src: attempt ? addQueryArgs( src, { 'cairn-retry': attempt } ) : src,
		onError,
	};
}
