/**
 * Jest: the @wordpress/scripts unit preset, with `@cairn/shared/<path>`
 * resolved to shared/<path> as the build does.
 */
const os = require( 'node:os' );
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [
		'<rootDir>/src',
		'<rootDir>/shared',
		'<rootDir>/extensions',
		'<rootDir>/settings',
		'<rootDir>/convert-screen',
		'<rootDir>/tests',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/tests/e2e/',
		'<rootDir>/tests/bench/',
		'<rootDir>/build/',
	],
	// uuid, marked, parsel-js, @wordpress/theme and @wordpress/ui ship only ES modules (some as .mjs),
	// which Jest must transform like our own code.
	transform: {
		'\\.[mc]?[jt]sx?$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|marked|parsel-js|@wordpress/theme|@wordpress/ui)/)',
	],
	moduleNameMapper: {
		...( defaultConfig.moduleNameMapper ?? {} ),
		'^@cairn/shared/(.*)$': '<rootDir>/shared/$1',
		// npm nests older copies of some @wordpress packages under others;
		// WordPress has one copy of each, so tests must too (two copies of a
		// package register the same data store twice).
		'^@wordpress/(block-editor|blocks|components|compose|core-data|data|editor|element|i18n|icons|keyboard-shortcuts|notices|preferences|rich-text)$':
			'<rootDir>/node_modules/@wordpress/$1',
	},
	// Jest's default leaves one core free, which on a 2-core machine runs the
	// suites one by one while a second core waits: the suites transform and
	// render, never touch a shared resource, so two run side by side.
	maxWorkers: Math.max( 2, os.availableParallelism() - 1 ),
	// Room for the waits above (tests/jest.setup.ts) on a busy machine.
	testTimeout: 15_000,
	setupFiles: [ '<rootDir>/tests/jest.globals.ts' ],
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv ?? [] ),
		'<rootDir>/tests/jest.setup.ts',
	],
};
