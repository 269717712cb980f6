/**
 * Internal dependencies
 */
import { onReady, whenNear } from '../boot';

/**
 * Sets what `document.readyState` says.
 *
 * @param state The state.
 */
function setReadyState( state: DocumentReadyState ): void {
	Object.defineProperty( document, 'readyState', {
		configurable: true,
		get: () => state,
	} );
}

afterEach( () => {
	setReadyState( 'complete' );
} );

describe( 'onReady', () => {
	it( 'runs at once when the document is already parsed', () => {
		const run = jest.fn();
		onReady( run );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits for DOMContentLoaded while the document loads', () => {
		setReadyState( 'loading' );
		const run = jest.fn();
		onReady( run );
		expect( run ).not.toHaveBeenCalled();
		document.dispatchEvent( new Event( 'DOMContentLoaded' ) );
		expect( run ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'whenNear', () => {
	let observers: Array< {
		callback: IntersectionObserverCallback;
		options?: IntersectionObserverInit;
		observe: jest.Mock;
		disconnect: jest.Mock;
	} >;
	const original = window.IntersectionObserver;

	beforeEach( () => {
		observers = [];
		window.IntersectionObserver = jest.fn(
			(
				callback: IntersectionObserverCallback,
				options?: IntersectionObserverInit
			) => {
				const observer = {
					callback,
					options,
					observe: jest.fn(),
					disconnect: jest.fn(),
				};
				observers.push( observer );
				return observer;
			}
		) as unknown as typeof IntersectionObserver;
	} );

	afterEach( () => {
		window.IntersectionObserver = original;
	} );

	const near = ( isIntersecting: boolean ) =>
		observers[ 0 ].callback(
			[ { isIntersecting } as IntersectionObserverEntry ],
			{} as IntersectionObserver
		);

	it( 'calls back once the element comes within the margin, then stops watching', () => {
		const element = document.createElement( 'div' );
		const callback = jest.fn();
		whenNear( element, callback, '300px 0px' );
		expect( observers[ 0 ].options?.rootMargin ).toBe( '300px 0px' );
		expect( observers[ 0 ].observe ).toHaveBeenCalledWith( element );
		near( false );
		expect( callback ).not.toHaveBeenCalled();
		near( true );
		expect( callback ).toHaveBeenCalledTimes( 1 );
		expect( observers[ 0 ].disconnect ).toHaveBeenCalled();
	} );

	it( 'calls back at once in a browser without IntersectionObserver', () => {
		// @ts-expect-error -- an old browser has none.
		delete window.IntersectionObserver;
		const callback = jest.fn();
		whenNear( document.createElement( 'div' ), callback, '200px' );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	} );
} );
