/**
 * Internal dependencies
 */
import { toMetaValue } from '../use-video-meta';
import {
	descriptionRows,
	isVideoFile,
	normalizeRating,
	shouldRetry,
	uploadErrorMessage,
} from '../utils';
import { seekbarStyle } from '../seekbar-style';

describe( 'retries', () => {
	it( 'retries without an answer, on 5xx, 409 and 423, never on other 4xx', () => {
		expect( shouldRetry( 0 ) ).toBe( true );
		expect( shouldRetry( 500 ) ).toBe( true );
		expect( shouldRetry( 503 ) ).toBe( true );
		expect( shouldRetry( 409 ) ).toBe( true );
		expect( shouldRetry( 423 ) ).toBe( true );
		for ( const status of [ 400, 401, 403, 404, 412, 413, 415 ] ) {
			expect( shouldRetry( status ) ).toBe( false );
		}
	} );
} );

describe( 'the description field', () => {
	it( 'has 4 to 12 rows at 31 characters per line', () => {
		expect( descriptionRows( '' ) ).toBe( 4 );
		expect( descriptionRows( 'x'.repeat( 31 * 5 ) ) ).toBe( 5 );
		expect( descriptionRows( 'a\nb\nc\nd\ne\nf' ) ).toBe( 6 );
		expect( descriptionRows( 'x'.repeat( 31 * 40 ) ) ).toBe( 12 );
	} );
} );

describe( 'ratings and files', () => {
	it( 'keeps G, PG-13 and R-17, maps X-18 to R-17', () => {
		expect( normalizeRating( 'pg-13' ) ).toBe( 'PG-13' );
		expect( normalizeRating( 'X-18' ) ).toBe( 'R-17' );
		expect( normalizeRating( 'NC-17' ) ).toBe( 'G' );
	} );

	it( 'takes only video types', () => {
		expect( isVideoFile( { type: 'video/mp4' } ) ).toBe( true );
		expect( isVideoFile( { type: 'video/webm' } ) ).toBe( true );
		expect( isVideoFile( { type: 'image/png' } ) ).toBe( false );
		expect( isVideoFile( { type: '' } ) ).toBe( false );
	} );

	it( 'sends download as 0 or 1 and the rest as they are', () => {
		expect( toMetaValue( 'allowDownload', true ) ).toBe( 1 );
		expect( toMetaValue( 'allowDownload', false ) ).toBe( 0 );
		expect( toMetaValue( 'privacySetting', 1 ) ).toBe( 1 );
		expect( toMetaValue( 'rating', 'R-17' ) ).toBe( 'R-17' );
	} );
} );

describe( 'upload errors', () => {
	it( 'names the network for no answer and the format for a refused one', () => {
		expect( uploadErrorMessage( 0, '' ) ).toEqual( {
			message:
				'An error was encountered during the upload. Check your network connection.',
			isFormat: false,
		} );
		expect(
			uploadErrorMessage(
				415,
				JSON.stringify( { code: 'cairn_video_unsupported' } )
			)
		).toEqual( {
			message: 'The format of the video you uploaded is not supported.',
			isFormat: true,
		} );
	} );

	it( 'shows the site’s message when there is one, else the network error', () => {
		expect(
			uploadErrorMessage(
				413,
				JSON.stringify( {
					message: 'The video is larger than this site accepts.',
				} )
			).message
		).toBe( 'The video is larger than this site accepts.' );
		expect(
			uploadErrorMessage( 502, '<html>Bad gateway</html>' ).message
		).toBe(
			'An error was encountered during the upload. Check your network connection.'
		);
	} );
} );

describe( 'the seekbar colours', () => {
	const chosen = {
		useAverageColor: false,
		seekbarColor: '#112233',
		seekbarLoadingColor: '#0f0',
		seekbarPlayedColor: '#FF0000',
	};

	it( 'become CSS custom properties when Dynamic color is off', () => {
		expect( seekbarStyle( chosen ) ).toEqual( {
			'--cairn-seekbar-color': '#112233',
			'--cairn-seekbar-loading-color': '#0f0',
			'--cairn-seekbar-played-color': '#FF0000',
		} );
	} );

	it( "keep the browser's own player with Dynamic color on or no colour", () => {
		expect( seekbarStyle( { ...chosen, useAverageColor: true } ) ).toBe(
			null
		);
		expect(
			seekbarStyle( {
				useAverageColor: false,
				seekbarColor: '',
				seekbarLoadingColor: '',
				seekbarPlayedColor: '',
			} )
		).toBe( null );
	} );

	it( 'keep hex colours only', () => {
		expect(
			seekbarStyle( {
				...chosen,
				seekbarColor: 'red;background:url(x)',
				seekbarPlayedColor: 'rgb(0,0,0)',
			} )
		).toEqual( { '--cairn-seekbar-loading-color': '#0f0' } );
	} );
} );
