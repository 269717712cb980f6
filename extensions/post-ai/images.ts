/**
 * Internal dependencies
 */
import type { ImageWithoutAlt } from './types';

/** The part of a block the search reads. */
interface BlockLike {
	clientId: string;
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks?: BlockLike[];
}

/**
 * Every image block of a post, nested ones too, that has no alt text and
 * something to describe (an id or an address).
 *
 * @param blocks The post's blocks.
 * @return The images, in document order.
 */
export function imagesWithoutAlt( blocks: BlockLike[] ): ImageWithoutAlt[] {
	const found: ImageWithoutAlt[] = [];
	const visit = ( list: BlockLike[] ) => {
		for ( const block of list ) {
			const { alt, id, url } = block.attributes;
			if (
				block.name === 'core/image' &&
				! ( typeof alt === 'string' && alt.trim() ) &&
				( Number( id ) > 0 || ( typeof url === 'string' && url ) )
			) {
				found.push( {
					clientId: block.clientId,
					id: Number( id ) || 0,
					url: typeof url === 'string' ? url : '',
				} );
			}
			visit( block.innerBlocks ?? [] );
		}
	};
	visit( blocks );
	return found;
}
