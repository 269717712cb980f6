/**
 * External dependencies
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useState } from '@wordpress/element';
import { dispatch, select as selectStore } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import TiledGalleryEdit from '../edit';
import GallerySettings from '../components/gallery-settings';
import type { GalleryImage, TiledGalleryAttributes } from '../types';

// `use` is there for the middleware that @cairn/shared adds when it loads.
jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	// Outside a block list there is no block context to merge.
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
} ) );

const image = ( id: number ): GalleryImage => ( {
	id,
	url: `https://example.com/${ id }.jpg`,
	alt: `Image ${ id }`,
	width: 300,
	height: 200,
} );

const defaults: TiledGalleryAttributes = {
	align: 'center',
	className: 'is-style-rectangular',
	columnWidths: [],
	ids: [],
	images: [],
	imageCrop: true,
	linkTo: 'none',
	roundedCorners: 0,
};

function renderEdit(
	attributes: Partial< TiledGalleryAttributes > = {},
	isSelected = true
) {
	const setAttributes = jest.fn();
	const props = ( selected: boolean ) =>
		( {
			attributes: { ...defaults, ...attributes },
			setAttributes,
			isSelected: selected,
			clientId: 'block-1',
			name: 'cairn/tiled-gallery',
			className: '',
			context: {},
			isSelectionEnabled: true,
			toggleSelection: jest.fn(),
			insertBlocksAfter: jest.fn(),
			mergeBlocks: jest.fn(),
			onRemove: jest.fn(),
			onReplace: jest.fn(),
		} ) as unknown as Parameters< typeof TiledGalleryEdit >[ 0 ];
	const utils = render( <TiledGalleryEdit { ...props( isSelected ) } /> );
	return {
		...utils,
		setAttributes,
		select: ( selected: boolean ) =>
			utils.rerender( <TiledGalleryEdit { ...props( selected ) } /> ),
	};
}

const three = [ image( 1 ), image( 2 ), image( 3 ) ];

/**
 * The editor with given attributes, for a rerender with new ones.
 *
 * @param props               The props.
 * @param props.attributes    The attributes.
 * @param props.setAttributes Records changes.
 * @return The editor.
 */
function Stateless( {
	attributes,
	setAttributes,
}: {
	attributes: TiledGalleryAttributes;
	setAttributes: jest.Mock;
} ) {
	const props = {
		attributes,
		setAttributes,
		isSelected: true,
		clientId: 'block-1',
		name: 'cairn/tiled-gallery',
	} as unknown as Parameters< typeof TiledGalleryEdit >[ 0 ];
	return <TiledGalleryEdit { ...props } />;
}

// The REST API: the attachment post type, and two attachments with sizes.
const mockApiFetch = apiFetch as unknown as jest.Mock;
beforeEach( () => {
	mockApiFetch.mockImplementation( async ( { path }: { path: string } ) => {
		if ( path.startsWith( '/wp/v2/types' ) ) {
			return {
				attachment: {
					slug: 'attachment',
					name: 'Media',
					rest_base: 'media',
					rest_namespace: 'wp/v2',
					labels: { singular_name: 'Media' },
				},
			};
		}
		if ( path.startsWith( '/wp/v2/media' ) ) {
			return [ 21, 22 ].map( ( id ) => ( {
				id,
				media_details: {
					width: 1600,
					height: 1200,
					sizes: {
						large: {
							source_url: `https://example.com/${ id }-1024x768.jpg`,
						},
					},
				},
			} ) );
		}
		return {};
	} );
} );

// The post editor hands blocks its upload function; without it the media
// placeholder says the user may not upload.
const mediaUpload = jest.fn();
beforeAll( () => {
	dispatch( blockEditorStore ).updateSettings( {
		mediaUpload,
	} as Record< string, unknown > );
} );

