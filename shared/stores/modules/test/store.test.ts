/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { store } from '..';
import { moduleList, modulesRegistry } from './helpers';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

/**
 * A promise that settles after pending promise callbacks ran.
 */
const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => mockedFetch.mockReset() );

describe( 'modules store', () => {
	it( 'fetches the modules from GET /cairn/v1/module/all', async () => {
		mockedFetch.mockResolvedValueOnce( moduleList( true, false ) );
		const registry = modulesRegistry();
		const modules = await registry.resolveSelect( store ).getModules();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/cairn/v1/module/all',
		} );
		expect( modules ).toEqual( moduleList( true, false ) );
	} );

	it( 'tells whether a module is active', async () => {
		mockedFetch.mockResolvedValueOnce( moduleList( true, false ) );
		const registry = modulesRegistry();
		await registry.resolveSelect( store ).isModuleActive( 'related-posts' );
		expect(
			registry.select( store ).isModuleActive( 'related-posts' )
		).toBe( true );
		expect( registry.select( store ).isModuleActive( 'wordads' ) ).toBe(
			false
		);
		expect( registry.select( store ).isModuleActive( 'unknown' ) ).toBe(
			false
		);
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps why the module list could not be fetched', async () => {
		mockedFetch.mockRejectedValueOnce( { code: 'x', message: 'Offline.' } );
		const registry = modulesRegistry();
		await registry.resolveSelect( store ).getModules();
		expect( registry.select( store ).getModulesFetchError() ).toBe(
			'Offline.'
		);
	} );

	it( 'switches a module with POST /cairn/v1/module/{slug}/active and { active }', async () => {
		mockedFetch
			.mockResolvedValueOnce( moduleList( false, false ) )
			.mockResolvedValueOnce( { code: 'success', message: 'Done.' } )
			.mockResolvedValueOnce( moduleList( true, false ) );
		const registry = modulesRegistry();
		await registry.resolveSelect( store ).getModules();
		const result = await registry
			.dispatch( store )
			.toggleModule( 'related-posts', true );
		expect( result ).toBe( true );
		expect( mockedFetch ).toHaveBeenNthCalledWith( 2, {
			path: '/cairn/v1/module/related-posts/active',
			method: 'POST',
			data: { active: true },
		} );
		expect(
			registry.select( store ).isModuleActive( 'related-posts' )
		).toBe( true );
		expect(
			registry.select( store ).isModuleUpdating( 'related-posts' )
		).toBe( false );
	} );

	it( 'is updating while the switch runs', async () => {
		let answer: ( value: unknown ) => void = () => {};
		mockedFetch
			.mockResolvedValueOnce( moduleList( false, false ) )
			.mockImplementationOnce(
				() => new Promise( ( resolve ) => ( answer = resolve ) )
			)
			.mockResolvedValueOnce( moduleList( false, true ) );
		const registry = modulesRegistry();
		await registry.resolveSelect( store ).getModules();
		const pending = registry
			.dispatch( store )
			.toggleModule( 'wordads', true );
		await flush();
		expect( registry.select( store ).isModuleUpdating( 'wordads' ) ).toBe(
			true
		);
		expect( registry.select( store ).isModuleActive( 'wordads' ) ).toBe(
			true
		);
		answer( { code: 'success', message: 'Done.' } );
		await pending;
		expect( registry.select( store ).isModuleUpdating( 'wordads' ) ).toBe(
			false
		);
	} );

	it( 'restores the previous module state when the switch fails', async () => {
		mockedFetch
			.mockResolvedValueOnce( moduleList( false, true ) )
			.mockRejectedValueOnce( {
				code: 'forbidden',
				message: 'Not allowed.',
			} );
		const registry = modulesRegistry();
		await registry.resolveSelect( store ).getModules();
		const result = await registry
			.dispatch( store )
			.toggleModule( 'wordads', false );
		expect( result ).toBe( false );
		expect( registry.select( store ).isModuleActive( 'wordads' ) ).toBe(
			true
		);
		expect( registry.select( store ).getModuleError( 'wordads' ) ).toBe(
			'Not allowed.'
		);
	} );

	it( 'keeps the new module state and records the fetch error when the switch succeeds but fetching the modules fails', async () => {
		mockedFetch
			.mockResolvedValueOnce( moduleList( false, false ) )
			.mockResolvedValueOnce( { code: 'success', message: 'Done.' } )
			.mockRejectedValueOnce( {
				code: 'fetch_error',
				message: 'Offline.',
			} );
		const registry = modulesRegistry();
		await registry.resolveSelect( store ).getModules();
		const result = await registry
			.dispatch( store )
			.toggleModule( 'related-posts', true );
		// The server switched: the switch took, whatever the read-back did.
		expect( result ).toBe( true );
		expect(
			registry.select( store ).isModuleActive( 'related-posts' )
		).toBe( true );
		expect(
			registry.select( store ).isModuleUpdating( 'related-posts' )
		).toBe( false );
		expect(
			registry.select( store ).getModuleError( 'related-posts' )
		).toBeNull();
		expect( registry.select( store ).getModulesFetchError() ).toBe(
			'Offline.'
		);
	} );
} );
