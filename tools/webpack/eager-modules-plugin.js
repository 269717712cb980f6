/**
 * Writes, after each build, the source modules of the editor's one eager
 * script (the `index` entry) with their sizes, so that `npm run size` can say
 * how much of it each block costs. Sizes are of the compiled modules before
 * minification; the size script scales them to the minified, gzipped file.
 */
const fs = require( 'fs' );
const path = require( 'path' );

class EagerModulesPlugin {
	/**
	 * @param {Object} options         Options.
	 * @param {string} options.entry   The entry whose chunk to list.
	 * @param {string} options.outFile Where to write the list (JSON).
	 */
	constructor( { entry, outFile } ) {
		this.entry = entry;
		this.outFile = outFile;
	}

	apply( compiler ) {
		compiler.hooks.afterEmit.tap( 'EagerModulesPlugin', ( compilation ) => {
			const chunk = [ ...compilation.chunks ].find(
				( candidate ) => candidate.name === this.entry
			);
			if ( ! chunk ) {
				return;
			}
			const modules = [];
			const add = ( module ) => {
				// A concatenated module holds the modules it was made of.
				if ( module.modules ) {
					module.modules.forEach( add );
					return;
				}
				// A CSS module has no resource; its identifier ends with the
				// loaders' input, `…!/path/to/style.scss|0|…`.
				const resource =
					module.resource ||
					module.identifier().split( '!' ).pop().split( '|' )[ 0 ];
				modules.push( {
					path: path.relative( compiler.context, resource ),
					type: module.type,
					size: module.size(),
				} );
			};
			compilation.chunkGraph.getChunkModules( chunk ).forEach( add );
			fs.mkdirSync( path.dirname( this.outFile ), { recursive: true } );
			fs.writeFileSync(
				this.outFile,
				JSON.stringify( modules, null, 1 )
			);
		} );
	}
}

module.exports = EagerModulesPlugin;
