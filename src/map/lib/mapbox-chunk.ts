/**
 * mapbox-gl and its stylesheet, as one chunk that loads only when a map is
 * shown interactively (see load-mapbox.ts). mapbox-gl stays at 1.13.x, its
 * last release under the BSD-3-Clause licence: later releases are under
 * Mapbox's proprietary terms, which a GPL plugin cannot ship.
 */

/**
 * External dependencies
 */
import mapboxgl from 'mapbox-gl';
import 'mapbox-gl/dist/mapbox-gl.css';

export default mapboxgl;
