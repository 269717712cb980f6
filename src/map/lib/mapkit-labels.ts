/**
 * Internal dependencies
 */
import type { Mapkit } from './load-mapkit';

/**
 * MapKit's options for the block's "Show labels", in the editor and for
 * visitors: off hides the points of interest (every category), as Apple's
 * snapshot does with `poi=0`; on shows them all again. MapKit JS before
 * 5.45 has no filter, only `showsPointsOfInterest`.
 *
 * @param mapkit MapKit.
 * @param show   Whether labels show.
 * @return Options (or properties) for the map.
 */
export function mapkitLabels(
	mapkit: Pick< Mapkit, 'PointOfInterestFilter' >,
	show: boolean
): Record< string, unknown > {
	if ( ! mapkit.PointOfInterestFilter ) {
		return { showsPointsOfInterest: show };
	}
	return {
		pointOfInterestFilter: show
			? mapkit.PointOfInterestFilter.includingAllCategories
			: mapkit.PointOfInterestFilter.excludingAllCategories,
	};
}
