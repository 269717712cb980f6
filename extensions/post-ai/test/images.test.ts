/**
 * Internal dependencies
 */
import { imagesWithoutAlt } from '../images';

const image = ( clientId: string, attributes: Record< string, unknown > ) => ( {
	clientId,
	name: 'core/image',
	attributes,
} );

describe( 'imagesWithoutAlt', () => {
	it( 'finds images without alt text, nested ones too, in document order', () => {
		expect(
			imagesWithoutAlt( [
				image( 'a', {
					id: 3,
					url: 'https://example.org/a.jpg',
					alt: '',
				} ),
				image( 'b', {
					id: 4,
					url: 'https://example.org/b.jpg',
					alt: 'A ridge',
				} ),
				{
					clientId: 'g',
					name: 'core/group',
					attributes: {},
					innerBlocks: [
						image( 'c', {
							url: 'https://example.org/c.jpg',
							alt: '   ',
						} ),
					],
				},
			] )
		).toEqual( [
			{ clientId: 'a', id: 3, url: 'https://example.org/a.jpg' },
			{ clientId: 'c', id: 0, url: 'https://example.org/c.jpg' },
		] );
	} );

	it( 'leaves out images with nothing to describe and other blocks', () => {
		expect(
			imagesWithoutAlt( [
				image( 'empty', {} ),
				{
					clientId: 'p',
					name: 'core/paragraph',
					attributes: { url: 'x' },
				},
			] )
		).toEqual( [] );
	} );
} );
