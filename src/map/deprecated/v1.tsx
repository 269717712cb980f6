/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { MapAttributes } from '../types';
import { migrateStyle, type OldMapAttributes } from './migrate-style';

/**
 * Version 1 saved its markup: a `div` carrying every setting as a data
 * attribute (what its front-end script read) around a list of the places
 * linked to a map search, with the style as an `is-style-*` class and, in
 * its oldest posts, as mapStyle too (`black-and-white`). Everything it
 * needs is frozen here; migrate() keeps the attributes and turns the class
 * into mapStyle, and the server renders the block from then on.
 */
const attributes = {
	align: { type: 'string' },
	points: { type: 'array', default: [] },
	address: { type: 'string', default: '' },
	mapDetails: { type: 'boolean', default: true },
	zoom: { type: 'integer', default: 13 },
	mapCenter: {
		type: 'object',
		default: { longitude: -122.41941550000001, latitude: 37.7749295 },
	},
	mapStyle: { type: 'string', default: 'default' },
	markerColor: { type: 'string', default: 'red' },
	preview: { type: 'boolean', default: false },
	scrollToZoom: { type: 'boolean', default: false },
	mapHeight: { type: 'integer' },
	showFullscreenButton: { type: 'boolean', default: true },
} as const;

const v1: BlockDeprecation< MapAttributes, OldMapAttributes > = {
	attributes,
	supports: { html: false, align: [ 'center', 'wide', 'full' ] },
	migrate: migrateStyle,
	save: ( { attributes: saved } ) => {
		const {
			align,
			mapStyle,
			mapDetails,
			points,
			zoom,
			mapCenter,
			markerColor,
			scrollToZoom,
			mapHeight,
			showFullscreenButton,
		} = saved;
		return (
			<div
				className={ align ? `align${ align }` : undefined }
				data-map-style={ mapStyle }
				data-map-details={ String( mapDetails ) }
				data-points={ JSON.stringify( points ) }
				data-zoom={ zoom }
				data-map-center={ JSON.stringify( mapCenter ) }
				data-marker-color={ markerColor }
				data-scroll-to-zoom={ scrollToZoom ? 'true' : undefined }
				data-map-height={ mapHeight || undefined }
				data-show-fullscreen-button={
					showFullscreenButton ? 'true' : undefined
				}
			>
				{ points.length > 0 && (
					<ul>
						{ points.map( ( point, index ) => (
							<li key={ index }>
								<a
									href={ `https://www.google.com/maps/search/?api=1&query=${ point.coordinates.latitude },${ point.coordinates.longitude }` }
								>
									{ point.title }
								</a>
							</li>
						) ) }
					</ul>
				) }
			</div>
		);
	},
};

export default v1;