describe( 'Tiled gallery editor', () => {
	it( 'shows a placeholder for images with Upload an image while empty', () => {
		renderEdit();
		expect( screen.getByText( 'Tiled gallery' ) ).toBeInTheDocument();
		// Also spoken, so it is in the live region too.
		expect(
			screen.getAllByText(
				'Drag images, upload new ones or select files from your library.'
			).length
		).toBeGreaterThan( 0 );
		expect(
			screen.getByRole( 'button', { name: 'Upload an image' } )
		).toBeInTheDocument();
	} );

	it( 'shows the images in the saved layout with Upload an image', () => {
		const { container } = renderEdit( { images: three, ids: [ 1, 2, 3 ] } );
		expect( screen.getAllByRole( 'img' ) ).toHaveLength( 3 );
		const columns = container.querySelectorAll< HTMLElement >(
			'.wp-block-cairn-tiled-gallery__column'
		);
		expect( columns[ 0 ].style.flexBasis ).toBe( '33.333333333333%' );
		expect(
			screen.getByRole( 'button', { name: 'Upload an image' } )
		).toBeInTheDocument();
	} );

	it( 'selects an image; moves that would pass an end are disabled', async () => {
		const user = userEvent.setup();
		renderEdit( { images: three } );
		await user.click(
			screen.getByRole( 'button', { name: 'Image 1 of 3 in gallery' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Move image backward' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		).not.toHaveAttribute( 'aria-disabled' );
		await user.click(
			screen.getByRole( 'button', { name: 'Image 3 of 3 in gallery' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
	} );

	it( 'moving swaps the image with its neighbour', async () => {
		const user = userEvent.setup();
		const { setAttributes } = renderEdit( { images: three } );
		await user.click(
			screen.getByRole( 'button', { name: 'Image 2 of 3 in gallery' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		);
		// The widths of the layout it makes are stored with it.
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			images: [ image( 1 ), image( 3 ), image( 2 ) ],
			ids: [ 1, 3, 2 ],
			columnWidths: [
				[ 33.333333333333, 33.333333333333, 33.333333333333 ],
			],
		} );
	} );

	it( 'stores no widths when a post is only opened, and draws the widths it has', () => {
		const { setAttributes, container } = renderEdit( {
			images: three,
			columnWidths: [ [ 50, 25, 25 ] ],
		} );
		expect( setAttributes ).not.toHaveBeenCalled();
		expect(
			Array.from(
				container.querySelectorAll< HTMLElement >(
					'.wp-block-cairn-tiled-gallery__column'
				)
			).map( ( column ) => column.style.flexBasis )
		).toEqual( [ '50%', '25%', '25%' ] );
	} );

	it( 'a new style stores the widths of its grid', () => {
		const setAttributes = jest.fn();
		const { rerender } = render(
			<Stateless
				attributes={ {
					...defaults,
					images: three,
					className: 'is-style-rectangular',
					columns: 2,
				} }
				setAttributes={ setAttributes }
			/>
		);
		expect( setAttributes ).not.toHaveBeenCalled();
		rerender(
			<Stateless
				attributes={ {
					...defaults,
					images: three,
					className: 'is-style-columns',
					columns: 2,
				} }
				setAttributes={ setAttributes }
			/>
		);
		// Two columns of the three images, as tall as each other.
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			columnWidths: [ [ 33.333333333333, 66.666666666667 ] ],
		} );
	} );

	it( 'removing clears the selection and caps columns at the images left', async () => {
		const user = userEvent.setup();
		const { setAttributes } = renderEdit( { images: three, columns: 3 } );
		await user.click(
			screen.getByRole( 'button', { name: 'Image 2 of 3 in gallery' } )
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Remove image' } )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			images: [ image( 1 ), image( 3 ) ],
			ids: [ 1, 3 ],
			columns: 2,
			columnWidths: [ [ 50, 50 ] ],
		} );
		expect(
			screen.queryByRole( 'button', { name: 'Remove image' } )
		).not.toBeInTheDocument();
	} );

	it( 'clears the selected image when the block is deselected', async () => {
		const user = userEvent.setup();
		const { select } = renderEdit( { images: three } );
		await user.click(
			screen.getByRole( 'button', { name: 'Image 1 of 3 in gallery' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Remove image' } )
		).toBeInTheDocument();
		select( false );
		select( true );
		expect(
			screen.queryByRole( 'button', { name: 'Remove image' } )
		).not.toBeInTheDocument();
	} );

	it( 'with Link To custom, the selected image takes its own link', async () => {
		const user = userEvent.setup();
		const { setAttributes } = renderEdit( {
			images: three,
			linkTo: 'custom',
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Image 3 of 3 in gallery' } )
		);
		await user.type( screen.getByLabelText( 'Custom link' ), 'x' );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			images: [
				image( 1 ),
				image( 2 ),
				{ ...image( 3 ), customLink: 'x' },
			],
		} );
	} );

	it( 'shows each caption under its image, and the selected image takes one', async () => {
		const user = userEvent.setup();
		const { setAttributes } = renderEdit( {
			images: [
				{ ...image( 1 ), caption: 'Harbour at dawn' },
				image( 2 ),
			],
		} );
		// Shown without a selection; an image without one shows no field.
		expect(
			screen.getByRole( 'textbox', { name: 'Image caption text' } )
		).toHaveTextContent( 'Harbour at dawn' );
		await user.click(
			screen.getByRole( 'button', { name: 'Image 2 of 2 in gallery' } )
		);
		const fields = screen.getAllByRole( 'textbox', {
			name: 'Image caption text',
		} );
		expect( fields ).toHaveLength( 2 );
		await user.click( fields[ 1 ] );
		await user.keyboard( 'x' );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			images: [
				{ ...image( 1 ), caption: 'Harbour at dawn' },
				{ ...image( 2 ), caption: 'x' },
			],
		} );
	} );
} );

/**
 * The editor with its attributes kept in state, as in the block editor.
 *
 * @param props         The props.
 * @param props.initial The first attributes.
 * @return The editor.
 */
function Stateful( {
	initial,
}: {
	initial: Partial< TiledGalleryAttributes >;
} ) {
	const [ attributes, setAttributes ] = useState( {
		...defaults,
		...initial,
	} );
	const props = {
		attributes,
		setAttributes: ( next: Partial< TiledGalleryAttributes > ) =>
			setAttributes( ( current ) => ( { ...current, ...next } ) ),
		isSelected: true,
		clientId: 'block-1',
		name: 'cairn/tiled-gallery',
	} as unknown as Parameters< typeof TiledGalleryEdit >[ 0 ];
	return <TiledGalleryEdit { ...props } />;
}

describe( 'Tiled gallery attachments', () => {
	it( 'shows the attachments’ large size, and gives images without a size theirs', async () => {
		const images = [
			{ id: 21, url: 'https://example.com/21.jpg', alt: 'A' },
			{ ...image( 22 ), url: 'https://example.com/22.jpg' },
		];
		const { setAttributes } = renderEdit( { images, ids: [ 21, 22 ] } );
		await waitFor( () =>
			expect( screen.getByRole( 'img', { name: 'A' } ) ).toHaveAttribute(
				'src',
				'https://example.com/21-1024x768.jpg'
			)
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			images: [
				{ ...images[ 0 ], width: 1600, height: 1200 },
				// Its own size stays.
				images[ 1 ],
			],
		} );
		expect( mockApiFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: expect.stringMatching(
					/^\/wp\/v2\/media\?.*include%5B0%5D=21&include%5B1%5D=22/
				),
			} )
		);
	} );
} );

