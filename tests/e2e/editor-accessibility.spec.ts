/**
 * The editor's markup of every Cairn block passes axe with no serious or
 * critical violation, whether the block is selected or not: each block as
 * its main fixture saves it (src/<block>/test/fixtures/, as the demo post
 * of `npm start` holds them), and each block that may stand at the top of a
 * post inserted afresh, as the inserter adds it. axe runs on the editor's
 * canvas (its iframe), scoped to Cairn's blocks: core's own markup is
 * core's to answer for.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { allowBlockStages } from './utils/blocks';

const DEMO_POST = pathToFileURL(
	path.join( process.cwd(), 'tools/wp/demo-post.mjs' )
).href;

/** The impacts that fail the test. */
const FAILING = [ 'serious', 'critical' ];

/** One violation as the test reports it. */
interface Finding {
	rule: string;
	impact: string;
	nodes: string[];
}

/**
 * The editor's canvas (its iframe), with axe loaded into it once: the
 * checks then run inside it, as many times as the test asks, without
 * loading axe's 500 KB again for each.
 *
 * @param page The editor page.
 * @return The canvas frame.
 */
async function canvasWithAxe( page: Page ): Promise< Frame > {
	const frame = page.frame( { name: 'editor-canvas' } );
	if ( ! frame ) {
		throw new Error( 'The editor has no canvas iframe.' );
	}
	await frame.evaluate( axe.source );
	return frame;
}

/**
 * axe's serious and critical violations inside one part of the canvas.
 *
 * @param canvas   The canvas, with axe loaded (canvasWithAxe()).
 * @param selector What to check, inside the canvas.
 * @return The violations, with the markup of each node.
 */
async function violations(
	canvas: Frame,
	selector: string
): Promise< Finding[] > {
	const found = await canvas.evaluate(
		async ( include ) =>
			(
				await ( window as unknown as { axe: typeof axe } ).axe.run(
					{
						include: [ include ],
						// Core's blocks inside Cairn's (a paragraph in Contact
						// info) are core's.
						exclude: [ '[data-type]:not([data-type^="cairn/"])' ],
					},
					// Only the violations are read: axe then details no
					// passing node. A frame inside the canvas (an embed's
					// preview) holds the other service's page, not Cairn's
					// markup; the frame element itself is checked here.
					{ resultTypes: [ 'violations' ], iframes: false }
				)
			).violations.map( ( violation ) => ( {
				rule: violation.id,
				impact: violation.impact ?? '',
				nodes: violation.nodes.map( ( node ) =>
					node.html.slice( 0, 200 )
				),
			} ) ),
		selector
	);
	return found.filter( ( finding ) => FAILING.includes( finding.impact ) );
}

test.describe( 'Editor accessibility', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		await allowBlockStages( requestUtils, 'experimental' );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await allowBlockStages( requestUtils, '' );
		await requestUtils.deleteAllPosts();
	} );

	test( 'every Cairn block passes axe in the editor, selected or not @full', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		test.setTimeout( 10 * 60 * 1000 );
		const { demoPostContent } = ( await import( DEMO_POST ) ) as {
			demoPostContent: ( warn: ( message: string ) => void ) => {
				content: string;
				blocks: string[];
			};
		};
		const { content, blocks } = demoPostContent( () => undefined );
		expect( blocks.length ).toBeGreaterThan( 25 );
		const post = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: { title: 'Every block', status: 'draft', content },
		} );
		await admin.editPost( post.id );

		// Each block that may stand at the top of a post, as the inserter adds it.
		const fresh = await page.evaluate( () => {
			// `wp` is the editor's global; it has no type declarations here.
			const { blocks: registry, data } = (
				window as unknown as { wp: any }
			 ).wp;
			const names = (
				registry.getBlockTypes() as Array< {
					name: string;
					parent?: string[];
					ancestor?: string[];
					supports?: { inserter?: boolean };
				} >
			 )
				.filter(
					( type ) =>
						type.name.startsWith( 'cairn/' ) &&
						! type.parent &&
						! type.ancestor &&
						type.supports?.inserter !== false
				)
				.map( ( type ) => type.name );
			data.dispatch( 'core/block-editor' ).insertBlocks(
				names.map( ( name ) => registry.createBlock( name ) )
			);
			data.dispatch( 'core/block-editor' ).clearSelectedBlock();
			return names;
		} );
		expect( fresh.length ).toBeGreaterThan( 20 );

		// Every block's editor code has loaded: no busy placeholder is left.
		const canvas = editor.canvas;
		await expect(
			canvas.locator( '[data-type^="cairn/"]' ).first()
		).toBeVisible();
		await expect( canvas.locator( '.cairn-block-loading' ) ).toHaveCount(
			0
		);

		const axeCanvas = await canvasWithAxe( page );
		const found: Record< string, Finding[] > = {};
		found[ 'nothing selected' ] = await violations(
			axeCanvas,
			'[data-type^="cairn/"]'
		);

		const clientIds = await page.evaluate( () => {
			// `wp` is the editor's global; it has no type declarations here.
			const { data } = ( window as unknown as { wp: any } ).wp;
			return (
				data.select( 'core/block-editor' ).getBlocks() as Array< {
					name: string;
					clientId: string;
				} >
			 )
				.filter( ( block ) => block.name.startsWith( 'cairn/' ) )
				.map( ( { name, clientId } ) => ( { name, clientId } ) );
		} );
		for ( const { name, clientId } of clientIds ) {
			await page.evaluate( ( id ) => {
				// `wp` is the editor's global; it has no type declarations here.
				( window as unknown as { wp: any } ).wp.data
					.dispatch( 'core/block-editor' )
					.selectBlock( id );
			}, clientId );
			const block = canvas.locator( `#block-${ clientId }` );
			await expect( block ).toHaveClass( /is-selected/ );
			found[ `${ name } selected` ] = await violations(
				axeCanvas,
				`#block-${ clientId }`
			);
		}
		expect(
			Object.fromEntries(
				Object.entries( found ).filter(
					( [ , findings ] ) => findings.length > 0
				)
			)
		).toEqual( {} );
	} );
} );
