/**
 * Internal dependencies
 */
import { lookupError, originalVideoUrl } from '../missing';

describe( 'originalVideoUrl', () => {
	it( 'is the link the block was made from', () => {
		expect(
			originalVideoUrl( {
				src: 'https://videopress.com/v/Zz9Zz9Zz',
				guid: 'Zz9Zz9Zz',
				videoPressClassNames: '',
			} )
		).toBe( 'https://videopress.com/v/Zz9Zz9Zz' );
	} );

	it( "is the peer's page of the guid for a converted block", () => {
		expect(
			originalVideoUrl( {
				src: '',
				guid: 'AbCDe123',
				videoPressClassNames: '',
				jetpackLegacy: { duration: 1673 },
			} )
		).toBe( 'https://videopress.com/v/AbCDe123' );
		expect(
			originalVideoUrl( {
				src: '',
				guid: 'MdWJPEYE',
				videoPressClassNames:
					'wp-block-embed is-type-video is-provider-videopress',
			} )
		).toBe( 'https://videopress.com/v/MdWJPEYE' );
	} );

	it( "is not guessed for a video of this site's own", () => {
		expect(
			originalVideoUrl( {
				src: 'https://example.com/wp-content/uploads/clip.mp4',
				guid: 'AbCd1234',
				videoPressClassNames: '',
				jetpackLegacy: {},
			} )
		).toBe( '' );
	} );
} );

describe( 'lookupError', () => {
	it( 'tells a video the site does not have', () => {
		expect(
			lookupError( {
				code: 'cairn_video_not_found',
				message: 'This video is not on this site.',
			} )
		).toEqual( { status: 'missing' } );
	} );

	it( "passes on the site's refusal", () => {
		expect(
			lookupError( {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to see this video.',
			} )
		).toEqual( {
			status: 'error',
			message: 'Sorry, you are not allowed to see this video.',
		} );
	} );

	it( 'says the site did not answer when there was no answer', () => {
		expect( lookupError( { code: 'fetch_error' } ) ).toEqual( {
			status: 'error',
			message:
				'The site did not answer. Check your network connection, then try again.',
		} );
	} );
} );
