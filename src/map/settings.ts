/**
 * Internal dependencies
 */
import { getEditorData } from '@cairn/shared/site/editor-data';

/** What the server tells the map block (includes/class-editor-data.php `maps`). */
export interface MapSettings {
	/** The site's map library setting: 'mapbox', 'mapkit' or '' (the default). */
	provider: string;
	/** Mapbox's API base URL (a local server in the tests). */
	mapboxApiBaseUrl: string;
	/** The site's public Mapbox token, '' when none (or for visitors). */
	mapboxToken: string;
	/** Whether the site signs Apple's snapshots (its MapKit key is set). */
	mapkitSnapshots: boolean;
	/** Whether the user is an administrator, who may set the token. */
	canManageOptions: boolean;
}

/**
 * Reads the map's part of `window.cairnEditorData`, with '' for anything
 * absent or malformed.
 *
 * @return The settings.
 */
export function getMapSettings(): MapSettings {
	const maps = (
		window.cairnEditorData as
			{ maps?: Record< string, unknown > } | undefined
	 )?.maps;
	const text = ( key: string ): string =>
		typeof maps?.[ key ] === 'string' ? ( maps[ key ] as string ) : '';
	return {
		provider: text( 'provider' ),
		mapboxApiBaseUrl: text( 'mapboxApiBaseUrl' ),
		mapboxToken: text( 'mapboxToken' ),
		mapkitSnapshots: maps?.mapkitSnapshots === true,
		canManageOptions: getEditorData().canManageOptions,
	};
}
