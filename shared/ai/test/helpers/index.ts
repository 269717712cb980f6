/**
 * External dependencies
 */
import { ReadableStream } from 'stream/web';
import { TextEncoder } from 'util';

/**
 * A response body the test writes to as it goes.
 */
export interface TestBody {
	/** The stream handed to the client. */
	body: ReadableStream< Uint8Array >;
	/** Sends text. */
	push: ( text: string ) => void;
	/** Ends the body normally. */
	end: () => void;
	/** Breaks the connection. */
	fail: () => void;
}

/**
 * Creates a body the test controls.
 *
 * @return The body.
 */
export function testBody(): TestBody {
	const encoder = new TextEncoder();
	let controller!: ReadableStreamDefaultController< Uint8Array >;
	const body = new ReadableStream< Uint8Array >( {
		start( c ) {
			controller =
				c as unknown as ReadableStreamDefaultController< Uint8Array >;
		},
	} );
	return {
		body,
		push: ( text ) => controller.enqueue( encoder.encode( text ) ),
		end: () => controller.close(),
		fail: () => controller.error( new TypeError( 'network error' ) ),
	};
}

/**
 * A fake fetch response.
 *
 * @param init             What it holds.
 * @param init.status      HTTP status. @default 200
 * @param init.contentType Content-Type. @default 'text/event-stream'
 * @param init.body        The body stream.
 * @param init.json        The JSON body, for `json()`.
 * @return The response.
 */
export function fakeResponse( {
	status = 200,
	contentType = 'text/event-stream',
	body,
	json,
}: {
	status?: number;
	contentType?: string;
	body?: ReadableStream< Uint8Array >;
	json?: unknown;
} ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		headers: {
			get: ( name: string ) =>
				name.toLowerCase() === 'content-type' ? contentType : null,
		},
		body: body ?? null,
		json: async () => json,
		text: async () => JSON.stringify( json ),
	} as unknown as Response;
}

/**
 * A body holding whole SSE chunks, ended.
 *
 * @param chunks Raw text chunks.
 * @return The body stream.
 */
export function sseBody( chunks: string[] ): ReadableStream< Uint8Array > {
	const body = testBody();
	chunks.forEach( body.push );
	body.end();
	return body.body;
}

/**
 * The SSE chunk of one delta.
 *
 * @param content Delta text.
 * @return The chunk.
 */
export function delta( content: string ): string {
	return `data: ${ JSON.stringify( {
		choices: [ { delta: { content } } ],
	} ) }\n\n`;
}

/**
 * Waits until pending promise callbacks and stream reads have run.
 */
export const flush = () =>
	new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/** What the server answers when no provider can serve the task. */
export const NOT_CONFIGURED = {
	code: 'cairn_ai_not_configured',
	message:
		'No AI provider can write text. Fill in "Text model" in Settings → Cairn → AI.',
	data: {
		status: 503,
		setting: 'ai_model_text',
		settingsUrl:
			'https://example.com/wp-admin/options-general.php?page=cairn#cairn-ai',
	},
};
