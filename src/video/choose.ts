/**
 * Internal dependencies
 */
import type { VideoAttributes } from './types';

/** A video picked in the media library, as the media modal gives it. */
export interface LibraryVideo {
	id: number;
	url?: string;
	type?: string;
	mime?: string;
	title?: string;
}

/** What a media placeholder or replace flow hands over. */
export type Chosen = FileList | File[] | LibraryVideo | undefined | null;

/** What the block does with it. */
export type Choice =
	| { type: 'upload'; file: File }
	| { type: 'library'; video: LibraryVideo }
	| { type: 'none' };

/**
 * What the user chose: the first file given (dropped, or picked from
 * the computer) is uploaded; an item of the media library is used as it
 * is; anything else is nothing.
 *
 * @param chosen What the placeholder or replace flow handed over.
 * @return The choice.
 */
export function readChoice( chosen: Chosen ): Choice {
	if ( ! chosen ) {
		return { type: 'none' };
	}
	if ( typeof ( chosen as FileList ).length === 'number' ) {
		const file = ( chosen as ArrayLike< File > )[ 0 ];
		return file ? { type: 'upload', file } : { type: 'none' };
	}
	const video = chosen as LibraryVideo;
	return typeof video.id === 'number' && video.id > 0
		? { type: 'library', video }
		: { type: 'none' };
}

/**
 * The attributes a video of the media library gives the block: its id,
 * guid and address. The title comes along only when the block has none,
 * and the poster the block had is kept only for the same video.
 *
 * @param attributes The block's attributes now.
 * @param video      The library's video.
 * @param guid       Its guid, from the site.
 * @return The attributes to set.
 */
export function libraryAttributes(
	attributes: Pick< VideoAttributes, 'title' | 'guid' | 'poster' >,
	video: LibraryVideo,
	guid: string
): Partial< VideoAttributes > {
	return {
		id: video.id,
		guid,
		src: video.url ?? '',
		title: attributes.title || video.title || '',
		poster: attributes.guid === guid ? attributes.poster : '',
	};
}
