/**
 * `npm run bench:voice`: Voice to content's time from Done to the first block
 * inserted, for a 60-second recording, in Chromium recording from its fake
 * microphone fed with a generated 60-second WAV, against the local
 * OpenAI-compatible test server. Also the same for the Upload path with that
 * WAV. Prints figures; it is not a test and asserts nothing about times.
 *
 * The time is taken in the page (performance.now()): from the Done click (or
 * the file input's change, for an upload) to the first block store change
 * that holds a block that was not there before.
 *
 * Environment: CAIRN_WP=7.1|6.8 (default 7.1), CAIRN_BENCH_RUNS (default 3),
 * CAIRN_CHROMIUM (default /usr/bin/chromium). Run `npm run build` first.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Internal dependencies
 */
import { startOpenAiServer } from '../tests/servers/openai-compatible.mjs';
import { REPO_ROOT } from './wp/core.mjs';
import { createSite } from './wp/site.mjs';

const VERSION = process.env.CAIRN_WP || '7.1';
const RUNS = Number( process.env.CAIRN_BENCH_RUNS || 3 );
const SECONDS = 60;
const SAMPLE_RATE = 16_000;
const BLOCK_TIMEOUT = 120_000;

if ( ! fs.existsSync( path.join( REPO_ROOT, 'build' ) ) ) {
	process.stderr.write( 'No build/ folder: run npm run build first.\n' );
	process.exit( 1 );
}

function log( message ) {
	process.stderr.write( `[bench-voice] ${ message }\n` );
}

/**
 * A 60-second WAV: espeak-ng speaking a text when it is installed, padded
 * with silence to 60 s; else 16-bit mono PCM of a tone that wanders in pitch
 * with some noise, so that the recorder's encoder has something to encode.
 *
 * @param {string} file Where to write it.
 * @return {string} How it was made.
 */
function makeWav( file ) {
	const espeak = spawnSync( 'espeak-ng', [ '--version' ] );
	if ( espeak.status === 0 ) {
		const spoken = `${ file }.spoken.wav`;
		const text = Array.from(
			{ length: 12 },
			( _, i ) =>
				`Paragraph ${
					i + 1
				}. Notes for the benchmark of voice to content, read aloud at an even pace.`
		).join( ' ' );
		const made = spawnSync( 'espeak-ng', [
			'-s',
			'150',
			'-w',
			spoken,
			text,
		] );
		if ( made.status === 0 ) {
			const speech = fs.readFileSync( spoken );
			fs.rmSync( spoken );
			// espeak-ng writes 22,050 Hz mono 16-bit with a 44-byte header.
			const rate = speech.readUInt32LE( 24 );
			const pcm = Buffer.alloc( rate * 2 * SECONDS );
			speech.copy(
				pcm,
				0,
				44,
				Math.min( speech.length, 44 + pcm.length )
			);
			fs.writeFileSync( file, wav( pcm, rate ) );
			return `espeak-ng speech padded to ${ SECONDS } s, ${ rate } Hz mono`;
		}
	}
	const pcm = Buffer.alloc( SAMPLE_RATE * 2 * SECONDS );
	let phase = 0;
	for ( let i = 0; i < SAMPLE_RATE * SECONDS; i++ ) {
		const t = i / SAMPLE_RATE;
		const frequency = 220 + 110 * Math.sin( 2 * Math.PI * 0.3 * t );
		phase += ( 2 * Math.PI * frequency ) / SAMPLE_RATE;
		const sample =
			0.4 *
				Math.sin( phase ) *
				( 0.6 + 0.4 * Math.sin( 2 * Math.PI * 2 * t ) ) +
			0.05 * ( Math.random() * 2 - 1 );
		pcm.writeInt16LE( Math.round( sample * 32767 ), i * 2 );
	}
	fs.writeFileSync( file, wav( pcm, SAMPLE_RATE ) );
	return `generated tone and noise (no espeak-ng), ${ SAMPLE_RATE } Hz mono`;
}

/**
 * A RIFF WAVE file around 16-bit mono PCM.
 *
 * @param {Buffer} pcm  The samples.
 * @param {number} rate Sample rate.
 * @return {Buffer} The file.
 */
function wav( pcm, rate ) {
	const header = Buffer.alloc( 44 );
	header.write( 'RIFF', 0 );
	header.writeUInt32LE( 36 + pcm.length, 4 );
	header.write( 'WAVE', 8 );
	header.write( 'fmt ', 12 );
	header.writeUInt32LE( 16, 16 );
	header.writeUInt16LE( 1, 20 );
	header.writeUInt16LE( 1, 22 );
	header.writeUInt32LE( rate, 24 );
	header.writeUInt32LE( rate * 2, 28 );
	header.writeUInt16LE( 2, 32 );
	header.writeUInt16LE( 16, 34 );
	header.write( 'data', 36 );
	header.writeUInt32LE( pcm.length, 40 );
	return Buffer.concat( [ header, pcm ] );
}

