/**
 * Internal dependencies
 */
import { parseChapters } from '../parse-chapters';
import { chapterLines, findVideos, withChapters } from '../chapters';

describe( 'video chapters by AI', () => {
	it( 'finds the post’s site videos, nested ones too', () => {
		const video = ( clientId: string, guid: string ) => ( {
			clientId,
			name: 'cairn/video',
			isValid: true,
			attributes: { guid, id: 3, title: 'T', description: '' },
			innerBlocks: [],
		} );
		expect(
			findVideos( [
				video( 'a', 'AbCd1234' ),
				video( 'b', '' ),
				{
					clientId: 'g',
					name: 'core/group',
					isValid: true,
					attributes: {},
					innerBlocks: [ video( 'c', 'ZzZz9999' ) ],
				},
			] ).map( ( found ) => found.clientId )
		).toEqual( [ 'a', 'c' ] );
	} );

	it( 'writes lines the parser reads back', () => {
		const chapters = parseChapters(
			'0:00 Intro\n1:02:03 Late\n1:30 Middle'
		);
		expect( chapterLines( chapters ) ).toBe(
			'0:00 Intro\n1:30 Middle\n1:02:03 Late'
		);
		expect( parseChapters( chapterLines( chapters ) ) ).toEqual( chapters );
	} );

	it( 'replaces a description’s chapter lines and keeps the rest', () => {
		expect(
			withChapters(
				'Our trip.\n0:00 Old\nBye.',
				parseChapters( '0:00 Start\n0:30 End' )
			)
		).toBe( 'Our trip.\nBye.\n\n0:00 Start\n0:30 End' );
		expect( withChapters( '', parseChapters( '0:00 A' ) ) ).toBe(
			'0:00 A'
		);
	} );
} );
