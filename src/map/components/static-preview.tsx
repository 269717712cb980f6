/**
 * WordPress dependencies
 */
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { buildRestUrl, getRestRoot } from '@cairn/shared/ai/query';
import { ROUTES } from '@cairn/shared/api/routes';
import { DEFAULT_HEIGHT } from '../constants';
import { viewFor } from '../points';
import type { MapAttributes } from '../types';

/** The width the preview image is asked at (Mapbox's limit is 1280). */
const PREVIEW_WIDTH = 640;

/** CSS names a marker colour may have, as the image route wants hex. */
const NAMED: Record< string, string > = { red: 'ff0000' };

/**
 * The marker colour as the image route takes it (hex without '#').
 *
 * @param color The block's markerColor.
 * @return Hex digits, or '' for the route's default.
 */
export function imageColor( color: string ): string {
	const hex = color.replace( /^#/, '' ).toLowerCase();
	if ( /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test( hex ) ) {
		return hex;
	}
	return NAMED[ color.toLowerCase() ] ?? '';
}

/**
 * The static image of a map, through the site's cached image route.
 *
 * @param attributes The block's attributes.
 * @param width      Image width.
 * @return The image's URL.
 */
export function previewUrl( attributes: MapAttributes, width: number ): string {
	const { points, mapCenter, zoom, mapStyle, markerColor, mapHeight } =
		attributes;
	const view = viewFor( points, mapCenter, zoom );
	const center =
		view.mode === 'center'
			? view.center
			: {
					longitude:
						( view.bounds[ 0 ].longitude +
							view.bounds[ 1 ].longitude ) /
						2,
					latitude:
						( view.bounds[ 0 ].latitude +
							view.bounds[ 1 ].latitude ) /
						2,
				};
	const path = addQueryArgs( ROUTES.mapImage, {
		lon: center.longitude,
		lat: center.latitude,
		zoom: view.mode === 'center' ? view.zoom : zoom,
		width,
		height: Math.min( 1280, mapHeight ?? DEFAULT_HEIGHT ),
		style: mapStyle,
		color: imageColor( markerColor ),
		markers: points
			.map(
				( point ) =>
					`${ point.coordinates.longitude },${ point.coordinates.latitude }`
			)
			.join( ';' ),
		// An image request carries no REST nonce header: the editor's user is
		// known by this one, so the route needs no signature from them.
		...( window.wpApiSettings?.nonce
			? { _wpnonce: window.wpApiSettings.nonce }
			: {} ),
	} );
	return buildRestUrl( getRestRoot() ?? '/wp-json/', path );
}

/**
 * Preview mode (the inserter's example, pattern previews): the static
 * image, with no map library loaded.
 *
 * @param props            Props.
 * @param props.attributes The block's attributes.
 * @return The image.
 */
export default function StaticPreview( {
	attributes,
}: {
	attributes: MapAttributes;
} ) {
	return (
		<img
			className="wp-block-cairn-map__static"
			src={ previewUrl( attributes, PREVIEW_WIDTH ) }
			alt={ __( 'Map', 'cairn' ) }
			width={ PREVIEW_WIDTH }
			height={ attributes.mapHeight ?? DEFAULT_HEIGHT }
		/>
	);
}
