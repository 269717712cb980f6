/**
 * The map's marker: a 32×38 pin in the block's marker colour, the same on
 * Mapbox's map and in the editor.
 */

/** The pin's size in CSS pixels. */
export const MARKER_WIDTH = 32;
export const MARKER_HEIGHT = 38;

/** The colour of a marker whose colour is not one a style may take. */
export const DEFAULT_MARKER_COLOR = 'red';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A marker colour safe to put in a style: a hex colour or a CSS colour name;
 * anything else draws the default red.
 *
 * @param color The block's markerColor.
 * @return The colour to paint.
 */
export function markerFill( color: string | undefined ): string {
	return color &&
		/^(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})|[a-zA-Z]{3,20})$/.test( color )
		? color
		: DEFAULT_MARKER_COLOR;
}

/**
 * A pin element, its point at the bottom centre.
 *
 * @param color     The marker colour.
 * @param className The element's class.
 * @return The element.
 */
export function createMarkerPin(
	color: string | undefined,
	className = 'cairn-map-marker'
): HTMLElement {
	const element = document.createElement( 'div' );
	element.className = className;
	element.style.width = `${ MARKER_WIDTH }px`;
	element.style.height = `${ MARKER_HEIGHT }px`;
	const svg = document.createElementNS( SVG, 'svg' );
	svg.setAttribute( 'width', String( MARKER_WIDTH ) );
	svg.setAttribute( 'height', String( MARKER_HEIGHT ) );
	svg.setAttribute( 'viewBox', '0 0 32 38' );
	svg.setAttribute( 'aria-hidden', 'true' );
	svg.setAttribute( 'focusable', 'false' );
	const pin = document.createElementNS( SVG, 'path' );
	pin.setAttribute(
		'd',
		'M16 0C7.2 0 0 7 0 15.7 0 27.4 16 38 16 38s16-10.6 16-22.3C32 7 24.8 0 16 0z'
	);
	pin.setAttribute( 'fill', markerFill( color ) );
	pin.setAttribute( 'stroke', 'rgba(0,0,0,0.3)' );
	const dot = document.createElementNS( SVG, 'circle' );
	dot.setAttribute( 'cx', '16' );
	dot.setAttribute( 'cy', '15' );
	dot.setAttribute( 'r', '5.5' );
	dot.setAttribute( 'fill', '#fff' );
	svg.append( pin, dot );
	element.append( svg );
	return element;
}
