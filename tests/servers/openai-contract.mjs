// @ts-check
/**
 * What the OpenAI API accepts and answers, held to the official `openai`
 * package's types: the request parameters each endpoint knows (an object
 * typed `Record<keyof Params, true>` must list every parameter of the SDK's
 * type and nothing else, so a parameter the API lacks cannot be accepted
 * here), and factories for every answer the test server sends, each typed as
 * the SDK's response object, so that a field the API never sends fails
 * `npm run typecheck`.
 *
 * The request checks answer with the errors the API gives: 400
 * `invalid_request_error` naming the parameter.
 */

/**
 * @typedef {import('openai/resources/chat/completions').ChatCompletion} ChatCompletion
 * @typedef {import('openai/resources/chat/completions').ChatCompletionChunk} ChatCompletionChunk
 * @typedef {import('openai/resources/chat/completions').ChatCompletionCreateParamsBase} ChatParams
 * @typedef {import('openai/resources/chat/completions').ChatCompletionMessageParam} MessageParam
 * @typedef {import('openai/resources/chat/completions').ChatCompletionContentPart} ContentPart
 * @typedef {import('openai/resources/completions').CompletionUsage} CompletionUsage
 * @typedef {import('openai/resources/images').ImageGenerateParamsBase} ImageParams
 * @typedef {import('openai/resources/images').ImagesResponse} ImagesResponse
 * @typedef {import('openai/resources/images').Image} Image
 * @typedef {import('openai/resources/audio/transcriptions').TranscriptionCreateParamsBase} TranscriptionParams
 * @typedef {import('openai/resources/audio/transcriptions').Transcription} Transcription
 * @typedef {import('openai/resources/audio/audio').AudioResponseFormat} AudioResponseFormat
 * @typedef {import('openai/resources/models').Model} Model
 * @typedef {import('openai/resources/shared').ErrorObject} ErrorObject
 */

/**
 * A refused request: the status and OpenAI's error object.
 *
 * @typedef {{ status: number, error: ErrorObject }} Refusal
 */

/**
 * Every parameter of a chat completion request.
 *
 * @type {Record<keyof ChatParams, true>}
 */
const CHAT_PARAMS = {
	messages: true,
	model: true,
	audio: true,
	frequency_penalty: true,
	function_call: true,
	functions: true,
	logit_bias: true,
	logprobs: true,
	max_completion_tokens: true,
	max_tokens: true,
	metadata: true,
	modalities: true,
	moderation: true,
	n: true,
	parallel_tool_calls: true,
	prediction: true,
	presence_penalty: true,
	prompt_cache_key: true,
	prompt_cache_options: true,
	prompt_cache_retention: true,
	reasoning_effort: true,
	response_format: true,
	safety_identifier: true,
	seed: true,
	service_tier: true,
	stop: true,
	store: true,
	stream: true,
	stream_options: true,
	temperature: true,
	tool_choice: true,
	tools: true,
	top_logprobs: true,
	top_p: true,
	user: true,
	verbosity: true,
	web_search_options: true,
};

/**
 * The roles a message may have.
 *
 * @type {Record<MessageParam['role'], true>}
 */
const ROLES = {
	developer: true,
	system: true,
	user: true,
	assistant: true,
	tool: true,
	function: true,
};

/**
 * The kinds of content part.
 *
 * @type {Record<ContentPart['type'], true>}
 */
const PART_TYPES = {
	text: true,
	image_url: true,
	input_audio: true,
	file: true,
};

/**
 * The options of `stream_options`.
 *
 * @type {Record<keyof import('openai/resources/chat/completions').ChatCompletionStreamOptions, true>}
 */
const STREAM_OPTIONS = { include_obfuscation: true, include_usage: true };

/**
 * Every parameter of an image generation request.
 *
 * @type {Record<keyof ImageParams, true>}
 */
const IMAGE_PARAMS = {
	prompt: true,
	background: true,
	model: true,
	moderation: true,
	n: true,
	output_compression: true,
	output_format: true,
	partial_images: true,
	quality: true,
	response_format: true,
	size: true,
	stream: true,
	style: true,
	user: true,
};

/**
 * Every parameter of a transcription request (multipart fields; arrays are
 * sent as `name[]`).
 *
 * @type {Record<keyof TranscriptionParams, true>}
 */
const TRANSCRIPTION_PARAMS = {
	file: true,
	model: true,
	chunking_strategy: true,
	include: true,
	known_speaker_names: true,
	known_speaker_references: true,
	language: true,
	prompt: true,
	response_format: true,
	stream: true,
	temperature: true,
	timestamp_granularities: true,
};

/**
 * The formats a transcription can be answered in.
 *
 * @type {Record<AudioResponseFormat, true>}
 */
