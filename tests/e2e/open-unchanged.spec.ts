/**
 * Opening a post never changes it. The demo post of `npm start` (one of
 * every Cairn block, from each block's main fixture: tools/wp/demo-post.mjs)
 * is opened on a site with no service configured and none of the files its
 * blocks point to, by an administrator and by an Author whose post it is.
 * Once every block is drawn, the post is not dirty, no block changed or was
 * replaced, no dialog is open and no spinner is left.
 */

/**
 * External dependencies
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	test,
	expect,
	type Admin,
	type Editor,
	type RequestUtils,
} from './utils/test';
import { watchNetwork } from './utils/network';
import { replaceServices } from './utils/settings';
import { logIn } from './utils/users';

const DEMO_POST_MODULE = pathToFileURL(
	path.join( process.cwd(), 'tools/wp/demo-post.mjs' )
).href;

type DemoPostModule = {
	demoPostContent: ( warn?: ( message: string ) => void ) => {
		content: string;
		blocks: string[];
		skipped: string[];
	};
};

/** A block as the test compares it: its name, attributes and inner blocks. */
type Shape = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: Shape[];
};

/** What the editor holds once it has drawn the post. */
type Opened = {
	dirty: boolean;
	/** The blocks as the editor holds them. */
	blocks: Shape[];
	/** The saved content, parsed afresh in the same editor. */
	saved: Shape[];
	/** The blocks serialized, and the saved content parsed and serialized. */
	serialized: string;
	savedSerialized: string;
	invalid: string[];
};

/**
 * Opens a post in the editor and waits until every block is drawn: the
 * editor is ready, no block is a loading placeholder, no spinner is in the
 * canvas or the editor, and no request is in flight.
 *
 * @param admin  The admin fixture of the user's page.
 * @param editor The editor fixture of that page.
 * @param postId The post.
 */
async function openAndSettle( admin: Admin, editor: Editor, postId: number ) {
	const pending = watchNetwork( editor.page );
	await admin.editPost( postId );
	await editor.page.waitForFunction(
		() =>
			// `wp` is the editor's global; it has no type declarations here.
			( window as unknown as { wp?: any } ).wp?.data
				?.select( 'core/editor' )
				.__unstableIsEditorReady?.() &&
			( window as unknown as { wp: any } ).wp.data
				.select( 'core/block-editor' )
				.getBlocks().length > 0
	);
	const spinners = editor.canvas.locator(
		'.cairn-block-loading, .components-spinner'
	);
	await expect
		.poll(
			async () => ( {
				spinners: await spinners.count(),
				editorSpinners: await editor.page
					.locator( '.components-spinner' )
					.count(),
				pending: pending(),
			} ),
			{ timeout: 180_000 }
		)
		.toEqual( { spinners: 0, editorSpinners: 0, pending: [] } );
}

/**
 * What the editor holds, compared with the saved content parsed afresh.
 *
 * @param page    The editor page.
 * @param content The saved content.
 * @return The state.
 */
function opened( page: Page, content: string ): Promise< Opened > {
	return page.evaluate( ( saved ) => {
		// `wp` is the editor's global; it has no type declarations here.
		const { data, blocks: blocksApi } = ( window as unknown as { wp: any } )
			.wp;
		type Block = {
			name: string;
			attributes: Record< string, unknown >;
			innerBlocks: Block[];
			isValid: boolean;
		};
		const shape = ( block: Block ): Shape => ( {
			name: block.name,
			attributes: JSON.parse( JSON.stringify( block.attributes ) ),
			innerBlocks: block.innerBlocks.map( shape ),
		} );
		const invalid: string[] = [];
		const walk = ( list: Block[] ) =>
			list.forEach( ( block ) => {
				if ( ! block.isValid ) {
					invalid.push( block.name );
				}
				walk( block.innerBlocks );
			} );
		const current: Block[] = data.select( 'core/block-editor' ).getBlocks();
		walk( current );
		const parsed: Block[] = blocksApi.parse( saved );
		return {
			dirty: data.select( 'core/editor' ).isEditedPostDirty(),
			blocks: current.map( shape ),
			saved: parsed.map( shape ),
			serialized: blocksApi.serialize( current ),
			savedSerialized: blocksApi.serialize( parsed ),
			invalid,
		};
	}, content );
}

