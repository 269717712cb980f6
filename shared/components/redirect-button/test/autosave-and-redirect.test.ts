/**
 * WordPress dependencies
 */
import { createRegistry, createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { autosaveAndRedirect } from '../autosave-and-redirect';
import { redirectTo } from '../redirect';

jest.mock( '../redirect', () => ( { redirectTo: jest.fn() } ) );

/**
 * A registry with a stand-in for the post editor's store.
 *
 * @param dirty    Whether the post has unsaved changes.
 * @param autosave The autosave action's effect.
 */
function editorRegistry( dirty: boolean, autosave: jest.Mock ) {
	const registry = createRegistry();
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: ( state: { dirty: boolean } = { dirty } ) => state,
			selectors: {
				isEditedPostDirty: ( state: { dirty: boolean } ) => state.dirty,
			},
			actions: {
				autosave: () => async () => autosave(),
			},
		} )
	);
	return registry;
}

beforeEach( () => jest.mocked( redirectTo ).mockClear() );

describe( 'autosave and redirect', () => {
	it( 'autosaves a post with unsaved changes before leaving', async () => {
		const order: string[] = [];
		const autosave = jest.fn( async () => {
			order.push( 'autosave' );
		} );
		jest.mocked( redirectTo ).mockImplementation( () => {
			order.push( 'redirect' );
		} );
		await autosaveAndRedirect(
			editorRegistry( true, autosave ),
			'/settings'
		);
		expect( order ).toEqual( [ 'autosave', 'redirect' ] );
		expect( redirectTo ).toHaveBeenCalledWith( '/settings' );
	} );

	it( 'does not autosave a post without changes', async () => {
		const autosave = jest.fn();
		await autosaveAndRedirect(
			editorRegistry( false, autosave ),
			'/settings'
		);
		expect( autosave ).not.toHaveBeenCalled();
		expect( redirectTo ).toHaveBeenCalledWith( '/settings' );
	} );

	it( 'only redirects outside the post editor', async () => {
		await autosaveAndRedirect( createRegistry(), '/settings' );
		expect( redirectTo ).toHaveBeenCalledWith( '/settings' );
	} );
} );
