/**
 * Jest: the @wordpress/scripts unit preset, with `@cairn/shared` resolved to
 * the source (the build resolves it to the `cairn-shared` script handle).
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	roots: [ '<rootDir>/src', '<rootDir>/shared', '<rootDir>/extensions', '<rootDir>/settings', '<rootDir>/tests' ],
	testPathIgnorePatterns: [ '/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/build/' ],
	moduleNameMapper: {
		...( defaultConfig.moduleNameMapper ?? {} ),
		'^@cairn/shared$': '<rootDir>/shared/index.ts',
	},
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv ?? [] ),
		'<rootDir>/tests/jest.setup.ts',
	],
};