/**
 * Points the site's AI at the test server for text and audio, switches Voice
 * to content on with a budget, and saves the administrator's editor
 * preferences (no welcome guide, no pattern chooser), with PHP on the site's
 * own files: the same settings useAiTestServer (tests/e2e/utils/ai.ts) writes.
 *
 * @param {{root: string, url: string}} site    The site.
 * @param {string}                      baseUrl Test server base URL.
 * @param {string}                      key     Test server's API key.
 * @return {string} The WordPress version.
 */
function configureSite( site, baseUrl, key ) {
	const script = `
		$_SERVER['HTTP_HOST'] = parse_url( ${ JSON.stringify(
			site.url
		) }, PHP_URL_HOST );
		require ${ JSON.stringify( path.join( site.root, 'wp-load.php' ) ) };
		wp_set_current_user( 1 );
		update_option( 'cairn_services', array(
			'ai_base_url' => ${ JSON.stringify( baseUrl ) },
			'ai_allow_local' => '1',
			'ai_provider_text' => 'openai',
			'ai_model_text' => 'test-model',
			'ai_model_audio' => 'test-audio',
		) );
		update_option( 'cairn_secrets', array( 'ai_api_key' => ${ JSON.stringify(
			key
		) } ) );
		update_option( 'cairn_ai', array(
			'enabled' => true,
			'free_limit' => 1000000,
			'features' => array( 'voice-to-content' => true ),
		) );
		global $wpdb;
		update_user_meta( 1, $wpdb->get_blog_prefix() . 'persisted_preferences', array(
			'core' => array( 'enableChoosePatternModal' => false ),
			'core/edit-post' => array( 'welcomeGuide' => false, 'welcomeGuideTemplate' => false ),
			'_modified' => gmdate( 'Y-m-d\\TH:i:s.000\\Z' ),
		) );
		echo get_bloginfo( 'version' ), "\\n";
	`;
	const result = spawnSync( 'php', [ '-r', script ], { encoding: 'utf8' } );
	if ( result.status !== 0 ) {
		throw new Error(
			`Configuring the site failed: ${ result.stdout }${ result.stderr }`
		);
	}
	return result.stdout.trim().split( '\n' ).pop();
}

/**
 * Logs in through wp-login.php's form, as a person does, once.
 *
 * @param {import('playwright-core').Browser} browser The browser.
 * @param {string}                            url     Site URL.
 * @return {Promise<Object>} The administrator's storage state.
 */
async function logIn( browser, url ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin/ ),
		page.click( '#wp-submit' ),
	] );
	const state = await context.storageState();
	await context.close();
	return state;
}

/**
 * Runs in the top frame from its first script on: takes the start time at
 * the Done click or at the file input's change (capture phase, before the
 * modal's own handlers), remembers the blocks there were then, and stores
 * the time of the first block store change that holds another block.
 */
function watchFirstBlock() {
	if ( window.top !== window ) {
		return;
	}
	const start = () => {
		const data = window.wp.data;
		const before = new Set(
			data.select( 'core/block-editor' ).getClientIdsWithDescendants()
		);
		window.__cairnBenchStart = performance.now();
		const unsubscribe = data.subscribe( () => {
			const ids = data
				.select( 'core/block-editor' )
				.getClientIdsWithDescendants();
			if ( ids.some( ( id ) => ! before.has( id ) ) ) {
				window.__cairnBenchFirstBlock = performance.now();
				unsubscribe();
			}
		} );
	};
	document.addEventListener(
		'click',
		( event ) => {
			const button = event.target.closest?.( 'button' );
			if (
				button?.textContent.trim() === 'Done' &&
				button.closest( '[role="dialog"]' )
			) {
				start();
			}
		},
		true
	);
	document.addEventListener(
		'change',
		( event ) => {
			if ( event.target.type === 'file' ) {
				start();
			}
		},
		true
	);
}

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

const ms = ( value ) => `${ value.toFixed( 0 ).padStart( 6 ) } ms`;
const kb = ( bytes ) => `${ ( bytes / 1000 ).toFixed( 1 ) } kB`;

const dir = fs.mkdtempSync( path.join( os.tmpdir(), 'cairn-bench-voice-' ) );
const wavFile = path.join( dir, 'sixty-seconds.wav' );
const made = makeWav( wavFile );
log( `recording: ${ made }, ${ kb( fs.statSync( wavFile ).size ) }` );

