/**
 * Every AI surface on a site with no AI provider: each knows before the
 * user starts, offers no control that would run, names the setting to fill
 * in with a link to Settings → Cairn's AI section for the administrator, and
 * sends nothing (no AI route is asked to do any work).
 */

/**
 * External dependencies
 */
import type { Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { readAi, setAi, setServices, type AiSetting } from './utils/ai';
import { insertFromInserter } from './utils/blocks';

/** Where the set-up link leads: the AI section of Settings → Cairn. */
const AI_SETTINGS = /options-general\.php\?page=cairn#cairn-ai$/;

/**
 * Records the requests the page sends to Cairn's AI routes that would make
 * the provider work (every POST: token, query, image text, transcription,
 * post texts, logo); reading the AI status is not one of them.
 *
 * @param page The editor page.
 * @return The requests so far.
 */
function recordAiWork( page: Page ): () => string[] {
	const sent: string[] = [];
	const onRequest = ( request: Request ) => {
		const url = decodeURIComponent( request.url() );
		if ( request.method() !== 'GET' && url.includes( 'cairn/v1/ai/' ) ) {
			sent.push( `${ request.method() } ${ url }` );
		}
	};
	page.on( 'request', onRequest );
	return () => sent;
}

test.describe( 'AI surfaces with no AI provider', () => {
	let original: AiSetting | undefined;

	test.beforeAll( async ( { requestUtils } ) => {
		original = await readAi( requestUtils );
		// No base URL and no model: neither Cairn's client nor WordPress's
		// (no connector on the test site) can serve any task.
		await setServices( requestUtils, {} );
		await setAi( requestUtils, {
			enabled: true,
			free_limit: 10000,
			features: {
				'ai-assistant': true,
				'ai-toolbar': true,
				'image-helpers': true,
				'voice-to-content': true,
				'logo-generator': true,
				'form-ai': true,
			},
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		if ( original ) {
			await setAi( requestUtils, original );
		}
		await requestUtils.deleteAllPosts();
	} );

	test( 'the AI toolbar menu names the setting and offers no action @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sent = recordAiWork( page );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Owls hunt at night.' },
		} );
		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'AI Assistant' } )
			.click();
		const setup = page.locator( '.cairn-ai-toolbar__setup' );
		await expect( setup ).toContainText( 'No AI provider can write text.' );
		await expect( setup ).toContainText( 'Text model' );
		await expect(
			setup.getByRole( 'link', { name: 'Set up an AI provider' } )
		).toHaveAttribute( 'href', AI_SETTINGS );
		for ( const action of [
			'Ask AI Assistant',
			'Correct spelling and grammar',
			'Make longer',
		] ) {
			await expect(
				page.getByRole( 'menuitem', { name: action } )
			).toHaveCount( 0 );
		}
		expect( sent() ).toEqual( [] );
	} );

	test( 'the image helpers are disabled, naming the vision model @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sent = recordAiWork( page );
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'core/image',
			attributes: {
				url: `${ process.env.WP_BASE_URL }/wp-includes/images/w-logo-blue.png`,
			},
		} );
		const toolbar = page.getByRole( 'toolbar', { name: 'Block tools' } );
		for ( const name of [ 'Generate alt text', 'Generate caption' ] ) {
			const button = toolbar.getByRole( 'button', { name } );
			await expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
			await expect( button ).toHaveAccessibleDescription(
				/No AI provider can read images\..*“Vision model”/
			);
			// A click on the disabled control does nothing.
			await button.dispatchEvent( 'click' );
		}
		await expect(
			page.getByRole( 'dialog', {
				name: 'Send images to the AI provider?',
			} )
		).toHaveCount( 0 );
		expect( sent() ).toEqual( [] );
	} );

	test( 'voice to content says what to set up instead of recording @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sent = recordAiWork( page );
		await admin.createNewPost();
		await insertFromInserter( page, 'Voice to content' );
		const block = editor.canvas.locator(
			'[data-type="cairn/voice-to-content"]'
		);
		await expect( block ).toContainText(
			'No AI provider can transcribe audio.'
		);
		await expect( block ).toContainText( 'Audio model' );
		await expect(
			block.getByRole( 'link', {
				name: 'Set up an AI provider that transcribes audio',
			} )
		).toHaveAttribute( 'href', AI_SETTINGS );
		await expect(
			page.getByRole( 'dialog', { name: 'AI Voice to content' } )
		).toHaveCount( 0 );
		await expect(
			block.getByRole( 'button', { name: 'Open' } )
		).toHaveCount( 0 );
		expect( sent() ).toEqual( [] );
	} );

	test( 'Form AI names the setting and offers no request to type @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sent = recordAiWork( page );
		await admin.createNewPost();
		await insertFromInserter( page, 'Contact form' );
		const form = editor.canvas.locator(
			'[data-type="cairn/contact-form"]'
		);
		await expect( form.locator( '[data-type="cairn/field"]' ) ).toHaveCount(
			3
		);
		await editor.selectBlocks( form );
		await editor.clickBlockToolbarButton( 'Form AI' );
		const panel = form.getByRole( 'group', { name: 'Form AI' } );
		await expect( panel ).toContainText( 'No AI provider can write text.' );
		await expect( panel ).toContainText( 'Text model' );
		await expect(
			panel.getByRole( 'link', { name: 'Set up an AI provider' } )
		).toHaveAttribute( 'href', AI_SETTINGS );
		await expect(
			panel.getByLabel( 'Describe the form you want' )
		).toHaveCount( 0 );
		await expect(
			panel.getByRole( 'button', { name: 'Generate' } )
		).toHaveCount( 0 );
		expect( sent() ).toEqual( [] );
	} );

	test( 'the logo generator is disabled, naming the image model @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sent = recordAiWork( page );
		await admin.createNewPost();
		await insertFromInserter( page, 'Site Logo' );
		await editor.canvas
			.getByRole( 'document', { name: 'Block: Site Logo' } )
			.click();
		const button = page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: 'Create a logo with AI' } );
		await expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await expect( button ).toHaveAccessibleDescription(
			/No AI provider can make images\..*“Image model”/
		);
		// A click on the disabled control does nothing.
		await button.dispatchEvent( 'click' );
		await expect(
			page.getByRole( 'dialog', { name: 'AI Logo Generator' } )
		).toHaveCount( 0 );
		expect( sent() ).toEqual( [] );
	} );

	test( 'the Cairn AI panel of the post names the setting and offers no tool @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sent = recordAiWork( page );
		await admin.createNewPost( { title: 'Cairns on the ridge' } );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		await sidebar.getByRole( 'tab', { name: 'Post' } ).click();
		// Open the panel whatever the user's stored preference says.
		await page.evaluate( () => {
			// `wp` is the editor's global; it has no type declarations here.
			const { data } = ( window as unknown as { wp: any } ).wp;
			const panel = 'cairn-post-ai/cairn-ai';
			if ( ! data.select( 'core/editor' ).isEditorPanelOpened( panel ) ) {
				data.dispatch( 'core/editor' ).toggleEditorPanelOpened( panel );
			}
		} );
		const panel = sidebar.locator( '.cairn-post-ai__panel' );
		await expect( panel ).toContainText( 'No AI provider can write text.' );
		await expect( panel ).toContainText( 'Text model' );
		await expect(
			panel.getByRole( 'link', { name: 'Set up an AI provider' } )
		).toHaveAttribute( 'href', AI_SETTINGS );
		await expect(
			sidebar.getByRole( 'button', { name: 'Enhance', exact: true } )
		).toHaveCount( 0 );
		await expect(
			sidebar.getByRole( 'button', { name: 'Write an excerpt' } )
		).toHaveCount( 0 );
		expect( sent() ).toEqual( [] );
	} );

	test( 'the AI Assistant block names the setting before anything is typed @full', async ( {
		admin,
		editor,
		page,
	} ) => {
		const sent = recordAiWork( page );
		await admin.createNewPost();
		await insertFromInserter( page, 'AI Assistant' );
		const block = editor.canvas.locator(
			'[data-type="cairn/ai-assistant"]'
		);
		await expect( block ).toContainText( 'No AI provider can write text.' );
		await expect(
			block.getByRole( 'link', { name: 'Set up an AI provider' } )
		).toHaveAttribute( 'href', AI_SETTINGS );
		await expect(
			block.getByRole( 'textbox', { name: 'Ask Cairn AI' } )
		).toHaveCount( 0 );
		expect( sent() ).toEqual( [] );
	} );
} );
