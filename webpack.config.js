/**
 * Cairn's build: the stock @wordpress/scripts config (one entry per block.json
 * script under src/), plus two entries of our own.
 *
 * - `shared/index` is built once as the `cairn-shared` script handle and
 *   exposed as `window.cairn.shared`; blocks import `@cairn/shared`, which the
 *   dependency extraction plugin turns into that handle, so shared code is
 *   never copied into a block's bundle.
 * - `settings/index` is the Settings → Cairn page.
 */
const path = require( 'path' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const SHARED_REQUEST = '@cairn/shared';

const blockEntries = defaultConfig.entry;

module.exports = {
	...defaultConfig,
	entry: () => ( {
		...blockEntries(),
		'shared/index': {
			import: './shared/index.ts',
			library: { name: [ 'cairn', 'shared' ], type: 'window' },
		},
		'settings/index': './settings/index.tsx',
	} ),
	output: {
		...defaultConfig.output,
		// Lazy chunks (markdown-it, …) are found next to the script that asked for them.
		publicPath: 'auto',
		chunkFilename: 'chunks/[name].[contenthash:8].js',
		// The entry function sets a library on `shared/index`; webpack must be
		// told up front that this library type is used.
		enabledLibraryTypes: [ 'window' ],
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...( defaultConfig.resolve?.alias ?? {} ),
			[ SHARED_REQUEST ]: path.resolve( __dirname, 'shared/index.ts' ),
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal( request ) {
				return request === SHARED_REQUEST
					? [ 'cairn', 'shared' ]
					: undefined;
			},
			requestToHandle( request ) {
				return request === SHARED_REQUEST ? 'cairn-shared' : undefined;
			},
		} ),
	],
};
