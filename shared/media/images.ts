/**
 * Images picked from the media library or uploaded, as the gallery blocks
 * (tiled gallery, slideshow) keep them.
 */

/** What the media library or an upload hands a block for one image. */
export interface MediaItem {
	id?: number;
	url?: string;
	source_url?: string;
	alt?: string;
	alt_text?: string;
	caption?: string | { raw?: string; rendered?: string };
	link?: string;
	width?: number;
	height?: number;
	media_details?: { width?: number; height?: number };
}

/** The fields every gallery block keeps of an image. */
export interface PickedImage {
	alt?: string;
	url?: string;
	width?: number | string;
	height?: number | string;
	/** The attachment's id; unset while an upload is under way. */
	id?: number | string;
	/** The attachment page. */
	link?: string;
}

/**
 * A block's image from a media-library item or an uploaded attachment
 * (whose size is in media_details). An upload's first call has only a blob:
 * URL and no id.
 *
 * @param media The item.
 * @return The image.
 */
export function pickImage( media: MediaItem ): PickedImage {
	const image: PickedImage = {
		alt: media.alt ?? media.alt_text ?? '',
		url: media.url ?? media.source_url ?? '',
	};
	const width = media.width ?? media.media_details?.width;
	const height = media.height ?? media.media_details?.height;
	if ( width && height ) {
		image.width = width;
		image.height = height;
	}
	if ( media.id ) {
		image.id = media.id;
	}
	if ( media.link ) {
		image.link = media.link;
	}
	return image;
}

/**
 * The ids attribute: the ids of the images that have one.
 *
 * @param images The images.
 * @return Their ids.
 */
export function idsOf(
	images: Array< { id?: number | string } >
): Array< number | string > {
	return images
		.map( ( image ) => image.id )
		.filter( ( id ): id is number | string => id !== undefined );
}

/**
 * Adds images after the current ones, skipping any already there (the
 * media library may hand back the whole selection).
 *
 * @param current The images there are.
 * @param added   The images to add.
 * @return The images and ids to set.
 */
export function addImages< T extends { id?: number | string } >(
	current: T[],
	added: T[]
): { images: T[]; ids: Array< number | string > } {
	const seen = new Set( idsOf( current ).map( String ) );
	const images = [
		...current,
		...added.filter(
			( image ) =>
				image.id === undefined || ! seen.has( String( image.id ) )
		),
	];
	return { images, ids: idsOf( images ) };
}

/**
 * Moves an image one place backward (-1) or forward (+1) by swapping it with
 * its neighbour; a move past either end changes nothing.
 *
 * @param images The images.
 * @param index  The image to move.
 * @param step   -1 or +1.
 * @return The reordered images, or the same array when it cannot move.
 */
export function moveImage< T >(
	images: T[],
	index: number,
	step: -1 | 1
): T[] {
	const target = index + step;
	if (
		index < 0 ||
		index >= images.length ||
		target < 0 ||
		target >= images.length
	) {
		return images;
	}
	const moved = [ ...images ];
	[ moved[ index ], moved[ target ] ] = [ moved[ target ], moved[ index ] ];
	return moved;
}
