/**
 * The OpenAI test server refuses what the API refuses and answers in the
 * API's shapes.
 */

/**
 * External dependencies
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

/** The key the server requires by default (its TEST_KEY). */
const TEST_KEY = 'sk-cairn-test-4f9a1c2e7b3d5a60';

let child: ChildProcess;
const server = { url: '' };

beforeAll( async () => {
	// Run as the PHP tests run it: its own process, its URL on the first line.
	child = spawn(
		process.execPath,
		[
			path.join( __dirname, '../openai-compatible.mjs' ),
			'--exit-with-stdin',
		],
		{ stdio: [ 'pipe', 'pipe', 'inherit' ] }
	);
	server.url = await new Promise< string >( ( resolve ) =>
		child.stdout?.once( 'data', ( line: Buffer ) =>
			resolve( line.toString().trim() )
		)
	);
} );

afterAll( () => {
	child.stdin?.end();
} );

/** An answer: status, Content-Type and body. */
interface Answer {
	status: number;
	type: string;
	text: string;
	json: () => unknown;
}

/**
 * One request, with Node's own HTTP client.
 *
 * @param url     The URL.
 * @param method  The method.
 * @param headers The headers.
 * @param body    The body.
 * @return The answer.
 */
function request(
	url: string,
	method = 'GET',
	headers: Record< string, string > = {},
	body?: Buffer
): Promise< Answer > {
	return new Promise( ( resolve, reject ) => {
		const sent = http.request( url, { method, headers }, ( res ) => {
			const chunks: Buffer[] = [];
			res.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
			res.on( 'end', () => {
				const text = Buffer.concat( chunks ).toString();
				resolve( {
					status: res.statusCode ?? 0,
					type: String( res.headers[ 'content-type' ] ?? '' ),
					text,
					json: () => JSON.parse( text ),
				} );
			} );
		} );
		sent.on( 'error', reject );
		sent.end( body );
	} );
}

/**
 * POSTs JSON to the server.
 *
 * @param route Path under /v1.
 * @param body  The body.
 * @param key   The key sent ('' for none).
 * @return The response.
 */
function post( route: string, body: unknown, key = TEST_KEY ) {
	return request(
		`${ server.url }${ route }`,
		'POST',
		{
			'Content-Type': 'application/json',
			...( key ? { Authorization: `Bearer ${ key }` } : {} ),
		},
		Buffer.from( JSON.stringify( body ) )
	);
}

const hello = [ { role: 'user', content: 'Hello' } ];

