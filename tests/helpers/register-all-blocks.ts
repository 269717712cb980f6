/**
 * External dependencies
 */
import path from 'path';

/**
 * WordPress dependencies
 */
import { getCategories, setCategories } from '@wordpress/blocks';
import { registerCoreBlocks } from '@wordpress/block-library';

/**
 * Internal dependencies
 */
import { blockFolders, SOURCE_DIR } from '../fixtures/fixture-files';
import { registerTestBlock } from './register-block';

/**
 * Registers core's blocks and every Cairn block as the editor has them: with
 * Cairn's block categories (the server adds them through
 * `block_categories_all`) and the `jetpackLegacy` attribute that the server
 * declares on every Cairn block (Cairn\Jetpack\Legacy_Attribute).
 */
export function registerAllBlocks(): void {
	setCategories( [
		...getCategories(),
		...[ 'cairn', 'cairn-forms', 'cairn-monetize', 'cairn-grow' ].map(
			( slug ) => ( { slug, title: slug } )
		),
	] );
	registerCoreBlocks();
	// Each block's index registers it, as its editor script does in WordPress.
	for ( const folder of blockFolders() ) {
		const metadata = require(
			path.join( SOURCE_DIR, folder, 'block.json' )
		);
		registerTestBlock(
			{
				...metadata,
				attributes: {
					...metadata.attributes,
					jetpackLegacy: { type: 'object' },
				},
			},
			require( path.join( SOURCE_DIR, folder, 'index.ts' ) )
		);
	}
}
