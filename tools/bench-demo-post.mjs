/**
 * `npm run bench:demo-post`: how long after the editor is ready the demo
 * post's blocks (one of every Cairn block, tools/wp/demo-post.mjs) are all
 * drawn, in Chromium, each load in a fresh browser context (cold cache).
 * Prints medians; it is not a test and asserts nothing about times.
 *
 * Figures, in ms from navigation start, median of the runs:
 * - ready: the editor says it is ready and the canvas shows the post's
 *   top-level blocks (as `npm run bench:editor` counts it);
 * - drawn: no block shows its loading placeholder any more (every block's
 *   editor code has loaded and drawn the block);
 * - settled: no spinner left in the canvas (blocks that ask the site for
 *   something have their answer);
 * - the block editor code requests (build/chunks/) and when the last ended.
 *
 * Site: a fresh php -S test site with the demo post (tools/wp/site.mjs), or
 * a running one with `--url http://127.0.0.1:9400` (the site of
 * `npm start`, admin / password; its demo post is post 100).
 * Environment: CAIRN_WP=7.1|6.8, CAIRN_BENCH_RUNS (default 5),
 * CAIRN_CHROMIUM (default /usr/bin/chromium). Run `npm run build` first.
 */

/**
 * External dependencies
 */
import { chromium } from 'playwright-core';

/**
 * Internal dependencies
 */
import { DEMO_EDITOR_PATH } from './wp/demo-post.mjs';
import { createSite } from './wp/site.mjs';

const VERSION = process.env.CAIRN_WP || '7.1';
const RUNS = Number( process.env.CAIRN_BENCH_RUNS || 5 );
const TIMEOUT = 300_000;
const urlArgument = process.argv.indexOf( '--url' );
const givenUrl =
	urlArgument > 0
		? process.argv[ urlArgument + 1 ]?.replace( /\/$/, '' )
		: '';

function log( message ) {
	process.stderr.write( `[bench-demo-post] ${ message }\n` );
}

/**
 * Runs in the top frame of every page from its first script on: records in
 * `window.__cairnDemo` the first animation frame in which the editor is
 * ready (with the post's top-level blocks in the canvas), then the first in
 * which no Cairn block is a loading placeholder, then the first with no
 * spinner in the canvas.
 */
function watchDrawn() {
	if ( window.top !== window ) {
		return;
	}
	const times = ( window.__cairnDemo = {} );
	const check = () => {
		try {
			const { data } = window.wp;
			if ( data.select( 'core/editor' ).__unstableIsEditorReady() ) {
				const frame = document.querySelector(
					'iframe[name="editor-canvas"]'
				);
				const canvas = frame ? frame.contentDocument : document;
				const root = canvas?.querySelector( '.is-root-container' );
				const expected = data
					.select( 'core/block-editor' )
					.getBlockCount();
				if (
					root &&
					expected > 0 &&
					root.querySelectorAll( ':scope > [data-block]' ).length >=
						expected
				) {
					times.ready ??= performance.now();
					if (
						times.drawn === undefined &&
						! canvas.querySelector( '.cairn-block-loading' )
					) {
						times.drawn = performance.now();
					}
					if (
						times.drawn !== undefined &&
						! canvas.querySelector( '.components-spinner' )
					) {
						times.settled = performance.now();
						return;
					}
				}
			}
		} catch {
			// The editor's scripts are still loading.
		}
		window.requestAnimationFrame( check );
	};
	window.requestAnimationFrame( check );
}

/**
 * Logs in through wp-login.php's form once.
 *
 * @param {import('playwright-core').Browser} browser The browser.
 * @param {string}                            url     Site URL.
 * @return {Promise<Object>} The administrator's storage state.
 */
async function logIn( browser, url ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php`, { timeout: TIMEOUT } );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin/, { timeout: TIMEOUT } ),
		page.click( '#wp-submit' ),
	] );
	const state = await context.storageState();
	await context.close();
	return state;
}

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

const site = givenUrl
	? { url: givenUrl, stop: async () => {} }
	: await createSite( { version: VERSION, demo: true } );
let browser;
try {
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
		],
	} );
	const storageState = await logIn( browser, site.url );

	const load = async () => {
		const context = await browser.newContext( {
			storageState,
			viewport: { width: 1280, height: 900 },
		} );
		try {
			await context.addInitScript( watchDrawn );
			const page = await context.newPage();
			const chunks = [];
			let lastChunkEnd = 0;
			page.on( 'request', ( request ) => {
				if ( /\/build\/chunks\//.test( request.url() ) ) {
					chunks.push( request.url() );
				}
			} );
			page.on( 'requestfinished', async ( request ) => {
				if ( /\/build\/chunks\//.test( request.url() ) ) {
					const timing = request.timing();
					lastChunkEnd = Math.max(
						lastChunkEnd,
						timing.startTime + timing.responseEnd
					);
				}
			} );
			const started = Date.now();
			await page.goto( `${ site.url }${ DEMO_EDITOR_PATH }`, {
				waitUntil: 'commit',
				timeout: TIMEOUT,
			} );
			await page.waitForFunction(
				() => window.__cairnDemo?.settled !== undefined,
				null,
				{ timeout: TIMEOUT, polling: 250 }
			);
			const times = await page.evaluate( () => ( {
				...window.__cairnDemo,
				origin: performance.timeOrigin,
			} ) );
			return {
				ready: times.ready,
				drawn: times.drawn,
				settled: times.settled,
				chunks: chunks.length,
				lastChunk: lastChunkEnd ? lastChunkEnd - times.origin : 0,
				wall: Date.now() - started,
			};
		} finally {
			await context.close();
		}
	};

	log( `warming up on ${ site.url }` );
	await load();
	const results = [];
	for ( let run = 1; run <= RUNS; run++ ) {
		const result = await load();
		results.push( result );
		log(
			`run ${ run }: ready ${ result.ready.toFixed(
				0
			) } ms, drawn ${ result.drawn.toFixed(
				0
			) } ms, settled ${ result.settled.toFixed( 0 ) } ms, ${
				result.chunks
			} chunk requests, last ended at ${ result.lastChunk.toFixed(
				0
			) } ms`
		);
	}
	const figure = ( pick ) => median( results.map( pick ) ).toFixed( 0 );
	process.stdout.write(
		[
			'',
			`Demo post (every Cairn block) on ${ site.url }${
				givenUrl ? '' : ` (WordPress ${ VERSION }, php -S, SQLite)`
			}, Chromium headless,`,
			`${ RUNS } runs, each in a fresh browser context (cold cache); medians, ms from navigation start.`,
			'',
			`editor ready                         ${ figure( ( r ) => r.ready ) } ms`,
			`every block drawn                    ${ figure( ( r ) => r.drawn ) } ms`,
			`ready → every block drawn            ${ figure(
				( r ) => r.drawn - r.ready
			) } ms`,
			`no spinner left                      ${ figure( ( r ) => r.settled ) } ms`,
			`block editor code requests           ${ figure( ( r ) => r.chunks ) }`,
			`last of them ended                   ${ figure( ( r ) => r.lastChunk ) } ms`,
			'',
		].join( '\n' )
	);
} finally {
	await browser?.close();
	await site.stop();
}
