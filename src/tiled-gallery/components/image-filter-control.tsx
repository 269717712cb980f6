/**
 * WordPress dependencies
 */
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarDropdownMenu, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { filter as filterIcon } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { IMAGE_FILTERS } from '../constants';
import type { ImageFilter } from '../types';

/**
 * The toolbar's image filter: one of the filters, or none.
 *
 * @param props          Component props.
 * @param props.value    The filter chosen.
 * @param props.onChange Takes another.
 * @return The toolbar fill.
 */
export default function ImageFilterControl( {
	value,
	onChange,
}: {
	value: ImageFilter | undefined;
	onChange: ( value: ImageFilter | undefined ) => void;
} ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarDropdownMenu
					icon={ filterIcon }
					label={ __( 'Pick an image filter', 'cairn' ) }
					controls={ IMAGE_FILTERS.map( ( option ) => ( {
						title: option.label,
						isActive: option.value === value,
						role: 'menuitemradio',
						onClick: () => onChange( option.value ),
					} ) ) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
