/**
 * Internal dependencies
 */
import { livePreviewUrl, pageNames, toCalendlyColor } from '../utils';

describe( 'toCalendlyColor', () => {
	it.each( [
		[ '#00A2FF', '00A2FF' ],
		[ '00a2ff', '00a2ff' ],
		[ '#0af', '00aaff' ],
		[ '#11223380', '112233' ],
		[ 'rgb(0, 162, 255)', '00a2ff' ],
		[ 'rgba( 255, 255, 255, 0.5 )', 'ffffff' ],
	] )( 'stores %s as %s', ( value, expected ) => {
		expect( toCalendlyColor( value ) ).toBe( expected );
	} );

	it.each( [
		'',
		undefined,
		'#12',
		'#12345',
		'red',
		'var(--wp--preset--color--primary)',
		'rgb(256, 0, 0)',
		'"><script>',
	] )( 'refuses %j', ( value ) => {
		expect( toCalendlyColor( value ) ).toBeNull();
	} );
} );

describe( 'pageNames', () => {
	it( 'names the owner and the event of an event page', () => {
		expect( pageNames( 'https://calendly.com/acme/intro-call' ) ).toEqual( {
			owner: 'Acme',
			event: 'Intro call',
		} );
	} );

	it( 'names only the owner of an owner page', () => {
		expect( pageNames( 'https://calendly.com/jane_doe' ) ).toEqual( {
			owner: 'Jane doe',
			event: '',
		} );
	} );
} );

describe( 'livePreviewUrl', () => {
	const attributes = {
		url: 'https://calendly.com/acme/30min',
		hideEventTypeDetails: true,
		backgroundColor: 'ffffff',
		primaryColor: '112233',
		textColor: '4D5055',
	};

	it( 'frames the inline widget with the block settings and the editor’s domain', () => {
		expect( livePreviewUrl( attributes, 'shop.example' ) ).toBe(
			'https://calendly.com/acme/30min?hide_event_type_details=1&background_color=ffffff&primary_color=112233&text_color=4D5055&embed_domain=shop.example&embed_type=Inline'
		);
	} );

	it( 'is empty for an address that is not Calendly’s', () => {
		expect(
			livePreviewUrl(
				{ ...attributes, url: 'https://evil.test/acme' },
				'shop.example'
			)
		).toBe( '' );
	} );
} );
