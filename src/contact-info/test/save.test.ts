/**
 * WordPress dependencies
 */
import {
	createBlock,
	getBlockContent,
	getBlockTypes,
	unregisterBlockType,
} from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { registerTestBlock } from '../../../tests/helpers/register-block';
import * as contactInfo from '../index';
import * as address from '../../address/index';
import * as email from '../../email/index';
import * as phone from '../../phone/index';
import contactInfoMetadata from '../block.json';
import addressMetadata from '../../address/block.json';
import emailMetadata from '../../email/block.json';
import phoneMetadata from '../../phone/block.json';

beforeAll( () => {
	registerTestBlock( contactInfoMetadata, contactInfo );
	registerTestBlock( addressMetadata, address );
	registerTestBlock( emailMetadata, email );
	registerTestBlock( phoneMetadata, phone );
} );

afterAll( () => {
	getBlockTypes()
		.filter( ( type ) => type.name.startsWith( 'cairn/' ) )
		.forEach( ( type ) => unregisterBlockType( type.name ) );
} );

/**
 * The saved HTML of a block, parsed.
 *
 * @param name       Block name.
 * @param attributes Its attributes.
 * @return The saved element's container.
 */
function saved( name: string, attributes: Record< string, unknown > ) {
	const container = document.createElement( 'div' );
	container.innerHTML = getBlockContent( createBlock( name, attributes ) );
	return container;
}

describe( 'the children of contact info', () => {
	it( 'exist only inside contact info', () => {
		for ( const metadata of [
			addressMetadata,
			emailMetadata,
			phoneMetadata,
		] ) {
			expect( metadata.parent ).toEqual( [ 'cairn/contact-info' ] );
		}
		expect( contactInfoMetadata ).not.toHaveProperty( 'parent' );
	} );
} );

describe( 'the saved email', () => {
	it( 'is a mailto link of the address without its trailing punctuation, which stays as text', () => {
		const html = saved( 'cairn/email', {
			email: 'hello@example.com.',
		} );
		const link = html.querySelector( 'a' );
		expect( link?.getAttribute( 'href' ) ).toBe(
			'mailto:hello@example.com'
		);
		expect( link?.textContent ).toBe( 'hello@example.com' );
		expect( html.textContent ).toBe( 'hello@example.com.' );
	} );

	it( 'has no link when the address fails the email check', () => {
		const html = saved( 'cairn/email', { email: 'hello@example' } );
		expect( html.querySelector( 'a' ) ).toBeNull();
		expect( html.textContent ).toBe( 'hello@example' );
	} );

	it( 'saves nothing when empty', () => {
		expect( saved( 'cairn/email', { email: ' ' } ).innerHTML ).toBe( '' );
	} );
} );

describe( 'the saved phone', () => {
	it( 'is a tel: link of its digits whose text is the number as typed', () => {
		const link = saved( 'cairn/phone', {
			phone: '+1 (555) 123-4567',
		} ).querySelector( 'a' );
		expect( link?.getAttribute( 'href' ) ).toBe( 'tel:+15551234567' );
		expect( link?.textContent ).toBe( '+1 (555) 123-4567' );
	} );

	it( 'is text when the number has no digit', () => {
		const html = saved( 'cairn/phone', { phone: 'Ask at the desk' } );
		expect( html.querySelector( 'a' ) ).toBeNull();
		expect( html.textContent ).toBe( 'Ask at the desk' );
	} );
} );

describe( 'the saved address', () => {
	it( 'links to Google Maps in a new tab, safely, when asked to', () => {
		const link = saved( 'cairn/address', {
			city: 'Paris',
			country: 'France',
			linkToGoogleMaps: true,
		} ).querySelector( 'a' );
		expect( link?.getAttribute( 'href' ) ).toBe(
			'https://www.google.com/maps/search/?api=1&query=Paris%2C%20France'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		// Discernible text: the address itself.
		expect( link?.textContent ).toBe( 'ParisFrance' );
	} );

	it( 'has no link when not asked to', () => {
		const html = saved( 'cairn/address', { city: 'Paris' } );
		expect( html.querySelector( 'a' ) ).toBeNull();
		expect( html.textContent ).toBe( 'Paris' );
	} );

	it( 'has no maps link, and saves nothing, when every field is empty', () => {
		expect(
			saved( 'cairn/address', { city: ' ', linkToGoogleMaps: true } )
				.innerHTML
		).toBe( '' );
	} );

	it( 'writes city, region and postal code on one line with separators only between them', () => {
		const line = ( attributes: Record< string, string > ) =>
			saved( 'cairn/address', attributes ).querySelector(
				'.wp-block-cairn-address__city-line'
			)?.textContent;
		expect(
			line( { city: 'Portland', region: 'OR', postal: '97205' } )
		).toBe( 'Portland, OR 97205' );
		expect( line( { city: 'Portland', postal: '97205' } ) ).toBe(
			'Portland, 97205'
		);
		expect( line( { region: 'OR', postal: '97205' } ) ).toBe( 'OR 97205' );
		expect( line( { country: 'USA' } ) ).toBeUndefined();
	} );

	it( 'saves no microdata, which WordPress strips from an Author’s post', () => {
		const html = saved( 'cairn/address', {
			address: '1 Main St',
			linkToGoogleMaps: true,
		} ).innerHTML;
		expect( html ).not.toMatch( /item(scope|type|prop)/ );
	} );
} );
