/**
 * Internal dependencies
 */
import type { RecorderState } from '../types';
import {
	buttonsFor,
	chunkInterval,
	emptyLeadingParagraphs,
	formatElapsed,
	recordingType,
	validateAudio,
} from '../utils';

describe( 'the recorder state table', () => {
	it.each< [ RecorderState, string[] ] >( [
		[ 'inactive', [ 'record', 'upload' ] ],
		[ 'error', [ 'record', 'upload' ] ],
		[ 'validating', [ 'record', 'upload' ] ],
		[ 'recording', [ 'pause', 'done', 'cancel' ] ],
		[ 'paused', [ 'resume', 'done', 'cancel' ] ],
		[ 'processing', [ 'cancel' ] ],
	] )( '%s offers %p', ( state, buttons ) => {
		expect( buttonsFor( state ) ).toEqual( buttons );
	} );
} );

describe( 'recording', () => {
	it( 'prefers mp4 audio and falls back to webm', () => {
		expect( recordingType( () => true ) ).toBe( 'audio/mp4' );
		expect( recordingType( ( type ) => type === 'audio/webm' ) ).toBe(
			'audio/webm'
		);
	} );

	it( 'records in chunks of 1000 ms, never below 100', () => {
		expect( chunkInterval() ).toBe( 1000 );
		expect( chunkInterval( 10 ) ).toBe( 100 );
	} );

	it( 'shows the elapsed time', () => {
		expect( formatElapsed( 0 ) ).toBe( '0:00' );
		expect( formatElapsed( 61.9 ) ).toBe( '1:01' );
		expect( formatElapsed( 3725 ) ).toBe( '1:02:05' );
	} );
} );

describe( 'validateAudio', () => {
	const TOO_LARGE =
		'The audio file is too large. The maximum file size is 25MB.';
	const TOO_LONG =
		'The audio file is too long. The maximum recording time is 25 minutes.';
	const TYPE =
		'The audio file type is not supported. Please use a supported audio file type.';

	it.each( [
		[ { size: 25_000_000, type: 'audio/mpeg' }, undefined, '' ],
		[ { size: 25_000_001, type: 'audio/mpeg' }, undefined, TOO_LARGE ],
		[ { size: 10, type: 'audio/webm;codecs=opus' }, 1500, '' ],
		[ { size: 10, type: 'audio/webm' }, 1500.5, TOO_LONG ],
		[ { size: 10, type: 'audio/webm' }, Infinity, '' ],
		[ { size: 10, type: 'video/mp4' }, 3, '' ],
		[ { size: 10, type: 'audio/x-m4a' }, 3, '' ],
		[ { size: 10, type: 'audio/aac' }, 3, TYPE ],
		[ { size: 10, type: 'image/png' }, undefined, TYPE ],
		[ { size: 10, type: '' }, undefined, TYPE ],
		[ { size: 10, type: 'text/webm' }, undefined, TYPE ],
	] )( '%p lasting %p: %p', ( file, seconds, message ) => {
		expect( validateAudio( file, seconds ) ).toBe( message );
	} );
} );

describe( 'emptyLeadingParagraphs', () => {
	it( 'names the first two blocks when they are empty paragraphs', () => {
		const paragraph = ( clientId: string, content: string ) => ( {
			clientId,
			name: 'core/paragraph',
			attributes: { content },
		} );
		expect(
			emptyLeadingParagraphs( [
				paragraph( 'a', '' ),
				paragraph( 'b', ' ' ),
				paragraph( 'c', '' ),
			] )
		).toEqual( [ 'a', 'b' ] );
		expect(
			emptyLeadingParagraphs( [
				{ clientId: 'h', name: 'core/heading', attributes: {} },
				paragraph( 'p', 'Text' ),
			] )
		).toEqual( [] );
	} );
} );
