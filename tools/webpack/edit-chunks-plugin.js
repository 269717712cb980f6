/**
 * Writes, after each build, which script files each block's editor code
 * needs (its `lazyEdit( () => import( './edit' ) )` chunk and the shared
 * chunks webpack split out of it), as `build/edit-chunks.php`:
 * `array( 'cairn/video' => array( 'chunks/src_video_edit_tsx.95d0ef56.js', … ) )`.
 *
 * The server reads it to start loading, as the editor's page loads, the
 * editor code of the Cairn blocks that the post being edited holds
 * (includes/class-editor-chunks.php), so that they are drawn when the editor
 * is ready rather than one chunk after another once it is.
 */
const fs = require( 'fs' );
const path = require( 'path' );

class EditChunksPlugin {
	/**
	 * @param {Object} options         Options.
	 * @param {string} options.src     The block folders' parent (src/).
	 * @param {string} options.outFile Where to write the map (PHP).
	 */
	constructor( { src, outFile } ) {
		this.src = src;
		this.outFile = outFile;
	}

	apply( compiler ) {
		compiler.hooks.afterEmit.tap( 'EditChunksPlugin', ( compilation ) => {
			const map = {};
			for ( const group of compilation.chunkGroups ) {
				if ( group.isInitial() ) {
					continue;
				}
				for ( const origin of group.origins ) {
					const resource = origin.module?.resource;
					if (
						! resource ||
						origin.request !== './edit' ||
						path.basename( resource ) !== 'index.ts' ||
						path.dirname( path.dirname( resource ) ) !== this.src
					) {
						continue;
					}
					const manifest = path.join(
						path.dirname( resource ),
						'block.json'
					);
					if ( ! fs.existsSync( manifest ) ) {
						continue;
					}
					const { name } = JSON.parse(
						fs.readFileSync( manifest, 'utf8' )
					);
					map[ name ] = group.chunks
						.flatMap( ( chunk ) => [ ...chunk.files ] )
						.filter( ( file ) => file.endsWith( '.js' ) )
						.sort();
				}
			}
			const names = Object.keys( map ).sort();
			const php = [
				'<?php',
				"// Written by tools/webpack/edit-chunks-plugin.js: the script files of each block's editor code.",
				'return array(',
				...names.map(
					( name ) =>
						`\t'${ name }' => array( ${ map[ name ]
							.map( ( file ) => `'${ file }'` )
							.join( ', ' ) } ),`
				),
				');',
				'',
			].join( '\n' );
			fs.mkdirSync( path.dirname( this.outFile ), { recursive: true } );
			fs.writeFileSync( this.outFile, php );
		} );
	}
}

module.exports = EditChunksPlugin;
