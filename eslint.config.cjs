/**
 * ESLint: the @wordpress/scripts defaults, with the unit-test rules applied to
 * TypeScript tests too, and Node globals for the tooling scripts.
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );
const defaults = require( '@wordpress/scripts/config/eslint.config.cjs' );
const globals = require( 'globals' );
const { noDocumentPointers } = require( './tools/lint/document-pointers.cjs' );

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
	{
		// Comments and texts of product code state the rule itself, never a
		// pointer to a document outside the repository
		// (tests/tools/document-pointers.test.ts checks PHP the same way).
		files: [
			'{src,shared,extensions,settings,convert-screen}/**/*.{ts,tsx,js}',
		],
		ignores: [ '**/test/**', '**/?(*.)test.{ts,tsx}' ],
		plugins: {
			cairn: { rules: { 'no-document-pointers': noDocumentPointers } },
		},
		rules: { 'cairn/no-document-pointers': 'error' },
	},
	{
		// Every client path to Cairn's REST API comes from the route table,
		// which a PHP test holds against the routes the server registers: a
		// path spelled anywhere else escapes that check.
		files: [
			'{src,shared,extensions,settings,convert-screen}/**/*.{ts,tsx,js}',
		],
		ignores: [
			'shared/api/routes.ts',
			'**/test/**',
			'**/?(*.)test.{ts,tsx}',
		],
		rules: {
			'no-restricted-syntax': [
				'error',
				{
					selector: 'Literal[value=/cairn\\/v1/]',
					message:
						"Take Cairn's REST paths from the route table (shared/api/routes.ts).",
				},
				{
					selector: 'TemplateElement[value.raw=/cairn\\/v1/]',
					message:
						"Take Cairn's REST paths from the route table (shared/api/routes.ts).",
				},
			],
		},
	},
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
		// The local service stand-ins are type-checked from their JSDoc
		// (tests/servers/tsconfig.json), which uses TypeScript's syntax; their
		// Jest tests run in Node, which Jest reads from the docblock.
		files: [ 'tests/servers/**/*.{mjs,ts}' ],
		settings: {
			jsdoc: { mode: 'typescript' },
		},
		rules: {
			'jsdoc/check-tag-names': [
				'error',
				{ definedTags: [ 'jest-environment', 'import' ] },
			],
		},
	},
	{
		// A unit test that needs Node's Blob, structured clone or object URLs
		// (jsdom lacks the last two) names its environment in its docblock.
		files: [ '**/test/*.test.{ts,tsx}' ],
		rules: {
			'jsdoc/check-tag-names': [
				'error',
				{ definedTags: [ 'jest-environment' ] },
			],
		},
	},
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
	{
		// Every browser test takes `test` from tests/e2e/utils/test.ts, whose
		// fixture fails a test on page errors, Cairn's console errors and PHP
		// warnings; the package's own `test` would skip that check.
		files: [ 'tests/e2e/**/*.spec.ts' ],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@wordpress/e2e-test-utils-playwright',
							message:
								"Import from './utils/test', which fails the test on page errors and PHP warnings.",
						},
					],
				},
			],
		},
	},
];
