/**
 * `npm run bench:editor`: what Cairn costs the block editor, measured in
 * Chromium on one test site with Cairn switched on and off per browser
 * context, alternating off, on, off, on… Prints medians; it is not a test
 * and asserts nothing about times.
 *
 * Figures, each the median of the runs:
 * - time to editor ready on a new post (post-new.php) and on a post of 200
 *   blocks, a mix of core blocks and every Cairn block;
 * - typing latency, key press to next paint, in a paragraph of that post;
 * - requests and transferred bytes of the editor's start on a new post.
 *
 * Environment: CAIRN_WP=7.1|6.8 (default 7.1), CAIRN_BENCH_RUNS (default 5),
 * CAIRN_BENCH_KEYS (key presses per typing run, default 20),
 * CAIRN_CHROMIUM (default /usr/bin/chromium). Run `npm run build` first.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';

/**
 * Internal dependencies
 */
import {
	OFF_COOKIE,
	TYPING_CLASS,
	benchPost,
	prepareSite,
} from './bench/editor-post.mjs';
import { REPO_ROOT } from './wp/core.mjs';
import { createSite } from './wp/site.mjs';

const VERSION = process.env.CAIRN_WP || '7.1';
const RUNS = Number( process.env.CAIRN_BENCH_RUNS || 5 );
const KEYS = Number( process.env.CAIRN_BENCH_KEYS || 20 );
const BLOCKS = 200;
const READY_TIMEOUT = 120_000;
// The network counts as quiet after this long without a request in flight.
const QUIET_MS = 1000;
const TARGETS = { requests: 4, ratio: 1.05 };

if ( ! fs.existsSync( path.join( REPO_ROOT, 'build' ) ) ) {
	process.stderr.write( 'No build/ folder: run npm run build first.\n' );
	process.exit( 1 );
}

function log( message ) {
	process.stderr.write( `[bench-editor] ${ message }\n` );
}

/**
 * Runs in the top frame of every page from its first script on, and stores
 * in `window.__cairnBenchReady` the time (ms since navigation start, that is
 * `performance.timeOrigin`) of the first animation frame in which the block
 * editor says it is ready (`core/editor` `__unstableIsEditorReady()`, on 6.8
 * and 7.1) and its canvas (the `editor-canvas` iframe, or the page where the
 * editor is not framed) shows at least `expected` top-level blocks.
 *
 * @param {{expected: number}} options Top-level blocks to wait for.
 */
