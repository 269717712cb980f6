/**
 * WordPress dependencies
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import {
	aspectRatio,
	computeLayout,
	getLayoutStyle,
	withColumnWidths,
} from './layout';
import type { TiledGalleryAttributes } from './types';
import { galleryClasses, imageHref, imageSizes, isUncropped } from './utils';

/**
 * The saved gallery: rows of columns whose flex-basis the layout module
 * computed (or the saved `columnWidths`, while they describe the same
 * grid), so the front end needs no script. Each image carries its url, its
 * size and the `wp-image-{id}` class: WordPress's wp_filter_content_tags
 * then adds the srcset from the attachment's own sizes, and the server
 * points square tiles at square crops (Cairn\Blocks\Tiled_Gallery). An
 * image with a caption shows it under the image, in a figcaption.
 *
 * @param props            Save props.
 * @param props.attributes The block's attributes.
 * @return The saved element, or nothing without images.
 */
export default function save( {
	attributes,
}: BlockSaveProps< TiledGalleryAttributes > ) {
	const { images, columns, linkTo, className, imageCrop, columnWidths } =
		attributes;
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
			...( isUncropped( imageCrop, style ) ? [ 'is-uncropped' ] : [] ),
		].join( ' ' ),
	} );
	const rows = withColumnWidths(
		computeLayout( images, style, columns ),
		columnWidths
	);
	const cropsSquare =
		( style === 'square' || style === 'circle' ) &&
		! isUncropped( imageCrop, style );

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
											{ image.caption ? (
												<RichText.Content
													tagName="figcaption"
													className="wp-block-cairn-tiled-gallery__caption"
													value={ image.caption }
												/>
											) : null }
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