const AUDIO_FORMATS = {
	json: true,
	text: true,
	srt: true,
	verbose_json: true,
	vtt: true,
	diarized_json: true,
};

/**
 * The image models and what each does: DALL·E answers a URL unless asked for
 * base64 and takes `response_format`; the GPT image models always answer
 * base64 and refuse it. Sizes as each model offers them.
 *
 * @type {Record<string, { answers: 'url' | 'b64_json', takesFormat: boolean, sizes: string[] }>}
 */
export const IMAGE_MODELS = {
	'dall-e-2': {
		answers: 'url',
		takesFormat: true,
		sizes: [ '256x256', '512x512', '1024x1024' ],
	},
	'dall-e-3': {
		answers: 'url',
		takesFormat: true,
		sizes: [ '1024x1024', '1792x1024', '1024x1792' ],
	},
	'gpt-image-1': {
		answers: 'b64_json',
		takesFormat: false,
		sizes: [ 'auto', '1024x1024', '1536x1024', '1024x1536' ],
	},
	// The test server's own image model behaves like DALL·E 2 and 3.
	'test-image': {
		answers: 'url',
		takesFormat: true,
		sizes: [ '1024x1024', '1792x1024', '1024x1792' ],
	},
};

/** The speech-to-text models. */
export const AUDIO_MODELS = [ 'whisper-1', 'gpt-4o-transcribe', 'test-audio' ];

/**
 * A 400 of the API.
 *
 * @param {string}      message What is wrong.
 * @param {string|null} param   The parameter.
 * @param {string|null} code    The code.
 * @return {Refusal} The refusal.
 */
export function invalid( message, param = null, code = null ) {
	return {
		status: 400,
		error: { message, type: 'invalid_request_error', param, code },
	};
}

/**
 * The first parameter of a request that the endpoint does not know.
 *
 * @param {Record<string, unknown>} body  The request.
 * @param {Record<string, true>}    known The endpoint's parameters.
 * @return {Refusal|null} The refusal, or null.
 */
function unknownParameter( body, known ) {
	const extra = Object.keys( body ).find(
		( name ) => ! Object.hasOwn( known, name )
	);
	return extra
		? invalid(
				`Unrecognized request argument supplied: ${ extra }`,
				null,
				null
			)
		: null;
}

/**
 * Whether a value is a plain object.
 *
 * @param {unknown} value Value.
 * @return {value is Record<string, unknown>} Whether it is.
 */
