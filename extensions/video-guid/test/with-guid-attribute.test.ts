/**
 * WordPress dependencies
 */
import type { BlockConfiguration } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { withGuidAttribute } from '../with-guid-attribute';
import { peerVideoGuid } from '../../../src/video/utils';

describe( 'the peer’s video guid', () => {
	const settings = {
		title: 'Video',
		attributes: { src: { type: 'string' } },
	} as unknown as BlockConfiguration;

	it( 'is declared on core video blocks only', () => {
		expect(
			withGuidAttribute( settings, 'core/video' ).attributes
		).toEqual( { src: { type: 'string' }, guid: { type: 'string' } } );
		expect( withGuidAttribute( settings, 'core/audio' ) ).toBe( settings );
	} );

	it( 'is read from the peer’s links only', () => {
		expect( peerVideoGuid( 'https://videopress.com/v/AbCd1234' ) ).toBe(
			'AbCd1234'
		);
		expect(
			peerVideoGuid( 'https://video.wordpress.com/embed/AbCd1234?hd=1' )
		).toBe( 'AbCd1234' );
		expect( peerVideoGuid( 'https://videopress.com/v/AbCd123' ) ).toBe(
			''
		);
		expect( peerVideoGuid( 'https://videopress.com/v/AbCd12345' ) ).toBe(
			''
		);
		expect( peerVideoGuid( 'https://evil.example/v/AbCd1234' ) ).toBe( '' );
		expect(
			peerVideoGuid( 'https://videopress.com.evil.example/v/AbCd1234' )
		).toBe( '' );
	} );
} );