/**
 * The checks, once every block is drawn.
 *
 * @param page    The editor page.
 * @param editor  Its editor fixture.
 * @param content The saved content.
 */
async function expectUnchanged( page: Page, editor: Editor, content: string ) {
	const state = await opened( page, content );
	expect( state.invalid ).toEqual( [] );
	// No block replaced, removed or changed, inner blocks included.
	expect( state.blocks ).toEqual( state.saved );
	expect( state.serialized ).toBe( state.savedSerialized );
	expect( state.dirty ).toBe( false );
	// No dialog over the editor.
	await expect(
		page
			.locator(
				'.components-modal__frame, [role="dialog"][aria-modal="true"]'
			)
			.filter( { visible: true } )
	).toHaveCount( 0 );
	await expect(
		editor.canvas.locator( '.cairn-block-loading, .components-spinner' )
	).toHaveCount( 0 );
}

/**
 * Publishes a post as the administrator, whose markup WordPress keeps as is.
 *
 * @param requestUtils The request utils fixture.
 * @param data         Title, content and, for another user's post, author.
 * @param data.title   The post's title.
 * @param data.content Its content.
 * @param data.author  Its author, when not the administrator.
 * @return The post's id.
 */
function publish(
	requestUtils: RequestUtils,
	data: { title: string; content: string; author?: number }
) {
	return requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: { ...data, status: 'publish' },
	} );
}

test.describe( 'Opening a post changes nothing', () => {
	// Every block of the post is drawn before the checks: on a busy machine
	// that takes longer than one test's usual minute.
	test.describe.configure( { timeout: 240_000 } );

	let content: string;
	let blocks: string[];

	test.beforeAll( async ( { requestUtils } ) => {
		const demo = (
			( await import( DEMO_POST_MODULE ) ) as DemoPostModule
		 ).demoPostContent( () => undefined );
		content = demo.content;
		blocks = demo.blocks;
		// No service configured: the settings of earlier tests are cleared.
		await replaceServices( requestUtils, {} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'the demo post holds every block', () => {
		// A block without a main fixture would be left out silently.
		expect( blocks.length ).toBeGreaterThan( 30 );
	} );

	// The checks are in expectUnchanged().
	// eslint-disable-next-line playwright/expect-expect
	test( 'an administrator opens the demo post and it stays as saved', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const post = await publish( requestUtils, {
			title: 'Every Cairn block',
			content,
		} );
		await openAndSettle( admin, editor, post.id );
		await expectUnchanged( page, editor, content );
	} );

	// eslint-disable-next-line playwright/expect-expect
	test( "an Author opens the demo post as their own and it stays as saved, whoever's files it points to", async ( {
		browser,
		requestUtils,
	} ) => {
		const username = `open-author-${ Date.now() }`;
		const password = 'open-author-password';
		const author = await requestUtils.createUser( {
			username,
			email: `${ username }@example.org`,
			password,
			roles: [ 'author' ],
		} );
		// Saved by the administrator (whose markup WordPress keeps as is),
		// for the Author.
		const post = await publish( requestUtils, {
			title: 'Every Cairn block, an Author’s',
			content,
			author: author.id,
		} );
		const { context, page, editor, admin } = await logIn(
			browser,
			username,
			password
		);
		try {
			await openAndSettle( admin, editor, post.id );
			await expectUnchanged( page, editor, content );
		} finally {
			await context.close();
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ author.id }`,
				params: { force: true, reassign: 1 },
			} );
		}
	} );
} );
