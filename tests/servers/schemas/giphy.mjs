/**
 * Giphy's answers, from its API documentation
 * (https://developers.giphy.com/docs/api/schema/ and
 * https://developers.giphy.com/docs/api/endpoint/): the GIF object, its
 * Images object and renditions (sizes as strings), the Pagination and Meta
 * objects, and the envelopes of search and get-by-id. Properties Giphy does
 * not document are refused.
 */

const text = { type: 'string' };
const sizeText = { type: 'string', pattern: '^[0-9]+$' };
const https = { type: 'string', pattern: '^https?://' };

/** One rendition of a GIF (a member of the Images object). */
const rendition = {
	type: 'object',
	additionalProperties: false,
	required: [ 'url', 'width', 'height' ],
	properties: {
		url: https,
		width: sizeText,
		height: sizeText,
		size: sizeText,
		mp4: https,
		mp4_size: sizeText,
		webp: https,
		webp_size: sizeText,
		frames: sizeText,
		hash: text,
	},
};

/** The renditions Giphy documents. */
const RENDITIONS = [
	'fixed_height',
	'fixed_height_still',
	'fixed_height_downsampled',
	'fixed_width',
	'fixed_width_still',
	'fixed_width_downsampled',
	'fixed_height_small',
	'fixed_height_small_still',
	'fixed_width_small',
	'fixed_width_small_still',
	'downsized',
	'downsized_still',
	'downsized_large',
	'downsized_medium',
	'downsized_small',
	'original',
	'original_still',
	'looping',
	'preview',
	'preview_gif',
	'preview_webp',
	'480w_still',
	'hd',
	'4k',
];

/** The GIF object. */
export const GIF = {
	type: 'object',
	additionalProperties: false,
	required: [
		'type',
		'id',
		'slug',
		'url',
		'embed_url',
		'title',
		'rating',
		'images',
	],
	properties: {
		type: { enum: [ 'gif', 'sticker', 'text' ] },
		id: { type: 'string', pattern: '^[A-Za-z0-9]+$' },
		slug: text,
		url: https,
		bitly_gif_url: https,
		bitly_url: https,
		embed_url: https,
		username: text,
		source: text,
		rating: { enum: [ 'y', 'g', 'pg', 'pg-13', 'r' ] },
		content_url: text,
		source_tld: text,
		source_post_url: text,
		is_sticker: { enum: [ 0, 1 ] },
		import_datetime: text,
		trending_datetime: text,
		create_datetime: text,
		update_datetime: text,
		title: text,
		alt_text: text,
		analytics_response_payload: text,
		images: {
			type: 'object',
			additionalProperties: false,
			required: [ 'original' ],
			properties: Object.fromEntries(
				RENDITIONS.map( ( name ) => [ name, rendition ] )
			),
		},
	},
};

/** The Meta object of every answer. */
const meta = {
	type: 'object',
	additionalProperties: false,
	required: [ 'status', 'msg', 'response_id' ],
	properties: {
		status: { type: 'integer' },
		msg: text,
		response_id: text,
	},
};

/** `GET /v1/gifs/search`. */
export const SEARCH = {
	type: 'object',
	additionalProperties: false,
	required: [ 'data', 'pagination', 'meta' ],
	properties: {
		data: { type: 'array', items: GIF },
		pagination: {
			type: 'object',
			additionalProperties: false,
			required: [ 'count', 'offset' ],
			properties: {
				total_count: { type: 'integer', minimum: 0 },
				count: { type: 'integer', minimum: 0 },
				offset: { type: 'integer', minimum: 0 },
			},
		},
		meta,
	},
};

/** `GET /v1/gifs/{gif_id}`. */
export const ONE = {
	type: 'object',
	additionalProperties: false,
	required: [ 'data', 'meta' ],
	properties: { data: GIF, meta },
};

/** An error: the Meta object (and, from Giphy's gateway, `message`), with empty data on a 404. */
export const ERROR = {
	type: 'object',
	additionalProperties: false,
	required: [ 'meta' ],
	properties: {
		meta,
		message: text,
		data: { type: 'array', maxItems: 0 },
	},
};