const server = await startOpenAiServer();
const site = await createSite( { version: VERSION } );
let browser;
try {
	const wpVersion = configureSite( site, server.url, server.key );
	browser = await chromium.launch( {
		executablePath: process.env.CAIRN_CHROMIUM || '/usr/bin/chromium',
		headless: true,
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-quic',
			'--no-first-run',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--disable-dev-shm-usage',
			'--use-fake-ui-for-media-stream',
			'--use-fake-device-for-media-stream',
			`--use-file-for-fake-audio-capture=${ wavFile }`,
		],
	} );
	const storageState = await logIn( browser, site.url );

	/**
	 * One run in a fresh browser context: a new post, Voice to content
	 * inserted through the inserter, then a 60-second recording ended with
	 * Done, or the WAV chosen through Upload.
	 *
	 * @param {'record'|'upload'} how The path.
	 * @return {Promise<{time: number, bytes: number}>} Done (or change) to
	 * the first block, and the bytes of audio the server received.
	 */
	const run = async ( how ) => {
		const context = await browser.newContext( {
			storageState,
			viewport: { width: 1280, height: 900 },
		} );
		try {
			await context.addInitScript( watchFirstBlock );
			const page = await context.newPage();
			await page.goto( `${ site.url }/wp-admin/post-new.php` );
			await page.waitForFunction(
				() =>
					window.wp?.data
						?.select( 'core/editor' )
						?.__unstableIsEditorReady?.(),
				null,
				{ timeout: BLOCK_TIMEOUT }
			);
			await page
				.getByRole( 'toolbar', { name: 'Document tools' } )
				.getByRole( 'button', { name: 'Block Inserter', exact: true } )
				.click();
			await page
				.getByRole( 'searchbox', { name: /Search/ } )
				.fill( 'Voice to content' );
			await page
				.getByRole( 'option', {
					name: 'Voice to content',
					exact: true,
				} )
				.first()
				.click();
			await page.mouse.move( 0, 0 );
			const modal = page.getByRole( 'dialog', {
				name: 'AI Voice to content',
			} );
			await modal.waitFor();

			if ( how === 'record' ) {
				await modal.getByRole( 'button', { name: 'Record' } ).click();
				await page.waitForFunction(
					() =>
						document
							.querySelector(
								'.wp-block-cairn-voice-to-content__time'
							)
							?.textContent.trim() === '1:00',
					null,
					{ timeout: ( SECONDS + 30 ) * 1000, polling: 50 }
				);
				await modal.getByRole( 'button', { name: 'Done' } ).click();
			} else {
				const chooser = page.waitForEvent( 'filechooser' );
				await modal.getByRole( 'button', { name: 'Upload' } ).click();
				await ( await chooser ).setFiles( wavFile );
			}
			await page.waitForFunction(
				() => window.__cairnBenchFirstBlock !== undefined,
				null,
				{ timeout: BLOCK_TIMEOUT, polling: 50 }
			);
			const time = await page.evaluate(
				() => window.__cairnBenchFirstBlock - window.__cairnBenchStart
			);
			// Playwright shows no body for an XHR that sends a Blob: the
			// test server's transcript says how many bytes of audio it got.
			await page.waitForFunction(
				() =>
					/It held \d+ bytes/.test(
						JSON.stringify(
							window.wp.data
								.select( 'core/block-editor' )
								.getBlocks()
						)
					),
				null,
				{ timeout: BLOCK_TIMEOUT, polling: 50 }
			);
			const bytes = Number(
				(
					await page.evaluate( () =>
						JSON.stringify(
							window.wp.data
								.select( 'core/block-editor' )
								.getBlocks()
						)
					)
				).match( /It held (\d+) bytes/ )[ 1 ]
			);
			return { time, bytes };
		} finally {
			await context.close();
		}
	};

	const results = { record: [], upload: [] };
	for ( let i = 0; i < RUNS; i++ ) {
		for ( const how of [ 'record', 'upload' ] ) {
			const result = await run( how );
			log(
				`${ how } run ${ i + 1 }: ${ result.time.toFixed( 0 ) } ms, ${ kb(
					result.bytes
				) } uploaded`
			);
			results[ how ].push( result );
		}
	}

	const out = [
		'',
		`Voice to content, 60-second audio, ${ RUNS } runs (WordPress ${ wpVersion }, php -S, local test server):`,
		`recording fed to the fake microphone: ${ made }`,
		'',
	];
	for ( const [ how, label ] of [
		[ 'record', 'Record, Done to the first block' ],
		[ 'upload', 'Upload (the WAV), file chosen to the first block' ],
	] ) {
		const times = results[ how ].map( ( result ) => result.time );
		out.push(
			`${ label }:`,
			...times.map(
				( time, i ) =>
					`  run ${ i + 1 }  ${ ms( time ) }  (${ kb(
						results[ how ][ i ].bytes
					) } uploaded)`
			),
			`  median ${ ms( median( times ) ) }`,
			''
		);
	}
	out.push(
		'Notes:',
		'- Times are taken in the page (performance.now()), from the Done click (or the file input change) to the first',
		'  block store change holding a new block; the test server answers at once, so this is Cairn and the site, not',
		"  a provider's transcription time.",
		'- The machine is shared: the figures are noisy.',
		''
	);
	process.stdout.write( out.join( '\n' ) );
} finally {
	await browser?.close();
	await site.stop();
	await server.stop();
	fs.rmSync( dir, { recursive: true, force: true } );
}
