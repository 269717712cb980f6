/**
 * Mapbox's answers and query parameters, from its API documentation:
 * Geocoding v5 (https://docs.mapbox.com/api/search/geocoding-v5/: the
 * FeatureCollection and its features), Static Images
 * (https://docs.mapbox.com/api/maps/static-images/) and the errors
 * (`{ message }`). Properties and parameters Mapbox does not document are
 * refused.
 */

const text = { type: 'string' };
const position = {
	type: 'array',
	minItems: 2,
	maxItems: 2,
	items: { type: 'number' },
};

/** One feature of a forward geocoding answer. */
const feature = {
	type: 'object',
	additionalProperties: false,
	required: [
		'id',
		'type',
		'place_type',
		'relevance',
		'properties',
		'text',
		'place_name',
		'center',
		'geometry',
	],
	properties: {
		id: { type: 'string', pattern: '^[a-z]+\\.[0-9]+$' },
		type: { const: 'Feature' },
		place_type: {
			type: 'array',
			minItems: 1,
			items: {
				enum: [
					'country',
					'region',
					'postcode',
					'district',
					'place',
					'locality',
					'neighborhood',
					'address',
					'poi',
				],
			},
		},
		relevance: { type: 'number', minimum: 0, maximum: 1 },
		address: text,
		properties: {
			type: 'object',
			additionalProperties: false,
			properties: {
				accuracy: text,
				address: text,
				category: text,
				maki: text,
				wikidata: text,
				short_code: text,
				landmark: { type: 'boolean' },
				tel: text,
			},
		},
		text,
		place_name: text,
		matching_text: text,
		matching_place_name: text,
		language: text,
		bbox: {
			type: 'array',
			minItems: 4,
			maxItems: 4,
			items: { type: 'number' },
		},
		center: position,
		geometry: {
			type: 'object',
			additionalProperties: false,
			required: [ 'type', 'coordinates' ],
			properties: {
				type: { const: 'Point' },
				coordinates: position,
				interpolated: { type: 'boolean' },
				omitted: { type: 'boolean' },
			},
		},
		context: {
			type: 'array',
			items: {
				type: 'object',
				required: [ 'id', 'text' ],
				properties: { id: text, text },
			},
		},
		routable_points: { type: 'object' },
	},
};

/** `GET /geocoding/v5/{endpoint}/{search_text}.json`. */
export const GEOCODING = {
	type: 'object',
	additionalProperties: false,
	required: [ 'type', 'query', 'features', 'attribution' ],
	properties: {
		type: { const: 'FeatureCollection' },
		query: { type: 'array', items: { type: [ 'string', 'number' ] } },
		features: { type: 'array', maxItems: 10, items: feature },
		attribution: text,
	},
};

/** Every error: a message. */
export const ERROR = {
	type: 'object',
	additionalProperties: false,
	required: [ 'message' ],
	properties: { message: text },
};

/** The query parameters of forward geocoding (v5). */
export const GEOCODING_PARAMETERS = [
	'access_token',
	'autocomplete',
	'bbox',
	'country',
	'fuzzyMatch',
	'language',
	'limit',
	'proximity',
	'routing',
	'types',
	'worldview',
];

/** The query parameters of a static image. */
export const STATIC_PARAMETERS = [
	'access_token',
	'attribution',
	'logo',
	'before_layer',
	'addlayer',
	'setfilter',
	'layer_id',
	'padding',
];

/** The query parameters of a style. */
export const STYLE_PARAMETERS = [ 'access_token', 'fresh', 'draft' ];
