/**
 * Apple's Maps Web Snapshots, from its documentation
 * (https://developer.apple.com/documentation/snapshots/create-a-maps-web-snapshot
 * and its Annotation object): the query parameters a snapshot takes, the
 * annotation objects of `annotations`, and the error answer. Parameters and
 * properties Apple does not document are refused.
 */

/** The query parameters of `GET /api/v1/snapshot`. */
export const PARAMETERS = [
	'center',
	'z',
	'spn',
	'size',
	'scale',
	't',
	'colorScheme',
	'poi',
	'lang',
	'annotations',
	'overlays',
	'imgs',
	'overlayStyles',
	'referer',
	'expires',
	'teamId',
	'keyId',
	'signature',
];

/** One annotation. */
export const ANNOTATION = {
	type: 'object',
	additionalProperties: false,
	required: [ 'point' ],
	properties: {
		point: { type: 'string' },
		color: {
			type: 'string',
			pattern: '^([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[a-z]+)$',
		},
		glyphText: { type: 'string', maxLength: 1 },
		markerStyle: { enum: [ 'dot', 'balloon', 'large', 'img' ] },
		imgIdx: { type: 'integer', minimum: 0 },
		offset: { type: 'string' },
	},
};

/** The `annotations` parameter: a JSON array of annotations. */
export const ANNOTATIONS = {
	type: 'array',
	items: ANNOTATION,
};

/** An error answer. */
export const ERROR = {
	type: 'object',
	additionalProperties: false,
	required: [ 'error' ],
	properties: {
		error: {
			type: 'object',
			additionalProperties: false,
			required: [ 'message' ],
			properties: {
				message: { type: 'string' },
				details: { type: 'array', items: { type: 'string' } },
			},
		},
	},
};
