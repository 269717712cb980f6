/**
 * Cairn's build. The editor gets one script and one stylesheet for all of
 * Cairn, however many blocks there are; everything else loads on demand.
 *
 * - `index` (src/index.ts) registers every block: save, deprecations,
 *   transforms, icon and an `edit` that loads the block's editor code as a
 *   chunk (build/chunks/) the first time the block is shown. Its CSS
 *   (build/index.css) holds every block's editor and front-end styles, for
 *   the editor only.
 * - `<block>/style-index` is a block's front-end stylesheet, named by its
 *   block.json `viewStyle`: WordPress prints it only on pages that hold the
 *   block.
 * - `<block>/<name>` for each `viewScript` or `script` in a block.json.
 * - `settings/index` is the Settings → Cairn page.
 * - `convert-screen/index` is the Tools → Convert from Jetpack page.
 *
 * Blocks import shared code as `@cairn/shared/<path>`; webpack puts what
 * several chunks use in a chunk of its own, loaded once. `edit-chunks.php`
 * lists the files of each block's editor code, for the server to load a
 * post's blocks as the editor starts.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const RemoveEmptyScriptsPlugin = require( 'webpack-remove-empty-scripts' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const EagerModulesPlugin = require( './tools/webpack/eager-modules-plugin' );
const EditChunksPlugin = require( './tools/webpack/edit-chunks-plugin' );

const SRC = path.resolve( __dirname, 'src' );

/**
 * The script files a block.json names with `file:` in the given fields.
 *
 * @param {Object}   metadata A parsed block.json.
 * @param {string[]} fields   Field names.
 * @return {string[]} Paths relative to the block folder, e.g. `./view.ts`.
 */
function scriptFiles( metadata, fields ) {
	return fields
		.flatMap( ( field ) => [ metadata[ field ] ?? [] ].flat() )
		.filter( ( ref ) => ref.startsWith( 'file:' ) )
		.map( ( ref ) => ref.slice( 'file:'.length ) );
}

/**
 * One entry per front-end asset of every block folder in src/.
 *
 * @return {Object<string,string>} Entry name → source path.
 */
function blockEntries() {
	const entries = {};
	for ( const block of fs.readdirSync( SRC ) ) {
		const folder = path.join( SRC, block );
		const manifest = path.join( folder, 'block.json' );
		if ( ! fs.existsSync( manifest ) ) {
			continue;
		}
		if ( fs.existsSync( path.join( folder, 'style.scss' ) ) ) {
			entries[ `${ block }/style-index` ] = path.join(
				folder,
				'style.scss'
			);
		}
		const metadata = JSON.parse( fs.readFileSync( manifest, 'utf8' ) );
		for ( const file of scriptFiles( metadata, [
			'viewScript',
			'script',
		] ) ) {
			const name = path.basename( file ).replace( /\.[jt]sx?$/, '' );
			entries[ `${ block }/${ name }` ] = path.join( folder, file );
		}
	}
	return entries;
}

module.exports = {
	...defaultConfig,
	entry: () => ( {
		index: path.join( SRC, 'index.ts' ),
		...blockEntries(),
		'settings/index': './settings/index.tsx',
		'convert-screen/index': './convert-screen/index.tsx',
	} ),
	output: {
		...defaultConfig.output,
		// Chunks are found next to the script that asked for them.
		publicPath: 'auto',
		chunkFilename: 'chunks/[name].[contenthash:8].js',
	},
	performance: {
		// mapbox-gl is large by nature and loads only when a visitor uses a
		// map; `npm run size` and `npm run bench:map-bytes` watch sizes.
		assetFilter: ( file ) =>
			! /mapbox-gl/.test( file ) && ! file.endsWith( '.map' ),
	},
	optimization: {
		...defaultConfig.optimization,
		// webpack's own defaults: code that two lazy chunks use goes into a
		// chunk of its own. The stock config's `style` group is left out so
		// that the editor's CSS stays one file.
		splitChunks: {
			cacheGroups: {
				// Swiper's core as one chunk named for it, so that `npm run
				// size` and `npm run bench:slideshow-bytes` show its weight;
				// its modules stay in the chunks that ask for them (the fade
				// effect, for fading slideshows only).
				swiper: {
					test: /[\\/]node_modules[\\/]swiper[\\/](?!modules[\\/])/,
					name: 'slideshow-swiper-core',
					chunks: 'async',
					enforce: true,
				},
			},
		},
		// Chunk files named for what they hold (src_markdown_edit_tsx…).
		chunkIds: 'named',
	},
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...( defaultConfig.resolve?.alias ?? {} ),
			'@cairn/shared': path.resolve( __dirname, 'shared' ),
		},
	},
	plugins: [
		...defaultConfig.plugins,
		// A stylesheet entry needs no script of its own.
		new RemoveEmptyScriptsPlugin( {
			stage: RemoveEmptyScriptsPlugin.STAGE_AFTER_PROCESS_PLUGINS,
		} ),
		// For `npm run size`: what each block adds to the eager script.
		new EagerModulesPlugin( {
			entry: 'index',
			outFile: path.resolve(
				__dirname,
				'.cache/size/eager-modules.json'
			),
		} ),
		// For the server: which files each block's editor code needs, so that
		// a post's blocks load as the editor starts.
		new EditChunksPlugin( {
			src: SRC,
			outFile: path.resolve( __dirname, 'build/edit-chunks.php' ),
		} ),
	],
};
