/**
 * The post that `npm run bench:editor` opens: 200 top-level blocks, a mix of
 * core blocks and every Cairn block, plus the PHP that puts it and the bench's
 * cookie switch on a test site.
 */

/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { REPO_ROOT } from '../wp/core.mjs';

/** Class of the paragraph the typing measurement types into. */
export const TYPING_CLASS = 'cairn-bench-typing';

/** Name and value of the cookie that switches Cairn off for one request. */
export const OFF_COOKIE = { name: 'cairn_bench', value: 'off' };

// A 1×1 GIF: an image block with a picture, and no request for it.
const PIXEL =
	'data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

const paragraph = ( text, className ) =>
	className
		? `<!-- wp:paragraph {"className":"${ className }"} -->\n<p class="${ className }">${ text }</p>\n<!-- /wp:paragraph -->`
		: `<!-- wp:paragraph -->\n<p>${ text }</p>\n<!-- /wp:paragraph -->`;

// Core blocks as the editor saves them (valid markup on WordPress 6.8 and
// 7.1), taken in turn; `n` varies the text from one copy to the next.
const CORE_BLOCKS = [
	( n ) =>
		paragraph(
			`Paragraph ${ n }: the path climbs past the <strong>cairn</strong> and on to the ridge, where the <em>wind</em> turns.`
		),
	( n ) =>
		`<!-- wp:heading -->\n<h2 class="wp-block-heading">Section ${ n }</h2>\n<!-- /wp:heading -->`,
	( n ) => paragraph( `Another paragraph, number ${ n }, in plain text.` ),
	( n ) =>
		`<!-- wp:list -->\n<ul class="wp-block-list"><!-- wp:list-item -->\n<li>Item ${ n }</li>\n<!-- /wp:list-item -->\n\n<!-- wp:list-item -->\n<li>Item ${
			n + 1
		}</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->`,
	() =>
		`<!-- wp:image -->\n<figure class="wp-block-image"><img src="${ PIXEL }" alt=""/></figure>\n<!-- /wp:image -->`,
	( n ) =>
		`<!-- wp:quote -->\n<blockquote class="wp-block-quote"><!-- wp:paragraph -->\n<p>Quote ${ n }.</p>\n<!-- /wp:paragraph --><cite>A walker</cite></blockquote>\n<!-- /wp:quote -->`,
	( n ) =>
		`<!-- wp:columns -->\n<div class="wp-block-columns"><!-- wp:column -->\n<div class="wp-block-column">${ paragraph(
			`Left ${ n }`
		) }</div>\n<!-- /wp:column -->\n\n<!-- wp:column -->\n<div class="wp-block-column">${ paragraph(
			`Right ${ n }`
		) }</div>\n<!-- /wp:column --></div>\n<!-- /wp:columns -->`,
	( n ) =>
		`<!-- wp:group {"layout":{"type":"constrained"}} -->\n<div class="wp-block-group">${ paragraph(
			`Grouped ${ n }`
		) }</div>\n<!-- /wp:group -->`,
	() =>
		`<!-- wp:buttons -->\n<div class="wp-block-buttons"><!-- wp:button -->\n<div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Go</a></div>\n<!-- /wp:button --></div>\n<!-- /wp:buttons -->`,
	() =>
		`<!-- wp:separator -->\n<hr class="wp-block-separator has-alpha-channel-opacity"/>\n<!-- /wp:separator -->`,
	() =>
		`<!-- wp:code -->\n<pre class="wp-block-code"><code>npm start</code></pre>\n<!-- /wp:code -->`,
];

/**
 * Saved markup of every Cairn block fixture,
 * `src/<block>/test/fixtures/cairn__<block>*.serialized.html`: always valid,
 * and a new block's fixtures join the post without a change here.
 *
 * @return {{block: string, file: string, markup: string}[]} Fixtures, the
 *         plain `cairn__<block>.serialized.html` of each block first.
 */
export function cairnFixtures() {
	const src = path.join( REPO_ROOT, 'src' );
	const fixtures = [];
	for ( const block of fs.readdirSync( src ).sort() ) {
		const dir = path.join( src, block, 'test/fixtures' );
		if ( ! fs.existsSync( dir ) ) {
			continue;
		}
		for ( const file of fs.readdirSync( dir ).sort() ) {
			if ( /^cairn__.*\.serialized\.html$/.test( file ) ) {
				fixtures.push( {
					block,
					file: path.relative( REPO_ROOT, path.join( dir, file ) ),
					markup: fs
						.readFileSync( path.join( dir, file ), 'utf8' )
						.trim(),
					plain: file === `cairn__${ block }.serialized.html`,
				} );
			}
		}
	}
	// One of each block before any block's variants, so that every block is
	// in the post however few Cairn slots there are.
	return [
		...fixtures.filter( ( fixture ) => fixture.plain ),
		...fixtures.filter( ( fixture ) => ! fixture.plain ),
	];
}