describe( 'the OpenAI test server', () => {
	it( 'answers 401 to a request without the key or with another', async () => {
		for ( const key of [ '', 'sk-wrong-12345678' ] ) {
			const answer = await post(
				'/chat/completions',
				{ model: 'test-model', messages: hello },
				key
			);
			expect( answer.status ).toBe( 401 );
		}
		const models = await request( `${ server.url }/models` );
		expect( models.status ).toBe( 401 );
	} );

	it( 'refuses what the API refuses in a chat request', async () => {
		const cases: Array< [ unknown, RegExp ] > = [
			[
				{ model: 'test-model', messages: hello, cairn: 1 },
				/Unrecognized request argument supplied: cairn/,
			],
			[ { messages: hello }, /must provide a model/ ],
			[ { model: 'test-model', messages: [] }, /'messages'/ ],
			[
				{
					model: 'test-model',
					messages: [ { role: 'cairn-ai', content: 'x' } ],
				},
				/Invalid value: 'cairn-ai'/,
			],
			[
				{
					model: 'test-model',
					messages: hello,
					stream_options: { include_usage: true },
				},
				/only allowed when 'stream' is enabled/,
			],
			[
				{
					model: 'test-model',
					messages: [
						{
							role: 'system',
							content: [
								{
									type: 'image_url',
									image_url: { url: 'https://x.test/a.png' },
								},
							],
						},
					],
				},
				/only allowed for messages with role 'user'/,
			],
		];
		for ( const [ body, message ] of cases ) {
			const answer = await post( '/chat/completions', body );
			expect( answer.status ).toBe( 400 );
			expect(
				( answer.json() as { error: { message: string } } ).error
					.message
			).toMatch( message );
		}
	} );

	it( 'streams keep-alive comments and, when asked, a last usage chunk', async () => {
		const answer = await post( '/chat/completions', {
			model: 'test-model',
			messages: hello,
			stream: true,
			stream_options: { include_usage: true },
		} );
		const { text } = answer;
		expect( text ).toContain( ': keep-alive\n\n' );
		const events = text
			.split( '\n\n' )
			.filter( ( event ) => event.startsWith( 'data: ' ) )
			.map( ( event ) => event.slice( 6 ) );
		expect( events.pop() ).toBe( '[DONE]' );
		const last = JSON.parse( events.pop() as string );
		expect( last.choices ).toEqual( [] );
		expect( last.usage ).toEqual( {
			prompt_tokens: 10,
			completion_tokens: 2,
			total_tokens: 12,
		} );
		for ( const event of events ) {
			expect( JSON.parse( event ).usage ).toBeNull();
		}
	} );

	it( 'test-stall: two chunks, then silence on an open connection until the client leaves', async () => {
		const stats = async () =>
			(
				await request(
					`${ server.url.replace( /\/v1$/, '' ) }/__stats`
				)
			).json() as { aborted: number };
		const abortedBefore = ( await stats() ).aborted;
		const received = await new Promise< string >( ( resolve, reject ) => {
			let text = '';
			const sent = http.request(
				`${ server.url }/chat/completions`,
				{
					method: 'POST',
					headers: {
						'Content-Type': 'application/json',
						Authorization: `Bearer ${ TEST_KEY }`,
					},
				},
				( res ) => {
					let quiet: NodeJS.Timeout | undefined;
					res.on( 'data', ( chunk: Buffer ) => {
						text += chunk.toString();
						// Nothing more for 600 ms after the last bytes: stalled.
						clearTimeout( quiet );
						quiet = setTimeout( () => {
							sent.destroy();
							resolve( text );
						}, 600 );
					} );
					res.on( 'end', () => reject( new Error( 'It ended.' ) ) );
				}
			);
			sent.on( 'error', () => undefined );
			sent.end(
				JSON.stringify( {
					model: 'test-stall',
					messages: hello,
					stream: true,
				} )
			);
		} );
		const contents = received
			.split( '\n\n' )
			.filter( ( event ) => event.startsWith( 'data: ' ) )
			.map(
				( event ) =>
					JSON.parse( event.slice( 6 ) ).choices[ 0 ].delta.content
			)
			.filter( Boolean );
		expect( contents ).toHaveLength( 2 );
		expect( received ).not.toContain( '[DONE]' );
		// The server sees the client leave before the end.
		for ( let tries = 0; tries < 50; tries++ ) {
			if ( ( await stats() ).aborted > abortedBefore ) {
				break;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
		}
		expect( ( await stats() ).aborted ).toBe( abortedBefore + 1 );
	} );

	it( 'answers DALL·E with a link unless asked for base64, and gpt-image with base64 only', async () => {
		const linked = await post( '/images/generations', {
			model: 'dall-e-3',
			prompt: 'An owl',
			size: '1792x1024',
		} );
		const { data } = linked.json() as {
			data: Array< { url?: string; b64_json?: string } >;
		};
		expect( data[ 0 ].b64_json ).toBeUndefined();
		const image = await request( data[ 0 ].url as string );
		expect( image.type ).toBe( 'image/png' );
		const forged = await request(
			( data[ 0 ].url as string ).replace( /sig=.*/, 'sig=forged' )
		);
		expect( forged.status ).toBe( 403 );

		const refused = await post( '/images/generations', {
			model: 'gpt-image-1',
			prompt: 'An owl',
			response_format: 'b64_json',
		} );
		expect( refused.status ).toBe( 400 );
		const wide = await post( '/images/generations', {
			model: 'gpt-image-1',
			prompt: 'An owl',
			size: '1792x1024',
		} );
		expect( wide.status ).toBe( 400 );
		const base64 = await post( '/images/generations', {
			model: 'gpt-image-1',
			prompt: 'An owl',
		} );
		const answer = base64.json() as {
			data: Array< Record< string, string > >;
		};
		expect( Object.keys( answer.data[ 0 ] ) ).toEqual( [ 'b64_json' ] );
	} );

	it( 'requires a model and a file to transcribe', async () => {
		/**
		 * Sends a multipart form, as OpenAI's clients do.
		 *
		 * @param fields The fields; `file` is 16 bytes of audio named a.webm.
		 * @return The answer.
		 */
		const send = ( fields: Record< string, string > ) => {
			const boundary = 'cairn-test-boundary';
			const parts = Object.entries( fields ).map( ( [ name, value ] ) =>
				name === 'file'
					? `--${ boundary }\r\nContent-Disposition: form-data; name="file"; filename="a.webm"\r\nContent-Type: audio/webm\r\n\r\n${ value }\r\n`
					: `--${ boundary }\r\nContent-Disposition: form-data; name="${ name }"\r\n\r\n${ value }\r\n`
			);
			return request(
				`${ server.url }/audio/transcriptions`,
				'POST',
				{
					Authorization: `Bearer ${ TEST_KEY }`,
					'Content-Type': `multipart/form-data; boundary=${ boundary }`,
				},
				Buffer.from( `${ parts.join( '' ) }--${ boundary }--\r\n` )
			);
		};
		const audio = '0123456789abcdef';
		expect( ( await send( { file: audio } ) ).status ).toBe( 400 );
		expect( ( await send( { model: 'whisper-1' } ) ).status ).toBe( 400 );
		expect(
			( await send( { file: audio, model: 'test-model' } ) ).status
		).toBe( 400 );
		const heard = await send( { file: audio, model: 'whisper-1' } );
		expect( heard.status ).toBe( 200 );
		expect( heard.json() ).toEqual( {
			text: 'Notes from the test recording. It held 16 bytes of audio named a.webm.',
		} );
	} );
} );
