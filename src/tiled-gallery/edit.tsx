/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import AddImages from '@cairn/shared/media/add-images';
import { idsOf, moveImage, pickImage } from '@cairn/shared/media/images';
import ImagesPlaceholder from '@cairn/shared/media/images-placeholder';
import { useImageUploads } from '@cairn/shared/media/use-image-uploads';
import GalleryImageEdit, {
	type FocusTarget,
} from './components/gallery-image-edit';
import GallerySettings from './components/gallery-settings';
import ImageFilterControl from './components/image-filter-control';
import icon from './icon';
import { computeLayout, withColumnWidths } from './layout';
import type { GalleryImage, TiledGalleryAttributes } from './types';
import { useAttachmentSizes } from './use-attachment-sizes';
import { useGalleryLayout } from './use-gallery-layout';
import { galleryClasses, isUncropped, removeImage } from './utils';

/**
 * The Tiled gallery editor: a media placeholder while empty; then the grid
 * laid out exactly as saved, each image selectable with move backward,
 * move forward and remove buttons, a drop zone and 'Upload an image'. The
 * sidebar holds Columns, Rounded corners (not for circles) and Link To, the
 * toolbar the image filter.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function TiledGalleryEdit(
	props: BlockEditProps< TiledGalleryAttributes >
) {
	const { attributes, setAttributes, isSelected } = props;
	const {
		images,
		columns,
		linkTo,
		imageFilter,
		className,
		imageCrop,
		columnWidths,
	} = attributes;
	const { style, setGallery } = useGalleryLayout( attributes, setAttributes );
	const [ selected, setSelected ] = useState< number | null >( null );
	// Where keyboard focus goes once the grid has re-rendered: a move or a
	// removal re-lays out the grid (the image may land in another row), so
	// the focused button would otherwise be gone.
	const [ focus, setFocus ] = useState< {
		index: number;
		control: FocusTarget;
	} | null >( null );
	// The selected image clears when the block is deselected.
	useEffect( () => {
		if ( ! isSelected ) {
			setSelected( null );
		}
	}, [ isSelected ] );

	const attachments = useAttachmentSizes( attributes, setAttributes, style );

	const blockProps = useBlockProps( {
		// The style's class is the className attribute, which keeps its
		// default (is-style-rectangular) because the block takes no custom
		// class: core's class support would replace the attribute's default.
		className: [
			className,
			...galleryClasses( attributes, style === 'circle' ),
			...( isUncropped( imageCrop, style ) ? [ 'is-uncropped' ] : [] ),
		].join( ' ' ),
	} );

	const { uploadFiles, selectMedia } = useImageUploads( {
		images,
		pick: pickImage,
		onChange: setGallery,
	} );

	const filterControl = (
		<ImageFilterControl
			value={ imageFilter }
			onChange={ ( value ) => setAttributes( { imageFilter: value } ) }
		/>
	);

	if ( ! images.length ) {
		return (
			<div { ...blockProps }>
				<ImagesPlaceholder
					icon={ icon }
					label={ __( 'Tiled gallery', 'cairn' ) }
					onFiles={ uploadFiles }
					onSelect={ selectMedia }
				/>
			</div>
		);
	}

	const count = images.length;
	const rows = withColumnWidths(
		computeLayout( images, style, columns ),
		columnWidths
	);
	const change = ( next: GalleryImage[], select: number | null ) => {
		// The ids follow the images' order.
		setGallery( { images: next, ids: idsOf( next ) } );
		setSelected( select );
	};

	return (
		<div { ...blockProps }>
			{ filterControl }
			<InspectorControls>
				<GallerySettings
					attributes={ attributes }
					setAttributes={ setGallery }
					style={ style }
				/>
			</InspectorControls>
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
								{ column.images.map( ( index ) => (
									<GalleryImageEdit
										key={ `${ images[ index ].id ?? '' }-${
											images[ index ].url
										}` }
										image={ images[ index ] }
										preview={
											attachments[
												Number( images[ index ].id )
											]?.preview
										}
										index={ index }
										count={ count }
										isSelected={
											isSelected && selected === index
										}
										showCustomLink={ linkTo === 'custom' }
										focus={
											focus?.index === index
												? focus.control
												: undefined
										}
										onFocused={ () => setFocus( null ) }
										onSelect={ () => setSelected( index ) }
										onMoveBackward={ () => {
											change(
												moveImage( images, index, -1 ),
												index - 1
											);
											setFocus( {
												index: index - 1,
												control: 'backward',
											} );
										} }
										onMoveForward={ () => {
											change(
												moveImage( images, index, 1 ),
												index + 1
											);
											setFocus( {
												index: index + 1,
												control: 'forward',
											} );
										} }
										onRemove={ () => {
											setGallery(
												removeImage( attributes, index )
											);
											setSelected( null );
											// The image that takes its place.
											setFocus(
												count > 1
													? {
															index: Math.min(
																index,
																count - 2
															),
															control: 'image',
														}
													: null
											);
										} }
										onChangeCaption={ ( caption ) =>
											setAttributes( {
												images: images.map(
													( image, at ) =>
														at === index
															? {
																	...image,
																	caption,
																}
															: image
												),
											} )
										}
										onChangeCustomLink={ ( customLink ) =>
											setAttributes( {
												images: images.map(
													( image, at ) =>
														at === index
															? {
																	...image,
																	customLink,
																}
															: image
												),
											} )
										}
									/>
								) ) }
							</div>
						) ) }
					</div>
				) ) }
			</div>
			{ isSelected && (
				<AddImages
					className="wp-block-cairn-tiled-gallery__add"
					onFiles={ uploadFiles }
					onSelect={ selectMedia }
				/>
			) }
		</div>
	);
}
