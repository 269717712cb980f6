/**
 * Internal dependencies
 */
import {
	getStage,
	isHiddenFromInserter,
	isStageAllowed,
	withStageLabel,
} from '../stages';

afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'stages', () => {
	it( 'counts a name the server does not list as production, allowed', () => {
		window.cairnEditorData = {};
		expect( getStage( 'cairn/star-rating' ) ).toBe( 'production' );
		expect( isStageAllowed( 'cairn/star-rating' ) ).toBe( true );
		expect( withStageLabel( 'cairn/star-rating', 'Star Rating' ) ).toBe(
			'Star Rating'
		);
	} );

	it( 'reads blocks with or without cairn/ and extensions by name', () => {
		window.cairnEditorData = {
			stages: {
				stages: {
					mailchimp: 'beta',
					'ai-list-to-table-transform': 'beta',
				},
				allowed: [ 'production' ],
				hidden: [ 'mailchimp' ],
			},
		};
		expect( getStage( 'cairn/mailchimp' ) ).toBe( 'beta' );
		expect( getStage( 'mailchimp' ) ).toBe( 'beta' );
		expect( isStageAllowed( 'ai-list-to-table-transform' ) ).toBe( false );
		expect( isHiddenFromInserter( 'cairn/mailchimp' ) ).toBe( true );
		expect(
			withStageLabel(
				'ai-list-to-table-transform',
				'Turn list into a table'
			)
		).toBe( 'Turn list into a table (beta)' );
	} );

	it( 'allows beta when the site does, experimental only when it says so', () => {
		window.cairnEditorData = {
			stages: {
				stages: { a: 'beta', b: 'experimental', c: 'no-post-editor' },
				allowed: [ 'production', 'no-post-editor', 'beta' ],
				hidden: [ 'b' ],
			},
		};
		expect( isStageAllowed( 'a' ) ).toBe( true );
		expect( isStageAllowed( 'b' ) ).toBe( false );
		expect( isStageAllowed( 'c' ) ).toBe( true );
		expect( withStageLabel( 'b', 'B' ) ).toBe( 'B' );
	} );

	it( 'ignores malformed data: unknown stages, and nothing allowed means production only', () => {
		window.cairnEditorData = {
			stages: {
				// The server's data is untrusted input to the reader.
				stages: { a: 'alpha' } as unknown as Record< string, 'beta' >,
				allowed: [],
				hidden: [ 3 ] as unknown as string[],
			},
		};
		expect( getStage( 'a' ) ).toBe( 'production' );
		expect( isStageAllowed( 'a' ) ).toBe( true );
		expect( isHiddenFromInserter( '3' ) ).toBe( false );
	} );
} );
