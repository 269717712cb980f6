/**
 * Internal dependencies
 */
import reducer, { INITIAL_STATE } from '../reducer';
import { moduleList } from './helpers';

const loaded = reducer( INITIAL_STATE, {
	type: 'RECEIVE_MODULES',
	modules: moduleList( false, true ),
} );

describe( 'modules reducer', () => {
	it( 'stores the fetched modules', () => {
		expect( loaded.modules ).toEqual( moduleList( false, true ) );
	} );

	it( 'shows a switch at once and marks the module as updating', () => {
		const state = reducer( loaded, {
			type: 'TOGGLE_MODULE_START',
			slug: 'related-posts',
			active: true,
		} );
		expect( state.modules[ 'related-posts' ].activated ).toBe( true );
		expect( state.updating[ 'related-posts' ] ).toBe( true );
	} );

	it( 'restores the previous module state when a switch fails', () => {
		const started = reducer( loaded, {
			type: 'TOGGLE_MODULE_START',
			slug: 'related-posts',
			active: true,
		} );
		const state = reducer( started, {
			type: 'TOGGLE_MODULE_FAILURE',
			slug: 'related-posts',
			previous: loaded.modules[ 'related-posts' ],
			message: 'Nope.',
		} );
		expect( state.modules[ 'related-posts' ].activated ).toBe( false );
		expect( state.updating[ 'related-posts' ] ).toBeUndefined();
		expect( state.errors[ 'related-posts' ] ).toBe( 'Nope.' );
	} );

	it( 'clears the last error when a new switch starts', () => {
		const failed = { ...loaded, errors: { wordads: 'Old.' } };
		const state = reducer( failed, {
			type: 'TOGGLE_MODULE_START',
			slug: 'wordads',
			active: false,
		} );
		expect( state.errors.wordads ).toBeUndefined();
	} );
} );