describe( 'Tiled gallery by keyboard', () => {
	it( 'keeps focus on the move button the image moved with, and on the image that takes a removed one’s place', async () => {
		const user = userEvent.setup();
		render( <Stateful initial={ { images: three, ids: [ 1, 2, 3 ] } } /> );
		screen
			.getByRole( 'button', { name: 'Image 1 of 3 in gallery' } )
			.focus();
		await user.keyboard( '{Enter}' );
		await user.tab();
		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect(
			screen
				.getAllByRole( 'img' )
				.map( ( img ) => img.getAttribute( 'alt' ) )
		).toEqual( [ 'Image 2', 'Image 1', 'Image 3' ] );
		expect(
			screen.getByRole( 'button', { name: 'Move image forward' } )
		).toHaveFocus();
		expect(
			screen.getByRole( 'button', { name: 'Image 2 of 3 in gallery' } )
		).toHaveAttribute( 'aria-pressed', 'true' );

		await user.tab();
		expect(
			screen.getByRole( 'button', { name: 'Remove image' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect( screen.getAllByRole( 'img' ) ).toHaveLength( 2 );
		expect(
			screen.getByRole( 'button', { name: 'Image 2 of 2 in gallery' } )
		).toHaveFocus();
	} );
} );

describe( 'Tiled gallery uploads', () => {
	beforeEach( () => mediaUpload.mockReset() );

	it( 'uploads images through Upload an image, after the images there are', async () => {
		const user = userEvent.setup();
		const { setAttributes } = renderEdit( { images: [ image( 1 ) ] } );
		const file = new File( [ 'x' ], 'four.png', { type: 'image/png' } );
		await user.upload(
			screen
				.getByRole( 'button', { name: 'Upload an image' } )
				.parentElement!.querySelector( 'input[type="file"]' )!,
			file
		);
		expect( mediaUpload ).toHaveBeenCalledWith(
			expect.objectContaining( { allowedTypes: [ 'image' ] } )
		);
		const { onFileChange } = mediaUpload.mock.calls[ 0 ][ 0 ];
		// First the blob: preview, then the attachment.
		onFileChange( [ { url: 'blob:preview' } ] );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			images: [ image( 1 ), { url: 'blob:preview', alt: '' } ],
			ids: [ 1 ],
			columnWidths: [ [ 60, 40 ] ],
		} );
		onFileChange( [
			{
				id: 4,
				source_url: 'https://example.com/4.png',
				alt_text: '',
				media_details: { width: 30, height: 20 },
			},
		] );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			images: [
				image( 1 ),
				{
					id: 4,
					url: 'https://example.com/4.png',
					alt: '',
					width: 30,
					height: 20,
				},
			],
			ids: [ 1, 4 ],
			columnWidths: [ [ 50, 50 ] ],
		} );
	} );

	it( 'uploads several images at once from the empty placeholder', async () => {
		const user = userEvent.setup();
		renderEdit();
		const input = screen
			.getByRole( 'button', { name: 'Upload an image' } )
			.parentElement!.querySelector< HTMLInputElement >(
				'input[type="file"]'
			)!;
		expect( input ).toHaveAttribute( 'accept', 'image/*' );
		expect( input.multiple ).toBe( true );
		const files = [
			new File( [ 'x' ], 'one.png', { type: 'image/png' } ),
			new File( [ 'y' ], 'two.png', { type: 'image/png' } ),
		];
		await user.upload( input, files );
		expect( mediaUpload ).toHaveBeenCalledTimes( 1 );
		expect(
			Array.from( mediaUpload.mock.calls[ 0 ][ 0 ].filesList ).map(
				( file ) => ( file as File ).name
			)
		).toEqual( [ 'one.png', 'two.png' ] );
	} );

	it( 'shows upload errors as error notices', async () => {
		const user = userEvent.setup();
		renderEdit( { images: [ image( 1 ) ] } );
		await user.upload(
			screen
				.getByRole( 'button', { name: 'Upload an image' } )
				.parentElement!.querySelector( 'input[type="file"]' )!,
			new File( [ 'x' ], 'four.png', { type: 'image/png' } )
		);
		mediaUpload.mock.calls[ 0 ][ 0 ].onError( 'four.png: too big' );
		expect(
			selectStore( noticesStore )
				.getNotices()
				.map( ( notice ) => [ notice.status, notice.content ] )
		).toContainEqual( [ 'error', 'four.png: too big' ] );
	} );
} );

