/**
 * Internal dependencies
 */
import type { Coordinates, MapAttributes, MapPoint } from '../types';
import { styleFromClassName, toMapStyle } from '../utils';

/**
 * Older attributes as they were saved: the style as an `is-style-*` class
 * (or, earlier still, as a mapStyle spelled `black-and-white`), and the
 * `preview` flag the block no longer has.
 */
export interface OldMapAttributes extends Record< string, unknown > {
	align?: string;
	points: MapPoint[];
	address?: string;
	mapDetails: boolean;
	zoom: number;
	mapCenter: Coordinates;
	mapStyle?: string;
	markerColor: string;
	scrollToZoom: boolean;
	mapHeight?: number;
	showFullscreenButton?: boolean;
	className?: string;
	preview?: boolean;
}

/**
 * The current attributes of an older block: the style read from its
 * `is-style-*` class (else from its own mapStyle), the class removed.
 *
 * @param old The saved attributes.
 * @return The current attributes.
 */
export function migrateStyle( old: OldMapAttributes ): MapAttributes {
	const { preview: _preview, mapStyle, className, ...rest } = old;
	const fromClass = styleFromClassName( className );
	const style = fromClass.mapStyle ?? toMapStyle( mapStyle ) ?? 'default';
	return {
		...rest,
		address: old.address ?? '',
		showFullscreenButton: old.showFullscreenButton ?? true,
		mapStyle: style,
		...( fromClass.className ? { className: fromClass.className } : {} ),
	};
}