function watchReady( { expected } ) {
	if ( window.top !== window ) {
		return;
	}
	const check = () => {
		try {
			const editor = window.wp?.data?.select( 'core/editor' );
			if ( editor?.__unstableIsEditorReady?.() ) {
				const frame = document.querySelector(
					'iframe[name="editor-canvas"]'
				);
				const canvas = frame ? frame.contentDocument : document;
				const root = canvas?.querySelector( '.is-root-container' );
				if (
					root &&
					root.querySelectorAll( ':scope > [data-block]' ).length >=
						expected
				) {
					window.__cairnBenchReady = performance.now();
					return;
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
 * Counts the page's http(s) requests and tells when none is in flight.
 *
 * @param {import('playwright-core').Page} page The page.
 */
function watchRequests( page ) {
	const requests = [];
	const inFlight = new Set();
	let lastChange = Date.now();
	const finished = new Set();
	const done = ( request ) => {
		inFlight.delete( request );
		lastChange = Date.now();
	};
	page.on( 'request', ( request ) => {
		if ( /^https?:/.test( request.url() ) ) {
			requests.push( request );
			inFlight.add( request );
			lastChange = Date.now();
		}
	} );
	// On WordPress 6.8, php -S leaves the bodies of the editor's OPTIONS
	// requests open after their headers: answered is done enough.
	page.on( 'response', ( response ) => done( response.request() ) );
	page.on( 'requestfinished', ( request ) => {
		finished.add( request );
		done( request );
	} );
	page.on( 'requestfailed', done );
	return {
		/**
		 * Waits until no request has been in flight for QUIET_MS (10 s at
		 * most), then sums what was transferred: headers and body as
		 * received (php -S sends no compression).
		 */
		async settle() {
			const deadline = Date.now() + 10_000;
			while (
				Date.now() < deadline &&
				( inFlight.size || Date.now() - lastChange < QUIET_MS )
			) {
				await sleep( 50 );
			}
			if ( inFlight.size ) {
				log(
					`unanswered after 10 s: ${ [ ...inFlight ]
						.map( ( request ) => request.url() )
						.join( ', ' ) }`
				);
			}
			const list = [ ...requests ];
			let bytes = 0;
			for ( const request of list ) {
				if ( ! finished.has( request ) ) {
					// Failed, or its body still open: no size to count.
					continue;
				}
				try {
					const sizes = await request.sizes();
					bytes += sizes.responseHeadersSize + sizes.responseBodySize;
				} catch {
					// Failed or cut off: nothing transferred to count.
				}
			}
			return {
				count: list.length,
				bytes,
				urls: list.map( ( request ) => {
					const address = new URL( request.url() );
					address.searchParams.delete( 'ver' );
					address.searchParams.delete( '_wpnonce' );
					// Each new post has its own id: compare addresses without it.
					if ( address.searchParams.has( 'post' ) ) {
						address.searchParams.set( 'post', 'ID' );
					}
					return `${ request.method() } ${ address.pathname }${ address.search }`;
				} ),
			};
		},
	};
}

/**
 * Key press to next paint, per key, typed at the end of the bench paragraph.
 *
 * In the canvas, a capturing keydown listener takes the event's timeStamp
 * (when the input reached the renderer, so time the main thread was busy
 * counts) and, from a requestAnimationFrame callback, a setTimeout 0: that
 * runs just after the frame that shows the effect of the key (keydown,
 * beforeinput, input, the store update and React's render) has been painted.
 * The Event Timing API (PerformanceObserver 'event') was the other choice,
 * but it reports nothing under its 16 ms minimum threshold and rounds to
 * 8 ms, which would drop exactly the fast presses and bias the median.
 *
 * @param {import('playwright-core').Page} page The editor page, ready.
 * @return {Promise<number[]>} Latencies in ms.
 */
async function typingLatencies( page ) {
	const frame = page.frame( { name: 'editor-canvas' } ) || page.mainFrame();
	await frame.locator( `p.${ TYPING_CLASS }` ).click();
	await page.keyboard.press( 'End' );
	await frame.evaluate( () => {
		window.__cairnBenchKeys = [];
		document.addEventListener(
			'keydown',
			( event ) => {
				const start = event.timeStamp;
				window.requestAnimationFrame( () =>
					setTimeout( () =>
						window.__cairnBenchKeys.push(
							performance.now() - start
						)
					)
				);
			},
			true
		);
	} );
	const letters = 'cairn stones mark the way ';
	for ( let i = 0; i < KEYS; i++ ) {
		await page.keyboard.press( letters[ i % letters.length ] );
		await frame.waitForFunction(
			( n ) => window.__cairnBenchKeys.length >= n,
			i + 1
		);
		// A typist's pace, so that one key's work does not run into the next.
		await sleep( 100 );
	}
	return frame.evaluate( () => window.__cairnBenchKeys );
}

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

const site = await createSite( { version: VERSION } );
let browser;
try {
	const post = benchPost( BLOCKS );
	const { postId, wpVersion } = prepareSite( site, post.content );
	log(
		`post ${ postId }: ${ post.blocks } top-level blocks, ${
			post.cairn
		} of them Cairn blocks (${ post.names.join( ', ' ) })`
	);

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

	/**
	 * One editor load in a fresh browser context (cold HTTP cache, fresh
	 * storage), with Cairn on or off for every request of that context.
	 *
	 * @param {'on'|'off'}  state Cairn on or off.
	 * @param {'new'|'big'} which A new post, or the 200-block post.
	 * @return {Promise<Object>} What was measured.
	 */
	const load = async ( state, which ) => {
		const context = await browser.newContext( {
			storageState,
			viewport: { width: 1280, height: 900 },
		} );
		try {
			if ( state === 'off' ) {
				await context.addCookies( [
					{ ...OFF_COOKIE, url: site.url },
				] );
			}
			await context.addInitScript( watchReady, {
				expected: which === 'big' ? BLOCKS : 0,
			} );
			const page = await context.newPage();
			const requests = watchRequests( page );
			const url =
				which === 'big'
					? `${ site.url }/wp-admin/post.php?post=${ postId }&action=edit`
					: `${ site.url }/wp-admin/post-new.php`;
			await page.goto( url, { waitUntil: 'commit' } );
			await page.waitForFunction( () => window.__cairnBenchReady, null, {
				timeout: READY_TIMEOUT,
			} );
			const result = {
				ready: await page.evaluate( () => window.__cairnBenchReady ),
				framed: await page.evaluate(
					() =>
						!! document.querySelector(
							'iframe[name="editor-canvas"]'
						)
				),
				cairnLoaded: await page.evaluate(
					() =>
						!! window.wp?.blocks?.getBlockType(
							'cairn/star-rating'
						)
				),
			};
			if ( which === 'new' ) {
				result.network = await requests.settle();
			} else {
				result.blocks = await page.evaluate( () => {
					const all = window.wp.data
						.select( 'core/block-editor' )
						.getBlocks();
					return {
						invalid: all.filter( ( block ) => ! block.isValid )
							.length,
						missing: all.filter(
							( block ) => block.name === 'core/missing'
						).length,
					};
				} );
				result.typing = median( await typingLatencies( page ) );
			}
			return result;
		} finally {
			await context.close();
		}
	};

	const check = ( state, result ) => {
		const expected = state === 'on';
		if ( result.cairnLoaded !== expected ) {
			throw new Error(
				`Cairn is ${ result.cairnLoaded ? 'on' : 'off' } in a run meant to be ${ state }: the switch did not work.`
			);
		}
	};

	// One unmeasured pass of each, so that PHP's opcache and the SQLite file
	// are warm before the first measured run.
	log( 'warming up' );
	for ( const state of [ 'off', 'on' ] ) {
		check( state, await load( state, 'new' ) );
		const big = await load( state, 'big' );
		check( state, big );
		log(
			`Cairn ${ state }: 200-block post opens with ${ big.blocks.invalid } invalid and ${ big.blocks.missing } missing blocks`
		);
	}

	const results = { off: [], on: [] };
	for ( let run = 1; run <= RUNS; run++ ) {
		for ( const state of [ 'off', 'on' ] ) {
			const fresh = await load( state, 'new' );
			const big = await load( state, 'big' );
			check( state, fresh );
			check( state, big );
			results[ state ].push( { fresh, big } );
			log(
				`run ${ run } Cairn ${ state }: new post ${ fresh.ready.toFixed(
					0
				) } ms, ${ fresh.network.count } requests; 200 blocks ${ big.ready.toFixed(
					0
				) } ms; typing ${ big.typing.toFixed( 1 ) } ms`
			);
		}
	}

	const framed = [ ...results.off, ...results.on ].every(
		( r ) => r.fresh.framed && r.big.framed
	);
	const figure = ( state, pick ) => median( results[ state ].map( pick ) );
	const rows = [
		[ 'ready, new post', ( r ) => r.fresh.ready, 'ms' ],
		[ `ready, ${ BLOCKS }-block post`, ( r ) => r.big.ready, 'ms' ],
		[ 'typing, key to paint', ( r ) => r.big.typing, 'ms' ],
	];
	const pad = ( text, width ) => String( text ).padStart( width );
	const line = ( label, without, withCairn, ratio, target, met ) =>
		`${ label.padEnd( 30 ) }${ pad( without, 12 ) }${ pad(
			withCairn,
			12
		) }${ pad( ratio, 10 ) }${ pad( target, 10 ) }${
			met === undefined ? '' : `  ${ met ? 'met' : 'missed' }`
		}`;
	const out = [
		'',
		`Block editor with and without Cairn: WordPress ${ wpVersion } (php -S, SQLite), Chromium headless,`,
		`${ RUNS } runs each alternating off/on, each page load in a fresh browser context; medians.`,
		'',
		line( 'metric', 'without', 'with', 'ratio', 'target' ),
	];
	for ( const [ label, pick ] of rows ) {
		const without = figure( 'off', pick );
		const withCairn = figure( 'on', pick );
		out.push(
			line(
				label,
				`${ without.toFixed( label.startsWith( 'typing' ) ? 1 : 0 ) } ms`,
				`${ withCairn.toFixed( label.startsWith( 'typing' ) ? 1 : 0 ) } ms`,
				( withCairn / without ).toFixed( 3 ),
				`≤ ${ TARGETS.ratio }`,
				withCairn / without <= TARGETS.ratio
			)
		);
	}
	const requestsOff = figure( 'off', ( r ) => r.fresh.network.count );
	const requestsOn = figure( 'on', ( r ) => r.fresh.network.count );
	const bytesOff = figure( 'off', ( r ) => r.fresh.network.bytes );
	const bytesOn = figure( 'on', ( r ) => r.fresh.network.bytes );
	const kB = ( bytes ) => `${ ( bytes / 1024 ).toFixed( 0 ) } kB`;
	out.push(
		line(
			'requests, new post',
			requestsOff,
			requestsOn,
			`+${ Math.round( requestsOn - requestsOff ) }`,
			`≤ +${ TARGETS.requests }`,
			requestsOn - requestsOff <= TARGETS.requests
		),
		line(
			'transferred, new post',
			kB( bytesOff ),
			kB( bytesOn ),
			`+${ kB( bytesOn - bytesOff ) }`,
			''
		)
	);

	// What Cairn adds, by address, in the last pair of runs.
	const last = ( state ) =>
		results[ state ][ results[ state ].length - 1 ].fresh.network.urls;
	const remaining = [ ...last( 'off' ) ];
	const added = [];
	for ( const url of last( 'on' ) ) {
		const index = remaining.indexOf( url );
		if ( index >= 0 ) {
			remaining.splice( index, 1 );
		} else {
			added.push( url );
		}
	}
	out.push(
		'',
		`Requests with Cairn and not without (last run, new post, ${ added.length }):`,
		...( added.length ? added : [ '(none)' ] ).map(
			( url ) => `  ${ url }`
		),
		...( remaining.length
			? [
					`Requests without Cairn and not with it (${ remaining.length }):`,
					...remaining.map( ( url ) => `  ${ url }` ),
				]
			: [] ),
		'',
		'Notes:',
		`- Ready: ms from navigation start to the first frame in which core/editor is ready and the canvas`,
		`  shows the post's top-level blocks. Requests and bytes: every http request of the page from`,
		`  navigation until ${ QUIET_MS } ms without one in flight after ready, cold cache, uncompressed (php -S).`,
		`- The editor canvas was ${
			framed
				? 'the editor-canvas iframe in every load'
				: 'not framed in some loads'
		}.`,
		`- Typing: ${ KEYS } key presses per run at the end of a paragraph in the middle of the post;`,
		'  keydown timeStamp to a setTimeout queued from the next animation frame; median per run, then of runs.',
		`- The ${ BLOCKS }-block post holds ${ post.cairn } Cairn blocks (${ post.names.join(
			', '
		) }). Without Cairn they`,
		'  are unknown blocks and show as "missing block" placeholders: expected, and the same post both ways.',
		'- The machine is shared (2 cores, other work running): the figures are noisy; compare ratios, rerun',
		'  with CAIRN_BENCH_RUNS=10 before drawing conclusions.',
		''
	);
	process.stdout.write( out.join( '\n' ) );
} finally {
	await browser?.close();
	await site.stop();
}
