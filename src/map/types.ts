/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** A position on the map. */
export interface Coordinates {
	/** Degrees east, -180 to 180. */
	longitude: number;
	/** Degrees north, -90 to 90. */
	latitude: number;
}

/** One marker on the map. */
export interface MapPoint {
	/** The geocoder's id of the place; a point is on the map once. */
	id: string;
	/** The marker's title, shown to visitors. */
	title: string;
	/** The marker's caption, shown to visitors. */
	caption: string;
	/** The place's own name, as the geocoder gave it. */
	placeTitle: string;
	/**
	 * A page about the place (a maps service's), which visitors' list of
	 * places links the title to; a converted map's points have Jetpack's.
	 */
	link?: string;
	/** Where the marker stands. */
	coordinates: Coordinates;
}

/** The map styles (block.json `mapStyle`). */
export type MapStyle = 'default' | 'black_and_white' | 'satellite' | 'terrain';

/** The map libraries that can draw the map. */
export type MapProviderName = 'mapbox' | 'mapkit';

/** The map block's attributes (block.json). */
export interface MapAttributes extends Record< string, unknown > {
	/** Alignment: center, wide or full. */
	align?: string;
	/** The markers. @default [] */
	points: MapPoint[];
	/** An address to geocode into the map's centre. @default '' */
	address: string;
	/** Whether the map shows labels (Mapbox only). @default true */
	mapDetails: boolean;
	/** Zoom, 0 to 22. @default 13 */
	zoom: number;
	/** The centre. @default San Francisco */
	mapCenter: Coordinates;
	/** The style. @default 'default' */
	mapStyle: MapStyle;
	/** The marker colour. @default 'red' */
	markerColor: string;
	/** Whether scrolling zooms the map. @default false */
	scrollToZoom: boolean;
	/** Height in pixels; none for the default. */
	mapHeight?: number;
	/** Whether the map has a fullscreen button (MapKit only). @default true */
	showFullscreenButton: boolean;
	/** Custom classes (older versions stored the style here as is-style-*). */
	className?: string;
}

/** The block's editor props. */
export type MapEditProps = BlockEditProps< MapAttributes >;

/** Editor states: loading, needs an access token, ready. */
export type MapBlockState = 0 | 1 | 2;

/** A place the Mapbox geocoder found (the fields the block reads). */
export interface GeocodeFeature {
	/** The geocoder's id. */
	id: string;
	/** The place's short name. */
	text: string;
	/** The place's full name. */
	place_name: string;
	/** Longitude, latitude. */
	center?: [ number, number ];
	/** The place as a GeoJSON point. */
	geometry: { type: string; coordinates: [ number, number ] };
}

/** What `/cairn/v1/service-api-keys/mapbox` answers. */
export interface MapboxKeyResponse {
	/** The public token, '' for none. */
	service_api_key: string;
	/** 'site' when the owner set it, else 'none'. */
	service_api_key_source: string;
}
