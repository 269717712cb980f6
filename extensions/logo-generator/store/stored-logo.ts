/**
 * Internal dependencies
 */
import type { LogoEntry } from './types';

/**
 * One logo as the browser keeps it: the image itself while it is not in the
 * media library, its URL once it is.
 */
export interface StoredLogo {
	image: Blob | string;
	description: string;
	mediaId: number;
	revisedPrompt?: string;
	rating?: 'like' | 'dislike';
}

/**
 * A stored logo read back, or null when it is not one (another version
 * wrote it, or something else did).
 *
 * @param value What was stored.
 * @return The logo.
 */
export function toStoredLogo( value: unknown ): StoredLogo | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const logo = value as Record< string, unknown >;
	const image = logo.image;
	const isImage =
		image instanceof Blob ||
		( typeof image === 'string' && /^https?:/.test( image ) );
	if ( ! isImage ) {
		return null;
	}
	return {
		image,
		description:
			typeof logo.description === 'string' ? logo.description : '',
		mediaId: Number.isInteger( logo.mediaId )
			? ( logo.mediaId as number )
			: 0,
		...( typeof logo.revisedPrompt === 'string'
			? { revisedPrompt: logo.revisedPrompt }
			: {} ),
		...( logo.rating === 'like' || logo.rating === 'dislike'
			? { rating: logo.rating }
			: {} ),
	};
}

/**
 * A history entry as stored, given its image.
 *
 * @param entry The entry.
 * @param image Its image, or its media library URL.
 * @return The stored logo.
 */
export function fromEntry(
	entry: LogoEntry,
	image: Blob | string
): StoredLogo {
	return {
		image,
		description: entry.description,
		mediaId: entry.mediaId,
		...( entry.revisedPrompt !== undefined
			? { revisedPrompt: entry.revisedPrompt }
			: {} ),
		...( entry.rating ? { rating: entry.rating } : {} ),
	};
}
