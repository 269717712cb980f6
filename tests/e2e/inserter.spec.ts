/**
 * A new site owner's first hour: every Cairn block in production is in the
 * inserter on a fresh site, found by its title. The list comes from the
 * blocks' own manifests (src/<block>/block.json) and the stages the site
 * prints, so that a new block is checked without being named here.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { Editor } from './utils/test';
import { allowBlockStages } from './utils/blocks';

/** What the test reads of a block's manifest. */
interface Manifest {
	name: string;
	title: string;
	parent?: string[];
	ancestor?: string[];
	variations?: Array< {
		name: string;
		title: string;
		isDefault?: boolean;
		scope?: string[];
	} >;
}

/** Every block folder's manifest. */
const MANIFESTS: Manifest[] = fs
	.readdirSync( path.join( process.cwd(), 'src' ), { withFileTypes: true } )
	.filter( ( entry ) => entry.isDirectory() )
	.map( ( entry ) =>
		path.join( process.cwd(), 'src', entry.name, 'block.json' )
	)
	.filter( ( file ) => fs.existsSync( file ) )
	.map( ( file ) => JSON.parse( fs.readFileSync( file, 'utf8' ) ) );

/**
 * The title the inserter shows: a default variation offered in the
 * inserter takes the block's place there, with its own title.
 *
 * @param manifest The block's manifest.
 * @return The title.
 */
function inserterTitle( manifest: Manifest ): string {
	const standIn = manifest.variations?.find(
		( variation ) =>
			variation.isDefault &&
			( ! variation.scope || variation.scope.includes( 'inserter' ) )
	);
	return standIn?.title ?? manifest.title;
}

/**
 * The class the inserter gives a block's item (or one of its variations'),
 * as a pattern.
 *
 * @param name The block's name.
 * @return The pattern.
 */
function itemClass( name: string ): RegExp {
	const slug = name.replace( '/', '-' );
	return new RegExp(
		`(^|\\s)editor-block-list-item-${ slug }(/[\\w-]+)?(\\s|$)`
	);
}

/**
 * Searches the inserter for a title and waits for the block's own item
 * among the results (another plugin's or core's block may share the title).
 *
 * @param page     The editor page.
 * @param manifest The block.
 */
async function expectInInserter( page: Page, manifest: Manifest ) {
	const title = inserterTitle( manifest );
	const toggle = page
		.getByRole( 'toolbar', { name: 'Document tools' } )
		.getByRole( 'button', { name: 'Block Inserter', exact: true } );
	if ( ( await toggle.getAttribute( 'aria-pressed' ) ) !== 'true' ) {
		await toggle.click();
	}
	await page.getByRole( 'searchbox', { name: /Search/ } ).fill( title );
	// Among every option the inserter shows (inside a parent that allows
	// few blocks the results have no group), by its text: a dashicon's
	// glyph would join the accessible name.
	const options = page.getByRole( 'option' );
	await expect
		.poll(
			async () =>
				(
					await options.evaluateAll( ( items ) =>
						items.map( ( item ) => ( {
							text: ( item.textContent ?? '' ).trim(),
							className: item.className,
						} ) )
					)
				).some(
					( item ) =>
						item.text === title &&
						itemClass( manifest.name ).test( item.className )
				),
			{
				message: `${ manifest.name } is offered as “${ title }”`,
				// The results follow the search within a frame or two; the
				// default's first waits (100, 250, 500 ms) would spend more
				// than the search for each of the 30-odd blocks.
				intervals: [ 50 ],
			}
		)
		.toBe( true );
}

/**
 * Puts a block's parent in the post and selects the parent's first inner
 * block, so that the inserter offers what goes inside it.
 *
 * @param editor The editor fixture.
 * @param parent The parent block's name.
 */
async function insideParent( editor: Editor, parent: string ) {
	await editor.insertBlock( { name: parent } );
	await editor.page.waitForFunction( ( name ) => {
		// `wp` is the editor's global; it has no type declarations here.
		const { data } = ( window as unknown as { wp: any } ).wp;
		const blocks = data.select( 'core/block-editor' ).getBlocks();
		const found = blocks.find(
			( block: { name: string } ) => block.name === name
		);
		return found?.innerBlocks.length > 0;
	}, parent );
	await editor.page.evaluate( ( name ) => {
		// `wp` is the editor's global; it has no type declarations here.
		const { data } = ( window as unknown as { wp: any } ).wp;
		const found = data
			.select( 'core/block-editor' )
			.getBlocks()
			.find( ( block: { name: string } ) => block.name === name );
		data.dispatch( 'core/block-editor' ).selectBlock(
			found.innerBlocks[ 0 ].clientId
		);
	}, parent );
}

test.describe( 'Inserter on a fresh site', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		// The default: production blocks only.
		await allowBlockStages( requestUtils, '' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'offers every Cairn block in production, found by its title', async ( {
		admin,
		editor,
		page,
	} ) => {
		test.setTimeout( 180_000 );
		await admin.createNewPost();
		const site = await page.evaluate( () => {
			const data = (
				window as unknown as {
					cairnEditorData: {
						blocks: string[];
						stages: { stages: Record< string, string > };
					};
				}
			 ).cairnEditorData;
			return { blocks: data.blocks, stages: data.stages.stages };
		} );

		// Every block folder is registered on a fresh site, and the ones
		// in production are all of those the stage list does not name.
		const names = MANIFESTS.map( ( manifest ) => manifest.name ).sort();
		expect( names.length ).toBeGreaterThan( 30 );
		expect( [ ...site.blocks ].sort() ).toEqual( names );
		const production = MANIFESTS.filter(
			( manifest ) =>
				! site.stages[ manifest.name.slice( 'cairn/'.length ) ]
		);
		expect(
			production.map( ( manifest ) => manifest.name ).sort()
		).toEqual( names );

		const topLevel = production.filter(
			( manifest ) => ! manifest.parent && ! manifest.ancestor
		);
		for ( const manifest of topLevel ) {
			await expectInInserter( page, manifest );
		}

		// A child block is offered inside its parent.
		const children = production.filter(
			( manifest ) => manifest.parent || manifest.ancestor
		);
		const parents = [
			...new Set(
				children.map(
					( manifest ) =>
						( manifest.parent ?? manifest.ancestor ?? [] )[ 0 ]
				)
			),
		];
		for ( const parent of parents ) {
			await page.keyboard.press( 'Escape' );
			await insideParent( editor, parent );
			for ( const manifest of children.filter(
				( child ) =>
					( child.parent ?? child.ancestor ?? [] )[ 0 ] === parent
			) ) {
				await expectInInserter( page, manifest );
			}
		}
		console.log(
			`[inserter] ${ topLevel.length } top-level and ${ children.length } child blocks found by title`
		);
	} );
} );
