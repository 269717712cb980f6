/**
 * Internal dependencies
 */
import { getMapsUrl, hasAddress } from '../utils';

const EMPTY = {
	address: '',
	addressLine2: '',
	addressLine3: '',
	city: '',
	region: '',
	postal: '',
	country: '',
};

describe( 'the Google Maps link', () => {
	it( 'is built only when some address field is not empty', () => {
		expect( getMapsUrl( EMPTY ) ).toBeUndefined();
		expect( hasAddress( EMPTY ) ).toBe( false );
		expect( getMapsUrl( { ...EMPTY, country: 'France' } ) ).toBe(
			'https://www.google.com/maps/search/?api=1&query=France'
		);
		expect( hasAddress( { ...EMPTY, postal: '75001' } ) ).toBe( true );
	} );

	it( 'counts a field of spaces as empty', () => {
		expect( getMapsUrl( { ...EMPTY, city: '   ', region: '\t' } ) ).toBe(
			undefined
		);
	} );

	it( 'searches for every non-empty field, in order, joined by commas and encoded', () => {
		expect(
			getMapsUrl( {
				address: ' 1 Main St & Co ',
				addressLine2: '',
				addressLine3: 'Unit #4',
				city: 'Springfield',
				region: 'IL',
				postal: '62701',
				country: 'USA',
			} )
		).toBe(
			'https://www.google.com/maps/search/?api=1&query=' +
				encodeURIComponent(
					'1 Main St & Co, Unit #4, Springfield, IL, 62701, USA'
				)
		);
	} );
} );
