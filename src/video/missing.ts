/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { VideoAttributes, VideoLookup } from './types';
import { peerVideoGuid } from './utils';

/**
 * Where a video whose file is not on this site was first published, when
 * that is known: the link the block was made from, or, for a block
 * converted from the peer's hosted video (it keeps the peer's class names or
 * legacy settings), that video's page. '' otherwise. The server's render
 * links visitors to the same address.
 *
 * @param attributes The block's attributes.
 * @return The address, or ''.
 */
export function originalVideoUrl(
	attributes: Pick<
		VideoAttributes,
		'src' | 'guid' | 'videoPressClassNames'
	> & {
		jetpackLegacy?: unknown;
	}
): string {
	if ( peerVideoGuid( attributes.src ?? '' ) ) {
		return attributes.src.trim();
	}
	const converted =
		!! attributes.videoPressClassNames ||
		( !! attributes.jetpackLegacy &&
			Object.keys( attributes.jetpackLegacy as object ).length > 0 );
	return converted && /^[A-Za-z0-9]{8}$/.test( attributes.guid )
		? `https://videopress.com/v/${ attributes.guid }`
		: '';
}

/**
 * What a failed read of a video means: the site has no video of that guid
 * (its file is not here), or the video could not be read, with the reason.
 *
 * @param error What apiFetch rejected with.
 * @return The lookup's state.
 */
export function lookupError( error: unknown ): VideoLookup {
	const { code, message } = ( error ?? {} ) as {
		code?: unknown;
		message?: unknown;
	};
	if ( code === 'cairn_video_not_found' ) {
		return { status: 'missing' };
	}
	if ( code === 'fetch_error' || typeof message !== 'string' || ! message ) {
		return {
			status: 'error',
			message: __(
				'The site did not answer. Check your network connection, then try again.',
				'cairn'
			),
		};
	}
	return { status: 'error', message };
}
