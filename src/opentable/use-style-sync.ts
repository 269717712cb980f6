/**
 * WordPress dependencies
 */
import { useEffect, useRef } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { activeStyle, withStyle } from './utils';
import type { OpenTableStyle } from './parser';
import type { OpenTableAttributes } from './types';

/**
 * Keeps the block's style as the Styles panel sets it (its class): the
 * `style` attribute follows the class, the button is for one restaurant
 * only, and switching to wide widens the block as the wide widget needs.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Updates the block's attributes.
 * @return The style the Styles panel chose.
 */
export function useStyleSync(
	attributes: OpenTableAttributes,
	setAttributes: ( attributes: Partial< OpenTableAttributes > ) => void
): OpenTableStyle {
	const { rid, className } = attributes;
	const style = activeStyle( className );
	const previousStyle = useRef( style );

	useEffect( () => {
		if ( style === 'button' && rid.length > 1 ) {
			setAttributes( withStyle( 'standard', className ) );
			return;
		}
		const changes: Partial< OpenTableAttributes > = {};
		if ( attributes.style !== style ) {
			changes.style = style;
		}
		if ( style === 'wide' && previousStyle.current !== 'wide' ) {
			changes.align = 'wide';
		}
		previousStyle.current = style;
		if ( Object.keys( changes ).length > 0 ) {
			setAttributes( changes );
		}
	}, [ style, rid.length, attributes.style, className, setAttributes ] );

	return style;
}
