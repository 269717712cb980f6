/**
 * Internal dependencies
 */
import { createRequestSlots } from '../concurrency-guard';

// The AI clients' use of the slots (streams and askAi sharing five) is
// proven on the clients themselves in guard.test.ts.
describe( 'request slots', () => {
	it( '5 can be taken, the sixth is refused until one is given back', () => {
		const slots = createRequestSlots();
		const releases = [ 1, 2, 3, 4, 5 ].map( () => slots.acquire() );
		expect( releases.every( Boolean ) ).toBe( true );
		expect( slots.acquire() ).toBeNull();
		releases[ 2 ]!();
		expect( slots.inFlight ).toBe( 4 );
		expect( slots.acquire() ).not.toBeNull();
		expect( slots.acquire() ).toBeNull();
	} );

	it( 'giving a slot back twice frees it only once', () => {
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
