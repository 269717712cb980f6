/**
 * Contact info block: inserted from the inserter with its email, phone and
 * address, filled in, published, valid when reopened, and shown to visitors
 * with mailto:, tel: and Google Maps links and schema.org structured data.
 */

/**
 * Internal dependencies
 */
import { Editor, test, expect } from './utils/test';
import {
	insertFromInserter,
	INVALID_WARNING,
	visitAsVisitor,
} from './utils/blocks';
import { logIn } from './utils/users';

const BLOCK = 'cairn/contact-info';

/**
 * Every block in the editor, nested ones too, with whether it is valid.
 *
 * @param editor The editor fixture.
 * @return Each block's name and validity, depth first.
 */
async function allBlockValidity( editor: Editor ) {
	return editor.page.evaluate( () => {
		// `wp` is the editor's global; it has no type declarations here.
		const { data } = ( window as unknown as { wp: any } ).wp;
		type Block = { name: string; isValid: boolean; innerBlocks: Block[] };
		const flat = (
			blocks: Block[]
		): { name: string; isValid: boolean }[] =>
			blocks.flatMap( ( { name, isValid, innerBlocks } ) => [
				{ name, isValid },
				...flat( innerBlocks ),
			] );
		return flat( data.select( 'core/block-editor' ).getBlocks() );
	} );
}

