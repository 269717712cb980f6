/**
 * A Playwright reporter that writes each failed test, with the first lines of
 * its error, to the file tools/test-e2e.mjs names in CAIRN_E2E_FAILURES: the
 * runner prints them again at the very end of `npm test`, where a CI log cut
 * to its last lines still shows which test failed and why.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

// Enough of an error to recognise it; the full one is in the list above it.
const ERROR_LINES = 6;

/**
 * Collects failed tests and writes them when the run ends.
 */
export default class FailureList implements Reporter {
	private readonly lines: string[] = [];

	onTestEnd( test: TestCase, result: TestResult ): void {
		if ( result.status === 'passed' || result.status === 'skipped' ) {
			return;
		}
		const where = `${ test.location.file.replace(
			/^.*tests\/e2e\//,
			'tests/e2e/'
		) }:${ test.location.line }`;
		this.lines.push(
			`✘ ${ where } › ${ test.titlePath().slice( 3 ).join( ' › ' ) } (${
				result.status
			})`
		);
		const message = result.errors
			.map( ( error ) => error.message ?? error.value ?? '' )
			.join( '\n' )
			// Colour codes make a CI log hard to read.

			.replace( /\u001b\[[0-9;]*m/g, '' );
		for ( const line of message
			.split( '\n' )
			.filter( ( text ) => text.trim() )
			.slice( 0, ERROR_LINES ) ) {
			this.lines.push( `    ${ line }` );
		}
	}

	onEnd(): void {
		const file = process.env.CAIRN_E2E_FAILURES;
		if ( file && this.lines.length ) {
			fs.mkdirSync( path.dirname( file ), { recursive: true } );
			fs.appendFileSync( file, this.lines.join( '\n' ) + '\n' );
		}
	}

	printsToStdio(): boolean {
		return false;
	}
}
