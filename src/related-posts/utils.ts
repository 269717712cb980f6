/**
 * Internal dependencies
 */
import { DEFAULT_POSTS, MAX_POSTS, MIN_POSTS } from './constants';

/**
 * A posts-to-show value kept within 1 to 6.
 *
 * @param value The value asked for.
 * @return The value the block uses.
 */
export function clampPostsToShow( value: number ): number {
	if ( ! Number.isFinite( value ) ) {
		return DEFAULT_POSTS;
	}
	return Math.min( MAX_POSTS, Math.max( MIN_POSTS, Math.round( value ) ) );
}

/**
 * How many posts each grid row holds: two, then the rest for
 * 2, 4 or 5 posts; otherwise three, then the rest.
 * Cairn\Blocks\Related_Posts::rows() holds the same rule for visitors.
 *
 * @param count Posts shown.
 * @return Each row's size.
 */
export function rows( count: number ): number[] {
	if ( count <= 0 ) {
		return [];
	}
	const first = [ 2, 4, 5 ].includes( count ) ? 2 : Math.min( 3, count );
	return count > first ? [ first, count - first ] : [ first ];
}

/**
 * How many of the grid's six columns each post takes, in order.
 *
 * @param count Posts shown.
 * @return Each post's span.
 */
export function spans( count: number ): number[] {
	return rows( count ).flatMap( ( size ) =>
		Array< number >( size ).fill( 6 / size )
	);
}
