/**
 * A post that the site's conversion saved opens as it was saved, on a site
 * where no service is set up (no Stripe, Mapbox, Instagram, Mailchimp or
 * AI provider): every Jetpack fixture of tests/fixtures/jetpack, videos
 * included, converted by the whole-site conversion (the Tools screen's
 * route), then opened in the editor. No block is invalid, no page fails
 * (the `test` fixture fails the test on a page error), nothing is added,
 * removed or changed, and the post is not dirty.
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
import { INVALID_WARNING } from './utils/blocks';
import { watchNetwork } from './utils/network';
import { replaceServices } from './utils/settings';

const FIXTURES = path.join( __dirname, '..', 'fixtures', 'jetpack' );

/** Every Jetpack fixture, one after the other, as one post. */
const jetpackContent = fs
	.readdirSync( FIXTURES )
	.filter(
		( file ) =>
			file.endsWith( '.html' ) && ! file.endsWith( '.converted.html' )
	)
	.sort()
	.map( ( file ) => fs.readFileSync( path.join( FIXTURES, file ), 'utf8' ) )
	.join( '\n\n' );

/** A block as compared: its name, attributes and inner blocks. */
type Shape = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: Shape[];
};

/** One post's report from the whole-site conversion. */
type PostReport = { id: number; saved: boolean };

test.describe( 'A converted post opens unchanged', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		// No service set up: the settings of earlier tests are cleared.
		await replaceServices( requestUtils, {} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'every converted Jetpack fixture opens with no service set up: no invalid block, none changed, not dirty', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		// Every converted block mounts in one editor.
		test.slow();
		const post = await requestUtils.createPost( {
			title: 'Made with Jetpack, converted by the site',
			content: jetpackContent,
			status: 'draft',
			date_gmt: new Date().toISOString(),
		} );
		// The whole-site conversion, on this post alone (the next post after
		// the one before it, one post per batch).
		const batch = await requestUtils.rest< { posts: PostReport[] } >( {
			method: 'POST',
			path: '/cairn/v1/jetpack/site/batch',
			data: { after: post.id - 1, size: 1, dry_run: false },
		} );
		expect(
			batch.posts.map( ( { id, saved } ) => ( { id, saved } ) )
		).toEqual( [ { id: post.id, saved: true } ] );
		const saved = await requestUtils.rest< {
			content: { raw: string };
		} >( {
			path: `/wp/v2/posts/${ post.id }`,
			params: { context: 'edit' },
		} );
		const content = saved.content.raw;
		expect( content ).toContain( '<!-- wp:cairn/' );

		// The converted donations block's first-time modal has been seen.
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/users/me',
			data: { meta: { cairn_donation_warning_dismissed: true } },
		} );

		const pending = watchNetwork( page );
		await admin.editPost( post.id );
		await page.waitForFunction(
			() =>
				// `wp` is the editor's global; it has no type declarations here.
				( window as unknown as { wp?: any } ).wp?.data
					?.select( 'core/editor' )
					.__unstableIsEditorReady?.() &&
				( window as unknown as { wp: any } ).wp.data
					.select( 'core/block-editor' )
					.getBlocks().length > 0
		);
		// Every block's editor has arrived and drawn, and nothing it asked
		// for is still on its way.
		await expect
			.poll(
				async () => ( {
					loading: await editor.canvas
						.locator( '.cairn-block-loading, .components-spinner' )
						.count(),
					spinners: await page
						.locator( '.components-spinner' )
						.count(),
					pending: pending(),
				} ),
				{ timeout: 120_000 }
			)
			.toEqual( { loading: 0, spinners: 0, pending: [] } );

		const state = await page.evaluate( ( raw ) => {
			// `wp` is the editor's global; it has no type declarations here.
			const { data, blocks: blocksApi } = (
				window as unknown as { wp: any }
			 ).wp;
			type Block = Shape & { isValid: boolean; innerBlocks: Block[] };
			const shape = ( block: Block ): Shape => ( {
				name: block.name,
				attributes: JSON.parse( JSON.stringify( block.attributes ) ),
				innerBlocks: block.innerBlocks.map( shape ),
			} );
			const invalid: string[] = [];
			const names: string[] = [];
			const walk = ( list: Block[] ) =>
				list.forEach( ( block ) => {
					names.push( block.name );
					if ( ! block.isValid ) {
						invalid.push( block.name );
					}
					walk( block.innerBlocks );
				} );
			const current: Block[] = data
				.select( 'core/block-editor' )
				.getBlocks();
			walk( current );
			const parsed: Block[] = blocksApi.parse( raw );
			return {
				names,
				invalid,
				dirty: data.select( 'core/editor' ).isEditedPostDirty(),
				blocks: current.map( shape ),
				saved: parsed.map( shape ),
				serialized: blocksApi.serialize( current ),
				savedSerialized: blocksApi.serialize( parsed ),
			};
		}, content );

		// The post holds the converted blocks, a video among them.
		expect( state.names.length ).toBeGreaterThan( 60 );
		expect( state.names ).toContain( 'cairn/video' );
		expect( state.invalid ).toEqual( [] );
		await expect( page.getByText( INVALID_WARNING ) ).toHaveCount( 0 );
		// No block replaced, removed or changed, inner blocks included.
		expect( state.blocks ).toEqual( state.saved );
		expect( state.serialized ).toBe( state.savedSerialized );
		expect( state.dirty ).toBe( false );
	} );
} );
