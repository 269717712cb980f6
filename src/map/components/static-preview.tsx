/**
 * WordPress dependencies
 */
import { addQueryArgs } from '@wordpress/url';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { restUrl } from '@cairn/shared/api/rest-url';
import { ROUTES } from '@cairn/shared/api/routes';
import { DEFAULT_HEIGHT } from '../constants';
import { viewFor } from '../points';
import type { MapAttributes } from '../types';

/** The width the preview image is asked at (Apple's largest side, and within Mapbox's 1280). */
const PREVIEW_WIDTH = 640;

/** Apple's snapshots are 50 to 640 points a side. */
const SNAPSHOT_MIN = 50;
const SNAPSHOT_MAX = 640;

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

/** Which service draws the preview image. */
export type PreviewSource = 'mapbox' | 'mapkit';

/**
 * Which service can draw a map's image in the editor: Apple's snapshot
 * when the map's provider is MapKit and the site signs snapshots (a MapKit
 * key is set), Mapbox's static image when the site has a Mapbox token,
 * else none (the preview then draws no image at all, never a broken one).
 *
 * @param provider                 The map's provider.
 * @param mapStyle                 The map's style (terrain is Mapbox's only).
 * @param settings                 The site's map settings.
 * @param settings.mapboxToken
 * @param settings.mapkitSnapshots
 * @return The source, or null.
 */
export function previewSource(
	provider: 'mapbox' | 'mapkit',
	mapStyle: string,
	{
		mapboxToken,
		mapkitSnapshots,
	}: { mapboxToken: string; mapkitSnapshots: boolean }
): PreviewSource | null {
	if ( provider === 'mapkit' && mapkitSnapshots && mapStyle !== 'terrain' ) {
		return 'mapkit';
	}
	return mapboxToken ? 'mapbox' : null;
}

/**
 * The static image of a map, through the site's cached image route.
 *
 * @param attributes The block's attributes.
 * @param width      Image width.
 * @param source     The service that draws it.
 * @return The image's URL.
 */
export function previewUrl(
	attributes: MapAttributes,
	width: number,
	source: PreviewSource = 'mapbox'
): string {
	const {
		points,
		mapCenter,
		zoom,
		mapStyle,
		markerColor,
		mapHeight,
		mapDetails,
	} = attributes;
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
		height:
			source === 'mapkit'
				? Math.max(
						SNAPSHOT_MIN,
						Math.min( SNAPSHOT_MAX, mapHeight ?? DEFAULT_HEIGHT )
					)
				: Math.min( 1280, mapHeight ?? DEFAULT_HEIGHT ),
		style: mapStyle,
		color: imageColor( markerColor ),
		markers: points
			.map(
				( point ) =>
					`${ point.coordinates.longitude },${ point.coordinates.latitude }`
			)
			.join( ';' ),
		...( source === 'mapkit' ? { provider: 'mapkit' } : {} ),
		...( mapDetails === false ? { labels: '0' } : {} ),
		// An image request carries no REST nonce header: the editor's user is
		// known by this one, so the route needs no signature from them.
		...( window.wpApiSettings?.nonce
			? { _wpnonce: window.wpApiSettings.nonce }
			: {} ),
	} );
	return restUrl( path );
}

/**
 * Preview mode (the inserter's example, pattern previews): the static
 * image from the service that can draw it, with no map library loaded; a
 * plain box of the map's size when none can.
 *
 * @param props            Props.
 * @param props.attributes The block's attributes.
 * @param props.source     The service that draws the image, or null.
 * @return The image.
 */
export default function StaticPreview( {
	attributes,
	source,
}: {
	attributes: MapAttributes;
	source: PreviewSource | null;
} ) {
	const height = attributes.mapHeight ?? DEFAULT_HEIGHT;
	if ( ! source ) {
		return (
			<div
				className="wp-block-cairn-map__static is-empty"
				role="img"
				aria-label={ __( 'Map', 'cairn' ) }
				style={ { height } }
			/>
		);
	}
	return (
		<img
			className="wp-block-cairn-map__static"
			src={ previewUrl( attributes, PREVIEW_WIDTH, source ) }
			alt={ __( 'Map', 'cairn' ) }
			width={ PREVIEW_WIDTH }
			height={ height }
		/>
	);
}
