/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation, BlockSaveProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import {
	aspectRatio,
	computeLayout,
	getLayoutStyle,
	widthsOf,
} from '../layout';
import type { TiledGalleryAttributes } from '../types';
import { galleryClasses, imageHref, imageSizes } from '../utils';

/**
 * Version 1 laid the columns out as the layout module computed them, and
 * ignored the saved `columnWidths` and `imageCrop`. The block now keeps the
 * saved widths while they describe its grid, as Jetpack's does, so a
 * gallery converted from Jetpack with Jetpack's own measured widths of the
 * same shape was saved by this version: it migrates to the widths Cairn
 * computes for its arrangement (Jetpack's, measured for another one, are
 * kept aside in `jetpackLegacy`), which is what it showed.
 *
 * Frozen here: the attributes, supports and save. The layout arithmetic
 * comes from the layout module, whose results are what this version saved.
 */

// The attributes as version 1 declared them (and the Jetpack conversion's
// `jetpackLegacy`, which the server adds to every Cairn block).
const ATTRIBUTES = {
	align: {
		type: 'string',
		default: 'center',
	},
	className: {
		type: 'string',
		default: 'is-style-rectangular',
	},
	columns: {
		type: 'integer',
	},
	columnWidths: {
		type: 'array',
		default: [],
	},
	ids: {
		type: 'array',
		default: [],
	},
	imageFilter: {
		type: 'string',
		enum: [ 'black-and-white', 'sepia', '1977', 'clarendon', 'gingham' ],
	},
	images: {
		type: 'array',
		default: [],
		items: {
			type: 'object',
			properties: {
				alt: {
					type: 'string',
				},
				height: {
					type: [ 'number', 'string' ],
				},
				width: {
					type: [ 'number', 'string' ],
				},
				id: {
					type: [ 'number', 'string' ],
				},
				link: {
					type: 'string',
				},
				customLink: {
					type: 'string',
				},
				url: {
					type: 'string',
				},
			},
		},
	},
	imageCrop: {
		type: 'boolean',
		default: true,
	},
	linkTo: {
		type: 'string',
		enum: [ 'media', 'attachment', 'none', 'custom' ],
		default: 'none',
	},
	roundedCorners: {
		type: 'integer',
		default: 0,
	},
	jetpackLegacy: { type: 'object' },
};

/**
 * The version 1 saved gallery.
 *
 * @param props            Save props.
 * @param props.attributes The block's attributes.
 * @return The saved element, or nothing without images.
 */
function save( { attributes }: BlockSaveProps< TiledGalleryAttributes > ) {
	const { images, columns, linkTo, className } = attributes;
	if ( ! images.length ) {
		return null;
	}
	const style = getLayoutStyle( className );
	const blockProps = useBlockProps.save( {
		// The style's class is the className attribute, which keeps its
		// default (is-style-rectangular) because the block takes no custom
		// class: core's class support would replace the attribute's default.
		className: [
			className,
			...galleryClasses( attributes, style === 'circle' ),
		].join( ' ' ),
	} );
	const rows = computeLayout( images, style, columns );
	const cropsSquare = style === 'square' || style === 'circle';

	return (
		<div { ...blockProps }>
			<div className="wp-block-cairn-tiled-gallery__gallery">
				{ rows.map( ( row, rowIndex ) => (
					<div
						key={ rowIndex }
						className="wp-block-cairn-tiled-gallery__row"
					>
						{ row.columns.map( ( column, columnIndex ) => (
							<div
								key={ columnIndex }
								className="wp-block-cairn-tiled-gallery__column"
								style={ { flexBasis: `${ column.basis }%` } }
							>
								{ column.images.map( ( index ) => {
									const image = images[ index ];
									const href = imageHref( image, linkTo );
									// A square crop fills its tile with the
									// image's short side: a landscape image
									// shows wider than the tile.
									const shown = cropsSquare
										? column.basis *
											Math.max( 1, aspectRatio( image ) )
										: column.basis;
									const img = (
										<img
											className={
												image.id
													? `wp-image-${ image.id }`
													: undefined
											}
											src={ image.url }
											alt={ image.alt ?? '' }
											width={ image.width }
											height={ image.height }
											sizes={ imageSizes( shown ) }
											loading="lazy"
											data-id={ image.id }
										/>
									);
									return (
										<figure
											key={ index }
											className="wp-block-cairn-tiled-gallery__item"
										>
											{ href ? (
												<a href={ href }>{ img }</a>
											) : (
												img
											) }
										</figure>
									);
								} ) }
							</div>
						) ) }
					</div>
				) ) }
			</div>
		</div>
	);
}

const v1: BlockDeprecation< TiledGalleryAttributes, TiledGalleryAttributes > = {
	apiVersion: 3,
	attributes: ATTRIBUTES,
	supports: {
		html: false,
		customClassName: false,
		align: [ 'center', 'wide', 'full' ],
	},
	save,
	migrate( attributes ) {
		const legacy =
			attributes.jetpackLegacy &&
			typeof attributes.jetpackLegacy === 'object'
				? ( attributes.jetpackLegacy as Record< string, unknown > )
				: {};
		return {
			...attributes,
			columnWidths: widthsOf(
				computeLayout(
					attributes.images,
					getLayoutStyle( attributes.className ),
					attributes.columns
				)
			),
			jetpackLegacy: {
				...legacy,
				columnWidths: attributes.columnWidths,
			},
		};
	},
};

export default v1;
