/**
 * Playwright for the benchmarks that need a browser and a site
 * (tests/bench): the browser tests' configuration with their own folder and
 * room for the time a figure takes. Run through tools/test-e2e.mjs by the
 * `bench:*` scripts, e.g. `npm run bench:gallery-bytes`.
 */

/**
 * External dependencies
 */
import { defineConfig } from '@playwright/test';

/**
 * Internal dependencies
 */
import base from './playwright.config';

export default defineConfig( {
	...base,
	testDir: 'tests/bench',
	grepInvert: undefined,
	timeout: 300_000,
} );
