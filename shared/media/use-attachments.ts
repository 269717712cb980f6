/**
 * WordPress dependencies
 */
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/** What the editor needs of an image's attachment. */
export interface AttachmentInfo {
	width?: number;
	height?: number;
	/** A smaller copy to show in the editor (the full image may be huge). */
	preview?: string;
	/** The image's URL at each of its sizes, by size name. */
	sizes: Record< string, string >;
}

/** The attachment fields read from the REST API. */
interface AttachmentRecord {
	id: number;
	media_details?: {
		width?: number;
		height?: number;
		sizes?: Record< string, { source_url?: string } | undefined >;
	};
}

// The editor shows tiles at most the content's width: 'large' (1024 px) is
// enough, 'medium_large' (768 px) when an image has no large size.
const PREVIEW_SIZES = [ 'large', 'medium_large' ];

/**
 * A gallery block's attachments, in one request: each one's size (for images
 * that came without it, from core blocks) and a smaller copy to show.
 *
 * @param ids The attachments' ids.
 * @return What is known of each, by id (empty until loaded).
 */
export function useAttachments(
	ids: Array< number | string >
): Record< number, AttachmentInfo > {
	const key = ids
		.map( Number )
		.filter( ( id ) => id > 0 )
		.join( ',' );
	const records = useSelect(
		( select ) =>
			key
				? ( select( coreStore ).getEntityRecords(
						'postType',
						'attachment',
						{
							include: key.split( ',' ).map( Number ),
							per_page: -1,
							context: 'view',
						}
					) as AttachmentRecord[] | null )
				: null,
		[ key ]
	);
	return useMemo( () => {
		const found: Record< number, AttachmentInfo > = {};
		for ( const record of records ?? [] ) {
			const details = record.media_details ?? {};
			const preview = PREVIEW_SIZES.map(
				( size ) => details.sizes?.[ size ]?.source_url
			).find( Boolean );
			const sizes: Record< string, string > = {};
			for ( const [ slug, size ] of Object.entries(
				details.sizes ?? {}
			) ) {
				if ( size?.source_url ) {
					sizes[ slug ] = size.source_url;
				}
			}
			found[ record.id ] = {
				width: details.width,
				height: details.height,
				preview,
				sizes,
			};
		}
		return found;
	}, [ records ] );
}
