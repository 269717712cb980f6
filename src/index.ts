/**
 * Cairn's one editor script: registers every block in this folder (each
 * folder's index.ts) and every editor extension. A block's editor code is a
 * chunk that loads when the block is first shown; what is here is what the
 * parser needs to read saved posts (save, deprecations) plus the block's
 * icon and transforms.
 *
 * Adding a block is adding a folder: the contexts below find it.
 */

/**
 * Internal dependencies
 */
import { registerCairnBlock } from '@cairn/shared/blocks/register-block';
import type { CairnBlockModule } from '@cairn/shared/blocks/register-block';
import { registerEditorHeaderMiddleware } from './editor-header-middleware';
import { registerPreloadedAnswers } from './preloaded-answers';

// Every same-origin call from the editor says it comes from the editor.
registerEditorHeaderMiddleware();
// What the post's blocks ask as they open was answered with the page.
registerPreloadedAnswers();

/*
 * The editor stylesheet: each block's front-end styles, then its editor
 * styles, so that editor rules win. Built into one file (build/index.css);
 * visitors get each block's style.scss alone, and only where the block is.
 */
const styles = require.context(
	'.',
	true,
	/^\.\/[^/]+\/(style|editor)\.scss$/
);
const byBlockThenStyleFirst = ( key: string ) =>
	key.replace( /\/style\.scss$/, '/0' ).replace( /\/editor\.scss$/, '/1' );
styles
	.keys()
	.sort( ( a, b ) =>
		byBlockThenStyleFirst( a ).localeCompare( byBlockThenStyleFirst( b ) )
	)
	.forEach( ( key ) => styles( key ) );

const blocks = require.context( '.', true, /^\.\/[^/]+\/index\.ts$/ );
for ( const key of blocks.keys() ) {
	registerCairnBlock( blocks( key ) as CairnBlockModule );
}

// Extensions register their own filters when their module runs.
const extensions = require.context(
	'../extensions',
	true,
	/^\.\/[^/]+\/index\.ts$/
);
extensions.keys().forEach( ( key ) => extensions( key ) );
