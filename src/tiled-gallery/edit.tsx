/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarDropdownMenu, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { filter as filterIcon } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import AddImages from '@cairn/shared/media/add-images';
import { idsOf, moveImage, pickImage } from '@cairn/shared/media/images';
import ImagesPlaceholder from '@cairn/shared/media/images-placeholder';
import { useAttachments } from '@cairn/shared/media/use-attachments';
import { useImageUploads } from '@cairn/shared/media/use-image-uploads';
import GalleryImageEdit, {
	type FocusTarget,
} from './components/gallery-image-edit';
import GallerySettings from './components/gallery-settings';
import { IMAGE_FILTERS } from './constants';
import icon from './icon';
import {
	computeLayout,
	getLayoutStyle,
	widthsOf,
	withColumnWidths,
} from './layout';
import type { GalleryImage, TiledGalleryAttributes } from './types';
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
	const style = getLayoutStyle( className );

	// The user's changes store the column widths of the layout they make,
	// as Jetpack's gallery does, so that the saved markup keeps them;
	// opening a post stores nothing.
	const setGallery = useCallback(
		( changes: Partial< TiledGalleryAttributes > ) =>
			setAttributes( {
				...changes,
				columnWidths: widthsOf(
					computeLayout(
						changes.images ?? images,
						style,
						'columns' in changes ? changes.columns : columns
					)
				),
			} ),
		[ setAttributes, images, style, columns ]
	);
	// A new style (chosen in the block's Styles) is a new grid too.
	const shownStyle = useRef( style );
	useEffect( () => {
		if ( shownStyle.current !== style ) {
			shownStyle.current = style;
			setGallery( {} );
		}
	}, [ style, setGallery ] );
	const [ selected, setSelected ] = useState< number | null >( null );
	// Where keyboard focus goes once the grid has re-rendered: a move or a
	// removal re-lays out the grid (the image may land in another row), so
	// the focused button would otherwise be gone.
	const [ focus, setFocus ] = useState< {
		index: number;
		control: FocusTarget;
	} | null >( null );
	// The store's published types predate this action, which the store has
	// had since long before WordPress 6.8.
	const { __unstableMarkNextChangeAsNotPersistent: markNotPersistent } =
		useDispatch( blockEditorStore ) as unknown as {
			__unstableMarkNextChangeAsNotPersistent: () => void;
		};
	// The selected image clears when the block is deselected.
	useEffect( () => {
		if ( ! isSelected ) {
			setSelected( null );
		}
	}, [ isSelected ] );

	// Images added without their size (from core blocks, by a transform)
	// get it from their attachment, so the layout keeps their shape.
	const attachments = useAttachments( attributes.ids );
	useEffect( () => {
		const sized = ( image: GalleryImage ) => {
			const found = attachments[ Number( image.id ) ];
			return ! ( image.width && image.height ) &&
				found?.width &&
				found?.height
				? { ...image, width: found.width, height: found.height }
				: image;
		};
		if ( images.some( ( image ) => sized( image ) !== image ) ) {
			// Not an edit of the user's: no undo step, no unsaved change.
			markNotPersistent();
			const next = images.map( sized );
			setAttributes( {
				images: next,
				// Widths stored for the sizes guessed before follow.
				...( columnWidths.length
					? {
							columnWidths: widthsOf(
								computeLayout( next, style, columns )
							),
						}
					: {} ),
			} );
		}
		// Only once the attachments arrive.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ attachments ] );

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
		<BlockControls>
			<ToolbarGroup>
				<ToolbarDropdownMenu
					icon={ filterIcon }
					label={ __( 'Pick an image filter', 'cairn' ) }
					controls={ IMAGE_FILTERS.map( ( option ) => ( {
						title: option.label,
						isActive: option.value === imageFilter,
						role: 'menuitemradio',
						onClick: () =>
							setAttributes( { imageFilter: option.value } ),
					} ) ) }
				/>
			</ToolbarGroup>
		</BlockControls>
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
