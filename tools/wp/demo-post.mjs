/**
 * The demo post that `npm start` opens on: one of every Cairn block, made
 * from each block's main fixture, `src/<block>/test/fixtures/cairn__<block>.serialized.html`
 * (written by the fixture tests, so always valid saved markup), in block folder
 * order, each under a heading with the block's title. A new block joins it by
 * having that fixture; a block without one is left out with a warning.
 *
 * tools/wp/demo-post.php saves it and turns the editor's welcome guide off.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from './core.mjs';

/** The ID the demo post gets on a fresh site (CAIRN_DEMO_POST_ID in demo-post.php). */
export const DEMO_POST_ID = 100;

/** The demo post's editor, relative to the site's address. */
export const DEMO_EDITOR_PATH = `/wp-admin/post.php?post=${ DEMO_POST_ID }&action=edit`;

function escapeHtml( text ) {
	return String( text )
		.replaceAll( '&', '&amp;' )
		.replaceAll( '<', '&lt;' )
		.replaceAll( '>', '&gt;' );
}

function heading( text ) {
	return `<!-- wp:heading -->\n<h2 class="wp-block-heading">${ escapeHtml(
		text
	) }</h2>\n<!-- /wp:heading -->`;
}

/**
 * The demo post's content.
 *
 * @param {Function} [warn] Receives a message per block left out.
 * @return {{content: string, blocks: string[], skipped: string[]}} Saved markup and the blocks in it.
 */
export function demoPostContent(
	warn = ( message ) => process.stderr.write( `${ message }\n` )
) {
	const src = path.join( REPO_ROOT, 'src' );
	const parts = [
		'<!-- wp:paragraph -->\n<p>One of every Cairn block, made from each block’s test fixture (src/&lt;block&gt;/test/fixtures/). Edit freely: <code>npm start</code> makes this post afresh each time.</p>\n<!-- /wp:paragraph -->',
	];
	const blocks = [];
	const skipped = [];
	const folders = fs
		.readdirSync( src, { withFileTypes: true } )
		.filter( ( entry ) => entry.isDirectory() )
		.map( ( entry ) => entry.name )
		.filter( ( name ) =>
			fs.existsSync( path.join( src, name, 'block.json' ) )
		)
		.sort();
	for ( const name of folders ) {
		const fixture = path.join(
			src,
			name,
			'test/fixtures',
			`cairn__${ name }.serialized.html`
		);
		if ( ! fs.existsSync( fixture ) ) {
			skipped.push( name );
			warn(
				`Demo post: ${ name } left out, it has no ${ path.relative(
					REPO_ROOT,
					fixture
				) } (npm run fixtures:regenerate writes it).`
			);
			continue;
		}
		let title = name;
		try {
			title =
				JSON.parse(
					fs.readFileSync(
						path.join( src, name, 'block.json' ),
						'utf8'
					)
				).title || name;
		} catch {
			// Keep the folder name.
		}
		parts.push( heading( title ) );
		parts.push( fs.readFileSync( fixture, 'utf8' ).trim() );
		blocks.push( name );
	}
	return { content: parts.join( '\n\n' ), blocks, skipped };
}

/**
 * A PHP single-quoted string literal.
 *
 * @param {string} value Text.
 * @return {string} PHP source.
 */
export function phpString( value ) {
	return `'${ String( value )
		.replaceAll( '\\', '\\\\' )
		.replaceAll( "'", "\\'" ) }'`;
}

/**
 * The Playground blueprint step that saves the demo post.
 *
 * @param {string} content    demoPostContent().content.
 * @param {string} pluginPath The plugin's folder inside Playground.
 * @return {Object} A `runPHP` step.
 */
export function demoPostStep(
	content,
	pluginPath = '/wordpress/wp-content/plugins/cairn'
) {
	return {
		step: 'runPHP',
		code: [
			'<?php',
			"require_once '/wordpress/wp-load.php';",
			`require_once ${ phpString( `${ pluginPath }/tools/wp/demo-post.php` ) };`,
			`if ( ! cairn_demo_post( ${ phpString( content ) } ) ) {`,
			"\tthrow new Exception( 'The demo post could not be saved.' );",
			'}',
		].join( '\n' ),
	};
}
