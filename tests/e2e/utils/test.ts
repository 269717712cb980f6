/**
 * The `test` every browser test imports: @wordpress/e2e-test-utils-playwright's,
 * with one automatic fixture that fails the test on what a user would call
 * broken even when every assertion passed:
 * - an uncaught error on any page the test opened (the admin's page, and the
 *   pages of every visitor or user context it made);
 * - a `console.error` from Cairn's code: a message whose source is a file of
 *   the plugin, or that names a Cairn block (the editor's block validation);
 * - a PHP error, warning, notice or deprecation from one of Cairn's files,
 *   read from the test site's debug.log (tools/test-e2e.mjs passes its root).
 *
 * A test that provokes one on purpose says so with `problems.expect( /…/ )`;
 * each expected pattern must then be seen, so the declaration cannot outlive
 * the behaviour it describes.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type {
	Browser,
	BrowserContext,
	ConsoleMessage,
	Page,
} from '@playwright/test';

/**
 * WordPress dependencies
 */
import { test as base, expect } from '@wordpress/e2e-test-utils-playwright';

export * from '@wordpress/e2e-test-utils-playwright';

/** What a test may say about the problems it provokes. */
export interface Problems {
	/**
	 * Declares a problem the test provokes on purpose (a page error, a console
	 * error or a PHP warning matching the pattern). It must occur.
	 *
	 * @param pattern Matched against the problem's one-line description.
	 */
	expect: ( pattern: RegExp ) => void;
}

// The plugin's files as PHP names them (the site links the plugin to the
// checkout, and PHP resolves the link) and as the browser loads them.
const PLUGIN_PATH = process.cwd() + path.sep;
const PLUGIN_URL = '/wp-content/plugins/cairn/';
const PHP_PROBLEM =
	/PHP (Fatal error|Parse error|Warning|Notice|Deprecated|Recoverable fatal error)/;

/**
 * Whether a console message comes from Cairn: logged by one of the plugin's
 * scripts, about one of its files, or about one of its blocks.
 *
 * @param message The console message.
 */
function fromCairn( message: ConsoleMessage ): boolean {
	return (
		message.location().url.includes( PLUGIN_URL ) ||
		/\bcairn\/[a-z]/.test( message.text() )
	);
}

/** The site's debug.log, or '' when the run did not say where the site is. */
function debugLog(): string {
	const root = process.env.CAIRN_SITE_ROOT;
	return root ? path.join( root, 'wp-content/debug.log' ) : '';
}

/**
 * The size of a file, 0 when it does not exist yet.
 *
 * @param file Path.
 */
function sizeOf( file: string ): number {
	return file && fs.existsSync( file ) ? fs.statSync( file ).size : 0;
}

/**
 * The PHP problems from Cairn's files written to the log since an offset.
 *
 * @param file  The log.
 * @param start Its size when the test began.
 */
function phpProblemsSince( file: string, start: number ): string[] {
	if ( ! file || sizeOf( file ) <= start ) {
		return [];
	}
	const handle = fs.openSync( file, 'r' );
	try {
		const buffer = Buffer.alloc( sizeOf( file ) - start );
		fs.readSync( handle, buffer, 0, buffer.length, start );
		return buffer
			.toString( 'utf8' )
			.split( '\n' )
			.filter(
				( line ) =>
					PHP_PROBLEM.test( line ) && line.includes( PLUGIN_PATH )
			)
			.map( ( line ) => line.replace( /^\[[^\]]*\]\s*/, '' ) );
	} finally {
		fs.closeSync( handle );
	}
}

export const test = base.extend< { problems: Problems } >( {
	problems: [
		async ( { browser, context }, run ) => {
			const seen: string[] = [];
			const expected: RegExp[] = [];
			const watchPage = ( page: Page ) => {
				page.on( 'pageerror', ( error ) =>
					seen.push(
						`Uncaught page error on ${ page.url() }: ${ error.message }`
					)
				);
				page.on( 'console', ( message ) => {
					if ( message.type() === 'error' && fromCairn( message ) ) {
						seen.push(
							`console.error on ${ page.url() }: ${ message.text() }`
						);
					}
				} );
			};
			const watchContext = ( watched: BrowserContext ) => {
				watched.pages().forEach( watchPage );
				watched.on( 'page', watchPage );
			};
			watchContext( context );
			// Visitors and other users get contexts of their own
			// (utils/blocks.ts, utils/users.ts): watch those too.
			const newContext = browser.newContext;
			const watchedBrowser = browser as Browser & {
				newContext: Browser[ 'newContext' ];
			};
			watchedBrowser.newContext = async ( ...args ) => {
				const made = await newContext.apply( browser, args );
				watchContext( made );
				return made;
			};
			const log = debugLog();
			const logStart = sizeOf( log );

			try {
				await run( {
					expect: ( pattern ) => expected.push( pattern ),
				} );
			} finally {
				watchedBrowser.newContext = newContext;
			}

			const problems = [ ...seen, ...phpProblemsSince( log, logStart ) ];
			const unexpected = problems.filter(
				( problem ) =>
					! expected.some( ( pattern ) => pattern.test( problem ) )
			);
			const missing = expected.filter(
				( pattern ) =>
					! problems.some( ( problem ) => pattern.test( problem ) )
			);
			expect(
				unexpected,
				'Page errors, console errors from Cairn and PHP warnings from Cairn during the test'
			).toEqual( [] );
			expect(
				missing.map( String ),
				'Problems the test expected that did not occur'
			).toEqual( [] );
		},
		{ auto: true },
	],
} );

export { expect };
