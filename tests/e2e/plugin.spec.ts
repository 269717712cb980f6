/**
 * Smoke test: Cairn is active on the test site and the post editor loads
 * every one of its blocks without a script error.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { insertFromInserter } from './utils/blocks';

/**
 * The blocks Cairn has: the name in each block folder's block.json.
 *
 * @return The names, sorted.
 */
function blockNames(): string[] {
	const src = path.join( process.cwd(), 'src' );
	return fs
		.readdirSync( src )
		.map( ( folder ) => path.join( src, folder, 'block.json' ) )
		.filter( ( file ) => fs.existsSync( file ) )
		.map(
			( file ) =>
				(
					JSON.parse( fs.readFileSync( file, 'utf8' ) ) as {
						name: string;
					}
				 ).name
		)
		.sort();
}

type BlockTypeSummary = {
	name: string;
	title: string;
	category: string;
	parent?: string[];
};

test.describe( 'Cairn plugin', () => {
	test( 'is active', async ( { requestUtils } ) => {
		const plugin = await requestUtils.rest< { status: string } >( {
			path: '/wp/v2/plugins/cairn/plugin',
		} );
		expect( plugin.status ).toBe( 'active' );
	} );

	test( 'loads its blocks in the post editor without errors', async ( {
		admin,
		editor,
		page,
	} ) => {
		const scriptErrors: string[] = [];
		page.on( 'pageerror', ( error ) => scriptErrors.push( error.message ) );
		const failedAssets: string[] = [];
		page.on( 'response', ( response ) => {
			if (
				response.url().includes( '/wp-content/plugins/cairn/' ) &&
				response.status() >= 400
			) {
				failedAssets.push(
					`${ response.status() } ${ response.url() }`
				);
			}
		} );

		await admin.createNewPost();

		const cairnBlocks = await page.evaluate( () => {
			// `wp` is the editor's global; it has no type declarations here.
			const { blocks } = ( window as unknown as { wp: any } ).wp;
			return ( blocks.getBlockTypes() as BlockTypeSummary[] )
				.filter( ( block ) => block.name.startsWith( 'cairn/' ) )
				.map( ( { name, title, category, parent } ) => ( {
					name,
					title,
					category,
					parent,
				} ) );
		} );
		// Every block folder's block, registered in the editor: none missing.
		expect( cairnBlocks.map( ( block ) => block.name ).sort() ).toEqual(
			blockNames()
		);
		for ( const block of cairnBlocks ) {
			expect( block.category ).toMatch(
				/^cairn(-forms|-monetize|-grow)?$/
			);
		}

		// Find the first Cairn block that can stand at the top of a post in
		// the inserter, as a person would.
		const [ first ] = cairnBlocks.filter( ( block ) => ! block.parent );
		await insertFromInserter( page, first.title );

		await expect(
			editor.canvas.locator( `[data-type="${ first.name }"]` )
		).toBeVisible();
		expect( scriptErrors ).toEqual( [] );
		expect( failedAssets ).toEqual( [] );
	} );

	test( "adds one script and one stylesheet to the editor's start, and a block's editor code only when the block is used", async ( {
		admin,
		editor,
		page,
	} ) => {
		const cairnFiles: string[] = [];
		page.on( 'request', ( request ) => {
			const match = /\/wp-content\/plugins\/cairn\/build\/([^?]+)/.exec(
				request.url()
			);
			if ( match ) {
				cairnFiles.push( match[ 1 ] );
			}
		} );

		await admin.createNewPost();
		await expect( editor.canvas.locator( 'body' ) ).toBeVisible();

		expect( [ ...new Set( cairnFiles ) ].sort() ).toEqual( [
			'index.css',
			'index.js',
		] );
		// The blocks are styled where they are: in the canvas.
		await expect(
			editor.canvas.locator(
				'link[href*="/plugins/cairn/build/index.css"]'
			)
		).toHaveCount( 1 );

		await insertFromInserter( page, 'Business hours' );
		await expect(
			editor.canvas.locator( '[data-type="cairn/business-hours"]' )
		).toBeVisible();
		expect(
			cairnFiles.filter( ( file ) =>
				file.startsWith( 'chunks/src_business-hours_edit' )
			)
		).toHaveLength( 1 );
		expect(
			cairnFiles.filter( ( file ) =>
				file.startsWith( 'chunks/src_markdown' )
			)
		).toEqual( [] );
	} );
} );
