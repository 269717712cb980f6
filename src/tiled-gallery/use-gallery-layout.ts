/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { useCallback, useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { computeLayout, getLayoutStyle, widthsOf } from './layout';
import type { LayoutStyle } from './layout';
import type { TiledGalleryAttributes } from './types';

/**
 * The gallery's layout style, and the change that stores with the user's
 * changes the column widths of the layout they make (as Jetpack's gallery
 * does, so that the saved markup keeps them); a new style, chosen in the
 * block's Styles, is a new grid too. Opening a post stores nothing.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Updates the block's attributes.
 * @return The style, and the change to make the user's edits through.
 */
export function useGalleryLayout(
	attributes: TiledGalleryAttributes,
	setAttributes: BlockEditProps< TiledGalleryAttributes >[ 'setAttributes' ]
): {
	style: LayoutStyle;
	setGallery: ( changes: Partial< TiledGalleryAttributes > ) => void;
} {
	const { images, columns, className } = attributes;
	const style = getLayoutStyle( className );

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
	return { style, setGallery };
}