describe( 'Tiled gallery sidebar', () => {
	const renderSettings = (
		attributes: Partial< TiledGalleryAttributes >,
		style: 'rectangular' | 'circle' = 'rectangular'
	) => {
		const setAttributes = jest.fn();
		render(
			<GallerySettings
				attributes={ { ...defaults, ...attributes } }
				setAttributes={ setAttributes }
				style={ style }
			/>
		);
		return setAttributes;
	};

	it( 'columns run from 1 to min(20, images), default min(3, images)', () => {
		renderSettings( { images: three.slice( 0, 2 ) } );
		const columns = screen.getByRole( 'spinbutton', { name: 'Columns' } );
		expect( columns ).toHaveValue( 2 );
		expect( columns ).toHaveAttribute( 'max', '2' );
		expect( columns ).toHaveAttribute( 'min', '1' );
	} );

	it( 'caps 25 images at 20 columns', () => {
		renderSettings( {
			images: Array.from( { length: 25 }, ( _, at ) => image( at ) ),
		} );
		const columns = screen.getByRole( 'spinbutton', { name: 'Columns' } );
		expect( columns ).toHaveValue( 3 );
		expect( columns ).toHaveAttribute( 'max', '20' );
	} );

	it( 'offers rounded corners 0–20, but not for circles', () => {
		renderSettings( { images: three } );
		const corners = screen.getByRole( 'spinbutton', {
			name: 'Rounded corners',
		} );
		expect( corners ).toHaveAttribute( 'max', '20' );
		expect( corners ).toHaveAttribute( 'min', '0' );
	} );

	it( 'offers Crop images for square and circle tiles only', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSettings( { images: three }, 'circle' );
		const crop = screen.getByRole( 'checkbox', { name: 'Crop images' } );
		expect( crop ).toBeChecked();
		await user.click( crop );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			imageCrop: false,
		} );
	} );

	it( 'has no Crop images for the mosaic, whose tiles keep each image’s shape', () => {
		renderSettings( { images: three } );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Crop images' } )
		).not.toBeInTheDocument();
	} );

	it( 'has no rounded corners for circles', () => {
		renderSettings( { images: three }, 'circle' );
		expect(
			screen.queryByRole( 'spinbutton', { name: 'Rounded corners' } )
		).not.toBeInTheDocument();
	} );

	it( 'links to attachment, media, none or a custom URL', async () => {
		const user = userEvent.setup();
		const setAttributes = renderSettings( { images: three } );
		const select = screen.getByRole( 'combobox', { name: 'Link To' } );
		expect( select ).toHaveValue( 'none' );
		expect(
			Array.from( ( select as HTMLSelectElement ).options ).map(
				( option ) => option.value
			)
		).toEqual( [ 'attachment', 'media', 'none', 'custom' ] );
		await user.selectOptions( select, 'custom' );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			linkTo: 'custom',
		} );
	} );
} );
