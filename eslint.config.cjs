/**
 * ESLint: the @wordpress/scripts defaults, with the unit-test rules applied to
 * TypeScript tests too, and Node globals for the tooling scripts.
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );
const defaults = require( '@wordpress/scripts/config/eslint.config.cjs' );
const globals = require( 'globals' );

module.exports = [
	{
		ignores: [
			'**/build/**',
			'**/node_modules/**',
			'.cache/**',
			'test-results/**',
			'playwright-report/**',
		],
	},
	...defaults,
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [
			'**/test/**/*.{ts,tsx}',
			'**/?(*.)test.{ts,tsx}',
			'tests/*.ts',
			'tests/fixtures/**/*.ts',
		],
	} ) ),
	{
		files: [ 'tests/fixtures/**/*.ts' ],
		rules: {
			// The fixture runner asserts through its own comparison helper.
			'jest/expect-expect': [
				'error',
				{ assertFunctionNames: [ 'expect', 'expectGenerated' ] },
			],
		},
	},
	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.{ts,js,mjs}' ],
	} ) ),
	{
		files: [
			'tools/**/*.{js,mjs,cjs}',
			'tests/e2e/**/*.{ts,mjs}',
			'*.config.{js,cjs,mjs,ts}',
		],
		languageOptions: { globals: { ...globals.node } },
		rules: {
			'no-console': 'off',
			'import/no-extraneous-dependencies': 'off',
		},
	},
];
