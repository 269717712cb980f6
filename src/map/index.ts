/**
 * Internal dependencies
 */
import { lazyEdit } from '@cairn/shared/blocks/lazy-edit';
import type { BlockSettings } from '@cairn/shared/blocks/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import type { MapAttributes } from './types';

export const { name } = metadata;

// The inserter's preview: two places, drawn as the static image (preview
// mode loads no map library). The cast: WordPress's types describe an
// example's attributes as attribute schemas, not values.
const example = {
	attributes: {
		points: [
			{
				id: 'example-1',
				title: 'Golden Gate Bridge',
				caption: '',
				placeTitle: 'Golden Gate Bridge',
				coordinates: { longitude: -122.4783, latitude: 37.8199 },
			},
			{
				id: 'example-2',
				title: 'Ferry Building',
				caption: '',
				placeTitle: 'Ferry Building',
				coordinates: { longitude: -122.3937, latitude: 37.7955 },
			},
		],
	} satisfies Partial< MapAttributes >,
};

export const settings: BlockSettings< MapAttributes > = {
	icon,
	edit: lazyEdit< MapAttributes >( () => import( './edit' ) ),
	// Server-rendered (render.php): the static image's URL is signed by the
	// site, and the interactive map is the visitor's script's to load.
	save: () => null,
	deprecated,
	example: example as unknown as BlockSettings< MapAttributes >[ 'example' ],
};