/**
 * The bench post: `count` top-level blocks, every fourth one a Cairn block
 * (its fixtures in turn), the others core blocks in turn; the block in the
 * middle is the paragraph typed into.
 *
 * @param {number} count Top-level blocks.
 * @return {{content: string, blocks: number, cairn: number, names: string[]}}
 *         Post content and what it holds.
 */
export function benchPost( count = 200 ) {
	const fixtures = cairnFixtures();
	if ( ! fixtures.length ) {
		throw new Error( 'No Cairn fixtures found under src/*/test/fixtures.' );
	}
	const parts = [];
	const names = new Set();
	let core = 0;
	let cairn = 0;
	const middle = Math.floor( count / 2 );
	for ( let i = 0; i < count; i++ ) {
		if ( i === middle ) {
			parts.push(
				paragraph(
					'Type here: the bench adds its letters at the end of this paragraph.',
					TYPING_CLASS
				)
			);
		} else if ( i % 4 === 3 ) {
			const fixture = fixtures[ cairn++ % fixtures.length ];
			names.add( fixture.block );
			parts.push( fixture.markup );
		} else {
			parts.push( CORE_BLOCKS[ core % CORE_BLOCKS.length ]( core ) );
			core++;
		}
	}
	if ( cairn < new Set( fixtures.map( ( f ) => f.block ) ).size ) {
		throw new Error(
			`${ count } blocks leave no room for every Cairn block.`
		);
	}
	return {
		content: parts.join( '\n\n' ),
		blocks: count,
		cairn,
		names: [ ...names ].sort(),
	};
}

/**
 * A must-use plugin that takes Cairn out of the active plugins on requests
 * that carry the `cairn_bench=off` cookie: both states on one site, one
 * server, switched per browser context, with nothing reinstalled. Must-use
 * plugins load before WordPress reads `active_plugins`.
 */
const MU_PLUGIN = `<?php
/**
 * Plugin Name: Cairn editor bench switch
 * Description: Written by tools/bench-editor.mjs. Requests with the cookie ${ OFF_COOKIE.name }=${ OFF_COOKIE.value } run without Cairn.
 */
if ( isset( $_COOKIE['${ OFF_COOKIE.name }'] ) && '${ OFF_COOKIE.value }' === $_COOKIE['${ OFF_COOKIE.name }'] ) {
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) {
			return array_values( array_diff( (array) $plugins, array( 'cairn/plugin.php' ) ) );
		}
	);
}
`;

/**
 * Prepares a test site for the bench: the switch above, the bench post, and
 * the administrator's editor preferences (no welcome guide, no pattern
 * chooser), saved as user meta so that every fresh browser context gets them.
 *
 * @param {{root: string, url: string}} site    The site.
 * @param {string}                      content The bench post's content.
 * @return {{postId: number, wpVersion: string}} The post and WordPress version.
 */
export function prepareSite( site, content ) {
	fs.writeFileSync(
		path.join( site.root, 'wp-content/mu-plugins/cairn-bench-switch.php' ),
		MU_PLUGIN
	);
	const contentFile = path.join(
		site.root,
		'wp-content/cairn-bench-post.html'
	);
	fs.writeFileSync( contentFile, content );
	const script = `
		$_SERVER['HTTP_HOST'] = parse_url( ${ JSON.stringify(
			site.url
		) }, PHP_URL_HOST );
		require ${ JSON.stringify( path.join( site.root, 'wp-load.php' ) ) };
		wp_set_current_user( 1 );
		global $wpdb;
		update_user_meta( 1, $wpdb->get_blog_prefix() . 'persisted_preferences', array(
			'core' => array( 'enableChoosePatternModal' => false ),
			'core/edit-post' => array( 'welcomeGuide' => false, 'welcomeGuideTemplate' => false ),
			'_modified' => gmdate( 'Y-m-d\\TH:i:s.000\\Z' ),
		) );
		$id = wp_insert_post( wp_slash( array(
			'post_title'   => 'Cairn editor bench: 200 blocks',
			'post_content' => file_get_contents( ${ JSON.stringify( contentFile ) } ),
			'post_status'  => 'draft',
			'post_author'  => 1,
		) ), true );
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, $id->get_error_message() );
			exit( 1 );
		}
		echo $id, ' ', get_bloginfo( 'version' ), "\\n";
	`;
	const result = spawnSync( 'php', [ '-r', script ], { encoding: 'utf8' } );
	if ( result.status !== 0 ) {
		throw new Error(
			`Preparing the site failed: ${ result.stdout }${ result.stderr }`
		);
	}
	const [ postId, wpVersion ] = result.stdout
		.trim()
		.split( '\n' )
		.pop()
		.split( ' ' );
	return { postId: Number( postId ), wpVersion };
}
