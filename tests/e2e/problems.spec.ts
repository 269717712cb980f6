/**
 * The shared fixture of tests/e2e/utils/test.ts sees each kind of problem it
 * fails a test on: an uncaught error on the admin's page and on a visitor's,
 * a console error naming a Cairn block, and a PHP warning from one of
 * Cairn's files in the site's debug.log. Each is provoked here and declared
 * with `problems.expect`, which fails the test unless it was seen.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { visitAsVisitor } from './utils/blocks';

test.describe( 'Problems during a browser test', () => {
	test( 'page errors, Cairn’s console errors and PHP warnings from Cairn’s files are caught @full', async ( {
		page,
		browser,
		problems,
	} ) => {
		problems.expect(
			/Uncaught page error on .*wp-admin.*: thrown by the admin’s page/
		);
		problems.expect(
			/Uncaught page error on .*: thrown by a visitor’s page/
		);
		problems.expect(
			/console\.error on .*: Block validation failed for `cairn\/star-rating`/
		);
		problems.expect(
			/PHP Warning: {2}Undefined variable \$nothing in .*includes\/class-plugin\.php/
		);

		await page.goto( '/wp-admin/' );
		await Promise.all( [
			page.waitForEvent( 'pageerror' ),
			page.addScriptTag( {
				content: "throw new Error( 'thrown by the admin’s page' );",
			} ),
		] );
		await Promise.all( [
			page.waitForEvent( 'console' ),
			page.evaluate( () =>
				console.error(
					'Block validation failed for `cairn/star-rating`'
				)
			),
		] );
		const visitor = await visitAsVisitor( browser, '/' );
		await Promise.all( [
			visitor.waitForEvent( 'pageerror' ),
			visitor.addScriptTag( {
				content: "throw new Error( 'thrown by a visitor’s page' );",
			} ),
		] );
		// A console error that is not Cairn's is someone else's to fix.
		await Promise.all( [
			page.waitForEvent( 'console' ),
			page.evaluate( () => console.error( 'a theme’s own error' ) ),
		] );

		// PHP writes its warnings to the site's debug.log as below; the
		// plugin is linked into the site and PHP names its real path.
		const root = process.env.CAIRN_SITE_ROOT;
		expect( root, 'tools/test-e2e.mjs names the site' ).toBeTruthy();
		fs.appendFileSync(
			path.join( root as string, 'wp-content/debug.log' ),
			`[26-Nov-2026 12:00:00 UTC] PHP Warning:  Undefined variable $nothing in ${ path.join(
				process.cwd(),
				'includes/class-plugin.php'
			) } on line 1\n` +
				// Another plugin's warning is not Cairn's.
				`[26-Nov-2026 12:00:00 UTC] PHP Warning:  Undefined variable $x in /elsewhere/wp-content/plugins/other/other.php on line 1\n`
		);
		await visitor.context().close();
	} );
} );
