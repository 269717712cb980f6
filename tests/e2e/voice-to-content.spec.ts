/**
 * Voice to content against the local OpenAI-compatible test server: record
 * from Chromium's fake microphone with pause and resume, and see the
 * transcript arrive as blocks; uploads that are too large or of the wrong
 * type are refused, saying why; Escape does not close the modal.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import { useAiTestServer } from './utils/ai';
import { insertFromInserter } from './utils/blocks';

test.describe( 'Voice to content', () => {
	const server = useAiTestServer( test, {
		services: { ai_model_text: 'test-model', ai_model_audio: 'test-audio' },
		features: { 'voice-to-content': true },
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'records, pauses, resumes, and the transcript arrives as blocks', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost();
		await insertFromInserter( page, 'Voice to content' );
		const modal = page.getByRole( 'dialog', {
			name: 'AI Voice to content',
		} );
		await expect( modal ).toBeVisible();
		await page.keyboard.press( 'Escape' );
		await expect( modal ).toBeVisible();

		await modal.getByRole( 'button', { name: 'Record' } ).click();
		await expect( modal.getByText( 'Recording…' ) ).toBeVisible();
		await expect( modal.getByLabel( 'Input level' ) ).toBeVisible();
		// The recorder hands over its first chunk after a second. A loaded
		// machine may show a later second first: the time only has to move.
		const time = modal.locator( '.wp-block-cairn-voice-to-content__time' );
		const seconds = async () => {
			const [ minutes, secs ] = ( await time.innerText() )
				.split( ':' )
				.map( Number );
			return minutes * 60 + secs;
		};
		await expect.poll( seconds, { timeout: 15_000 } ).toBeGreaterThan( 0 );
		await modal.getByRole( 'button', { name: 'Pause' } ).click();
		await expect( modal.getByText( 'Paused' ) ).toBeVisible();
		const paused = await seconds();
		await modal.getByRole( 'button', { name: 'Resume' } ).click();
		await expect
			.poll( seconds, { timeout: 15_000 } )
			.toBeGreaterThan( paused );
		const started = Date.now();
		await modal.getByRole( 'button', { name: 'Done' } ).click();

		await expect(
			editor.canvas.getByText( /Notes from the test recording/ )
		).toBeVisible( { timeout: 20_000 } );
		console.log(
			`[voice-to-content] Done to the first block: ${
				Date.now() - started
			} ms (a 2-second recording)`
		);
		await expect( modal ).toBeHidden();
		await expect(
			editor.canvas.locator( '[data-type="cairn/voice-to-content"]' )
		).toHaveCount( 0 );
		expect(
			( await editor.getBlocks() ).map( ( block ) => block.name )
		).toContain( 'core/paragraph' );
	} );

	test( 'refuses a file that is too large or not audio @full', async ( {
		admin,
		page,
	} ) => {
		const before = ( await server().stats() ).requests;
		await admin.createNewPost();
		await insertFromInserter( page, 'Voice to content' );
		const modal = page.getByRole( 'dialog', {
			name: 'AI Voice to content',
		} );

		// A file on disk: the browser reads it by its path, where 25 MB
		// sent as a buffer crosses the debugging protocol encoded, slowly
		// on a busy machine.
		const folder = fs.mkdtempSync(
			path.join( os.tmpdir(), 'cairn-voice-' )
		);
		const long = path.join( folder, 'long.mp3' );
		fs.writeFileSync( long, '' );
		fs.truncateSync( long, 25_000_001 );
		const chooser = page.waitForEvent( 'filechooser' );
		await modal.getByRole( 'button', { name: 'Upload' } ).click();
		try {
			await ( await chooser ).setFiles( long );
			await expect(
				modal.getByText(
					'The audio file is too large. The maximum file size is 25MB.'
				)
			).toBeVisible();
		} finally {
			fs.rmSync( folder, { recursive: true, force: true } );
		}

		const second = page.waitForEvent( 'filechooser' );
		await modal.getByRole( 'button', { name: 'Upload' } ).click();
		await (
			await second
		).setFiles( {
			name: 'notes.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from( 'Not audio' ),
		} );
		await expect(
			modal.getByText(
				'The audio file type is not supported. Please use a supported audio file type.'
			)
		).toBeVisible();
		await expect(
			modal.getByRole( 'button', { name: 'Record' } )
		).toBeVisible();
		expect( ( await server().stats() ).requests ).toBe( before );
	} );
} );
