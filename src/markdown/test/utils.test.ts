/**
 * Internal dependencies
 */
import {
	getModeAfterSelectionChange,
	getSourceRows,
	shouldRemoveOnKey,
} from '../utils';

describe( 'selection', () => {
	it( 'selecting the block returns it to editor mode', () => {
		expect( getModeAfterSelectionChange( 'preview', false, true ) ).toBe(
			'editor'
		);
	} );

	it( 'staying selected keeps the mode', () => {
		expect( getModeAfterSelectionChange( 'preview', true, true ) ).toBe(
			'preview'
		);
	} );

	it( 'being deselected keeps the mode', () => {
		expect( getModeAfterSelectionChange( 'preview', true, false ) ).toBe(
			'preview'
		);
		expect( getModeAfterSelectionChange( 'editor', true, false ) ).toBe(
			'editor'
		);
	} );
} );

describe( 'backspace', () => {
	it( 'Backspace on an empty source removes the block', () => {
		expect( shouldRemoveOnKey( 'Backspace', '' ) ).toBe( true );
	} );

	it( 'Backspace on a source with text does not remove the block', () => {
		expect( shouldRemoveOnKey( 'Backspace', 'a' ) ).toBe( false );
		expect( shouldRemoveOnKey( 'Backspace', ' ' ) ).toBe( false );
	} );

	it( 'other keys on an empty source do not remove the block', () => {
		expect( shouldRemoveOnKey( 'Delete', '' ) ).toBe( false );
		expect( shouldRemoveOnKey( 'a', '' ) ).toBe( false );
	} );
} );

describe( 'source field', () => {
	it( 'shows one line per source line, at least three', () => {
		expect( getSourceRows( '' ) ).toBe( 3 );
		expect( getSourceRows( 'a\nb\nc\nd' ) ).toBe( 4 );
	} );
} );