test.describe( 'Contact info block', () => {
	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.deleteAllPosts();
	} );

	test( 'holds an email, a phone and an address, saves valid markup and gives visitors links and structured data', async ( {
		admin,
		editor,
		page,
		browser,
		requestUtils,
	} ) => {
		await admin.createNewPost( { title: 'Contact us' } );
		await insertFromInserter( page, 'Contact info' );

		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		await expect( block ).toBeVisible();
		// The three children of the default template, in order.
		await expect( block.locator( '[data-type^="cairn/"]' ) ).toHaveCount(
			3
		);

		await block
			.getByRole( 'textbox', { name: 'Email', exact: true } )
			.fill( 'hello@example.com.' );
		await block
			.getByRole( 'textbox', { name: 'Phone number' } )
			.fill( '+1 (555) 123-4567' );
		const fields: [ string, string ][] = [
			[ 'Street Address', '987 Photography Way' ],
			[ 'City', 'Portland' ],
			[ 'State/Province/Region', 'OR' ],
			[ 'Postal/Zip Code', '97205' ],
			[ 'Country', 'USA' ],
		];
		for ( const [ label, value ] of fields ) {
			await block
				.getByRole( 'textbox', { name: label, exact: true } )
				.fill( value );
		}
		await editor.openDocumentSettingsSidebar();
		await page
			.getByRole( 'checkbox', { name: 'Link address to Google Maps' } )
			.check();

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Reopened, every block is valid and keeps its text.
		await admin.editPost( postId as number );
		const reopened = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		await expect(
			reopened.getByRole( 'textbox', { name: 'City', exact: true } )
		).toHaveValue( 'Portland' );
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await allBlockValidity( editor ) ).toEqual( [
			{ name: BLOCK, isValid: true },
			{ name: 'cairn/email', isValid: true },
			{ name: 'cairn/phone', isValid: true },
			{ name: 'cairn/address', isValid: true },
		] );

		const post = await requestUtils.rest< {
			link: string;
			content: { raw: string };
		} >( {
			path: `/wp/v2/posts/${ postId }`,
			params: { context: 'edit' },
		} );
		// Saved without structured data: the server adds it.
		expect( post.content.raw ).not.toMatch(
			/item(scope|prop|type)|ld\+json/
		);

		const visitor = await visitAsVisitor( browser, post.link );
		const info = visitor.locator( '.wp-block-cairn-contact-info' );

		// The email links without its trailing full stop.
		const email = info.getByRole( 'link', { name: 'hello@example.com' } );
		await expect( email ).toHaveAttribute(
			'href',
			'mailto:hello@example.com'
		);
		await expect( info.locator( '.wp-block-cairn-email' ) ).toHaveText(
			'hello@example.com.'
		);

		// The phone links its digits, with the number as typed for text.
		await expect(
			info.getByRole( 'link', { name: '+1 (555) 123-4567' } )
		).toHaveAttribute( 'href', 'tel:+15551234567' );

		// The address links to Google Maps in a new tab, and says so.
		const maps = info.getByRole( 'link', {
			name: /987 Photography Way.*opens Google Maps in a new tab/,
		} );
		await expect( maps ).toHaveAttribute(
			'href',
			'https://www.google.com/maps/search/?api=1&query=987%20Photography%20Way%2C%20Portland%2C%20OR%2C%2097205%2C%20USA'
		);
		await expect( maps ).toHaveAttribute( 'target', '_blank' );
		await expect( maps ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		await expect( maps ).toContainText( 'Portland, OR 97205' );

		// Structured data for search engines.
		const jsonLd = await visitor
			.locator( 'script[type="application/ld+json"]' )
			.evaluateAll( ( scripts ) =>
				scripts.map( ( script ) =>
					JSON.parse( script.textContent ?? '' )
				)
			);
		const organization = jsonLd.find(
			( data ) => data[ '@type' ] === 'Organization'
		);
		expect( organization ).toMatchObject( {
			'@context': 'https://schema.org',
			email: 'hello@example.com',
			telephone: '+1 (555) 123-4567',
			address: {
				'@type': 'PostalAddress',
				streetAddress: '987 Photography Way',
				addressLocality: 'Portland',
				addressRegion: 'OR',
				postalCode: '97205',
				addressCountry: 'USA',
			},
		} );
		await visitor.context().close();
	} );

	test( 'an Author, whose content WordPress filters, saves a contact info that stays valid @full', async ( {
		browser,
		requestUtils,
	} ) => {
		// Authors lack `unfiltered_html`: WordPress runs their post content
		// through wp_kses_post(), which strips microdata attributes.
		const username = `contact-author-${ Date.now() }`;
		const password = 'contact-author-password';
		const author = await requestUtils.createUser( {
			username,
			email: `${ username }@example.org`,
			password,
			roles: [ 'author' ],
		} );
		const { context, page, editor, admin } = await logIn(
			browser,
			username,
			password
		);
		try {
			await admin.createNewPost( { title: 'Contact by an Author' } );
			await insertFromInserter( page, 'Contact info' );
			const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
			await block
				.getByRole( 'textbox', { name: 'Email', exact: true } )
				.fill( 'author@example.com' );
			await block
				.getByRole( 'textbox', { name: 'Phone number' } )
				.fill( '555 0100' );
			await block
				.getByRole( 'textbox', { name: 'City', exact: true } )
				.fill( 'Lyon' );
			await editor.openDocumentSettingsSidebar();
			await page
				.getByRole( 'checkbox', {
					name: 'Link address to Google Maps',
				} )
				.check();
			const postId = await editor.publishPost();
			expect( postId ).not.toBeNull();

			// Reloaded, what WordPress kept is still the blocks' markup.
			await page.reload();
			await expect(
				editor.canvas.getByRole( 'textbox', {
					name: 'City',
					exact: true,
				} )
			).toHaveValue( 'Lyon' );
			await expect(
				editor.canvas.getByText( INVALID_WARNING )
			).toHaveCount( 0 );
			expect( await allBlockValidity( editor ) ).toEqual( [
				{ name: BLOCK, isValid: true },
				{ name: 'cairn/email', isValid: true },
				{ name: 'cairn/phone', isValid: true },
				{ name: 'cairn/address', isValid: true },
			] );

			const post = await requestUtils.rest< {
				author: number;
				content: { raw: string };
			} >( {
				path: `/wp/v2/posts/${ postId }`,
				params: { context: 'edit' },
			} );
			expect( post.author ).toBe( author.id );
			expect( post.content.raw ).toContain(
				'<a href="mailto:author@example.com">author@example.com</a>'
			);
			expect( post.content.raw ).toContain(
				'href="https://www.google.com/maps/search/?api=1&amp;query=Lyon" target="_blank" rel="noopener noreferrer"'
			);
		} finally {
			await context.close();
			// Their post goes to the administrator, as wp-admin offers.
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ author.id }`,
				params: { force: true, reassign: 1 },
			} );
		}
	} );
} );