function isObject( value ) {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

/**
 * Checks a chat completion request as the API does.
 *
 * @param {unknown} body The parsed JSON body.
 * @return {Refusal|null} Why it is refused, or null.
 */
export function checkChatRequest( body ) {
	if ( ! isObject( body ) ) {
		return invalid(
			'We could not parse the JSON body of your request.',
			null,
			null
		);
	}
	const unknown = unknownParameter( body, CHAT_PARAMS );
	if ( unknown ) {
		return unknown;
	}
	if ( typeof body.model !== 'string' || body.model === '' ) {
		return invalid( 'you must provide a model parameter', null, null );
	}
	if ( ! Array.isArray( body.messages ) || body.messages.length === 0 ) {
		return invalid(
			"Missing required parameter: 'messages'.",
			'messages',
			'missing_required_parameter'
		);
	}
	for ( const [ index, message ] of body.messages.entries() ) {
		const refusal = checkMessage( message, index );
		if ( refusal ) {
			return refusal;
		}
	}
	if ( body.stream_options !== undefined && body.stream_options !== null ) {
		if ( body.stream !== true ) {
			return invalid(
				"The 'stream_options' parameter is only allowed when 'stream' is enabled.",
				'stream_options',
				'invalid_value'
			);
		}
		if ( ! isObject( body.stream_options ) ) {
			return invalid(
				"Invalid type for 'stream_options': expected an object.",
				'stream_options',
				'invalid_type'
			);
		}
		const extra = unknownParameter( body.stream_options, STREAM_OPTIONS );
		if ( extra ) {
			return extra;
		}
	}
	for ( const name of [ 'max_tokens', 'max_completion_tokens' ] ) {
		const value = body[ name ];
		if (
			value !== undefined &&
			value !== null &&
			! ( Number.isInteger( value ) && Number( value ) >= 1 )
		) {
			return invalid(
				`Invalid '${ name }': integer below minimum value. Expected a value >= 1.`,
				name,
				'integer_below_min_value'
			);
		}
	}
	return null;
}

/**
 * Checks one message: a known role, and content the role may carry.
 *
 * @param {unknown} message The message.
 * @param {number}  index   Its position.
 * @return {Refusal|null} Why it is refused, or null.
 */
function checkMessage( message, index ) {
	const at = `messages[${ index }]`;
	if ( ! isObject( message ) ) {
		return invalid(
			`Invalid type for '${ at }': expected an object.`,
			at,
			'invalid_type'
		);
	}
	if (
		typeof message.role !== 'string' ||
		! Object.hasOwn( ROLES, message.role )
	) {
		return invalid(
			`Invalid value: '${ String(
				message.role
			) }'. Supported values are: 'system', 'assistant', 'user', 'function', 'tool', and 'developer'.`,
			`${ at }.role`,
			'invalid_value'
		);
	}
	const { content } = message;
	if ( typeof content === 'string' ) {
		return null;
	}
	if ( content === null && message.role === 'assistant' ) {
		return null;
	}
	if ( ! Array.isArray( content ) ) {
		return invalid(
			`Invalid type for '${ at }.content': expected one of a string or array of objects.`,
			`${ at }.content`,
			'invalid_type'
		);
	}
	for ( const [ partIndex, part ] of content.entries() ) {
		const where = `${ at }.content[${ partIndex }]`;
		if (
			! isObject( part ) ||
			typeof part.type !== 'string' ||
			! Object.hasOwn( PART_TYPES, part.type )
		) {
			return invalid(
				`Invalid value: '${ isObject( part ) ? String( part.type ) : '' }'. Supported values are: 'text', 'image_url', 'input_audio', 'refusal', 'audio', and 'file'.`,
				`${ where }.type`,
				'invalid_value'
			);
		}
		if ( part.type === 'text' && typeof part.text !== 'string' ) {
			return invalid(
				`Missing required parameter: '${ where }.text'.`,
				`${ where }.text`,
				'missing_required_parameter'
			);
		}
		if ( part.type === 'image_url' ) {
			const image = part.image_url;
			if ( ! isObject( image ) || typeof image.url !== 'string' ) {
				return invalid(
					`Missing required parameter: '${ where }.image_url.url'.`,
					`${ where }.image_url.url`,
					'missing_required_parameter'
				);
			}
			if (
				image.detail !== undefined &&
				! [ 'auto', 'low', 'high' ].includes( String( image.detail ) )
			) {
				return invalid(
					`Invalid value: '${ String( image.detail ) }'. Supported values are: 'auto', 'low', and 'high'.`,
					`${ where }.image_url.detail`,
					'invalid_value'
				);
			}
			if ( part.type === 'image_url' && message.role !== 'user' ) {
				return invalid(
					`Image URLs are only allowed for messages with role 'user', but this message with role '${ message.role }' contains an image URL.`,
					`${ at }.content`,
					'invalid_value'
				);
			}
		}
	}
	return null;
}

/**
 * Checks an image generation request as the API does, for the model asked.
 *
 * @param {unknown} body The parsed JSON body.
 * @return {Refusal|null} Why it is refused, or null.
 */
export function checkImageRequest( body ) {
	if ( ! isObject( body ) ) {
		return invalid(
			'We could not parse the JSON body of your request.',
			null,
			null
		);
	}
	const unknown = unknownParameter( body, IMAGE_PARAMS );
	if ( unknown ) {
		return unknown;
	}
	if ( typeof body.prompt !== 'string' || body.prompt === '' ) {
		return invalid(
			"Missing required parameter: 'prompt'.",
			'prompt',
			'missing_required_parameter'
		);
	}
	// Without a model, the API uses DALL·E 2.
	const model = typeof body.model === 'string' ? body.model : 'dall-e-2';
	const spec = IMAGE_MODELS[ model ];
	if ( ! spec ) {
		return invalid(
			`Invalid value: '${ model }'. Value must be one of ${ Object.keys(
				IMAGE_MODELS
			).join( ', ' ) }.`,
			'model',
			'invalid_value'
		);
	}
	if ( body.response_format !== undefined && body.response_format !== null ) {
		if ( ! spec.takesFormat ) {
			return invalid(
				"Unknown parameter: 'response_format'.",
				'response_format',
				'unknown_parameter'
			);
		}
		if (
			! [ 'url', 'b64_json' ].includes( String( body.response_format ) )
		) {
			return invalid(
				`Invalid value: '${ String( body.response_format ) }'. Supported values are: 'url' and 'b64_json'.`,
				'response_format',
				'invalid_value'
			);
		}
	}
	if (
		body.size !== undefined &&
		body.size !== null &&
		! spec.sizes.includes( String( body.size ) )
	) {
		return invalid(
			`Invalid value: '${ String( body.size ) }'. Supported values are: ${ spec.sizes
				.map( ( size ) => `'${ size }'` )
				.join( ', ' ) }.`,
			'size',
			'invalid_value'
		);
	}
	if (
		body.n !== undefined &&
		body.n !== null &&
		! (
			Number.isInteger( body.n ) &&
			Number( body.n ) >= 1 &&
			Number( body.n ) <= 10
		)
	) {
		return invalid(
			`Invalid value for 'n': must be between 1 and 10.`,
			'n',
			'invalid_value'
		);
	}
	return null;
}

/**
 * Checks the fields of a transcription request as the API does.
 *
 * @param {Array<{name: string, filename: string, body: Buffer}>} parts The multipart fields.
 * @return {Refusal|null} Why it is refused, or null.
 */
export function checkTranscriptionRequest( parts ) {
	for ( const part of parts ) {
		const name = part.name.replace( /\[\]$/, '' );
		if ( ! Object.hasOwn( TRANSCRIPTION_PARAMS, name ) ) {
			return invalid(
				`Unrecognized request argument supplied: ${ name }`,
				null,
				null
			);
		}
	}
	const field = ( /** @type {string} */ name ) =>
		parts.find( ( part ) => part.name === name );
	const model = field( 'model' )?.body.toString() ?? '';
	if ( model === '' ) {
		return invalid( 'you must provide a model parameter', null, null );
	}
	const file = field( 'file' );
	if ( ! file || ! file.body.length || ! file.filename ) {
		return invalid(
			"Missing required parameter: 'file'.",
			'file',
			'missing_required_parameter'
		);
	}
	const format = field( 'response_format' )?.body.toString();
	if ( format !== undefined && ! Object.hasOwn( AUDIO_FORMATS, format ) ) {
		return invalid(
			`Invalid value: '${ format }'. Supported values are: 'json', 'text', 'srt', 'verbose_json', 'vtt' and 'diarized_json'.`,
			'response_format',
			'invalid_value'
		);
	}
	return null;
}

/**
 * A whole chat completion.
 *
 * @param {{ id: string, created: number, model: string, content: string, completionTokens: number }} answer What to say.
 * @return {ChatCompletion} The answer.
 */
export function chatCompletion( {
	id,
	created,
	model,
	content,
	completionTokens,
} ) {
	return {
		id,
		object: 'chat.completion',
		created,
		model,
		choices: [
			{
				index: 0,
				message: { role: 'assistant', content, refusal: null },
				logprobs: null,
				finish_reason: 'stop',
			},
		],
		usage: usage( completionTokens ),
	};
}

/**
 * One chunk of a streamed chat completion. With `include_usage`, every
 * chunk carries `usage: null` and the last one the counts.
 *
 * @param {{ id: string, created: number, model: string, withUsage: boolean }}                      stream The stream.
 * @param {import('openai/resources/chat/completions').ChatCompletionChunk.Choice.Delta}            delta  The piece.
 * @param {import('openai/resources/chat/completions').ChatCompletionChunk.Choice['finish_reason']} finish Why it ended, on the last choice chunk.
 * @return {ChatCompletionChunk} The chunk.
 */
export function chatChunk(
	{ id, created, model, withUsage },
	delta,
	finish = null
) {
	return {
		id,
		object: 'chat.completion.chunk',
		created,
		model,
		choices: [ { index: 0, delta, logprobs: null, finish_reason: finish } ],
		...( withUsage ? { usage: null } : {} ),
	};
}

/**
 * The last chunk of a stream asked for usage: no choices, the counts.
 *
 * @param {{ id: string, created: number, model: string }} stream           The stream.
 * @param {number}                                         completionTokens Tokens answered.
 * @return {ChatCompletionChunk} The chunk.
 */
export function usageChunk( { id, created, model }, completionTokens ) {
	return {
		id,
		object: 'chat.completion.chunk',
		created,
		model,
		choices: [],
		usage: usage( completionTokens ),
	};
}

/**
 * Token counts: a fixed prompt, the answer's pieces.
 *
 * @param {number} completionTokens Tokens answered.
 * @return {CompletionUsage} The counts.
 */
function usage( completionTokens ) {
	return {
		prompt_tokens: 10,
		completion_tokens: completionTokens,
		total_tokens: 10 + completionTokens,
	};
}

/**
 * An image generation's answer.
 *
 * @param {Image} image The image: a URL or base64, with the prompt used.
 * @return {ImagesResponse} The answer.
 */
export function imagesResponse( image ) {
	return { created: Math.floor( Date.now() / 1000 ), data: [ image ] };
}

/**
 * A transcription's answer (`response_format` json).
 *
 * @param {string} text The text heard.
 * @return {Transcription} The answer.
 */
export function transcription( text ) {
	return { text };
}

/**
 * One model of the list.
 *
 * @param {string} id The model.
 * @return {Model} The entry.
 */
export function modelEntry( id ) {
	return {
		id,
		object: 'model',
		created: 1700000000,
		owned_by: 'cairn-tests',
	};
}
