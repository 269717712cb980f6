/**
 * Internal dependencies
 */
import { createRequestSlots, limitConcurrency } from '../concurrency-guard';

/**
 * A request whose calls stay in flight until settled by hand.
 */
function deferredRequest() {
	const pending: Array< {
		resolve: ( value: string ) => void;
		reject: ( error: Error ) => void;
	} > = [];
	const request = jest.fn(
		() =>
			new Promise< string >( ( resolve, reject ) => {
				pending.push( { resolve, reject } );
			} )
	);
	return { request, pending };
}

describe( 'concurrency guard', () => {
	it( 'lets 5 calls run at once', async () => {
		const { request, pending } = deferredRequest();
		const guarded = limitConcurrency( request );
		const calls = [ 1, 2, 3, 4, 5 ].map( () => guarded() );
		expect( request ).toHaveBeenCalledTimes( 5 );
		pending.forEach( ( call, index ) => call.resolve( `r${ index }` ) );
		await expect( Promise.all( calls ) ).resolves.toEqual( [
			'r0',
			'r1',
			'r2',
			'r3',
			'r4',
		] );
	} );

	it( "rejects the sixth call with 'Too many requests'", async () => {
		const { request } = deferredRequest();
		const guarded = limitConcurrency( request );
		for ( let i = 0; i < 5; i++ ) {
			guarded();
		}
		await expect( guarded() ).rejects.toThrow( 'Too many requests' );
		expect( request ).toHaveBeenCalledTimes( 5 );
	} );

	it( 'frees a slot when a call succeeds', async () => {
		const { request, pending } = deferredRequest();
		const guarded = limitConcurrency( request );
		const first = guarded();
		for ( let i = 0; i < 4; i++ ) {
			guarded();
		}
		pending[ 0 ].resolve( 'done' );
		await first;
		guarded();
		expect( request ).toHaveBeenCalledTimes( 6 );
	} );

	it( 'frees a slot when a call fails', async () => {
		const { request, pending } = deferredRequest();
		const guarded = limitConcurrency( request );
		const first = guarded();
		for ( let i = 0; i < 4; i++ ) {
			guarded();
		}
		pending[ 0 ].reject( new Error( 'boom' ) );
		await expect( first ).rejects.toThrow( 'boom' );
		guarded();
		expect( request ).toHaveBeenCalledTimes( 6 );
	} );

	it( 'counts each guarded kind separately', () => {
		const a = deferredRequest();
		const b = deferredRequest();
		const guardedA = limitConcurrency( a.request );
		const guardedB = limitConcurrency( b.request );
		for ( let i = 0; i < 5; i++ ) {
			guardedA();
		}
		guardedB();
		expect( b.request ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'passes the arguments through', async () => {
		const request = jest.fn(
			async ( a: number, b: string ) => `${ a }${ b }`
		);
		await expect( limitConcurrency( request )( 1, 'x' ) ).resolves.toBe(
			'1x'
		);
	} );

	it( 'slots: 5 can be taken, the sixth is refused until one is given back', () => {
		const slots = createRequestSlots();
		const releases = [ 1, 2, 3, 4, 5 ].map( () => slots.acquire() );
		expect( releases.every( Boolean ) ).toBe( true );
		expect( slots.acquire() ).toBeNull();
		releases[ 2 ]!();
		expect( slots.inFlight ).toBe( 4 );
		expect( slots.acquire() ).not.toBeNull();
		expect( slots.acquire() ).toBeNull();
	} );

	it( 'slots: giving a slot back twice frees it only once', () => {
		const slots = createRequestSlots( 2 );
		const release = slots.acquire()!;
		slots.acquire();
		release();
		release();
		expect( slots.inFlight ).toBe( 1 );
		expect( slots.acquire() ).not.toBeNull();
		expect( slots.acquire() ).toBeNull();
	} );
} );
