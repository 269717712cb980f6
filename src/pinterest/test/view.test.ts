/**
 * Internal dependencies
 */
import type * as View from '../view';

type Callback = (
	entries: Array< Partial< IntersectionObserverEntry > >
) => void;

describe( 'Pinterest view script', () => {
	let observed: Element[];
	let callbacks: Map< Element, Callback >;

	beforeEach( () => {
		observed = [];
		callbacks = new Map();
		document.body.innerHTML = `
			<div class="wp-block-cairn-pinterest" id="one"><a href="https://www.pinterest.com/pin/1/" data-cairn-pin-do="embedPin">pin</a></div>
			<div class="wp-block-cairn-pinterest" id="two"><a href="https://www.pinterest.com/cairn/recipes/" data-cairn-pin-do="embedBoard">board</a></div>`;
		window.IntersectionObserver = class {
			private elements: Element[] = [];
			constructor( private callback: Callback ) {}
			observe( element: Element ) {
				this.elements.push( element );
				observed.push( element );
				callbacks.set( element, this.callback );
			}
			unobserve( element: Element ) {
				observed = observed.filter( ( item ) => item !== element );
			}
			disconnect() {
				observed = observed.filter(
					( item ) => ! this.elements.includes( item )
				);
			}
		} as unknown as typeof IntersectionObserver;
	} );

	/**
	 * Loads a fresh copy of the script (it runs on load).
	 *
	 * @return The module.
	 */
	function load(): typeof View {
		let view: typeof View | undefined;
		jest.isolateModules( () => {
			view = require( '../view' );
		} );
		return view as typeof View;
	}

	const scripts = () =>
		document.querySelectorAll( 'script[src*="pinterest"]' );
	const enter = ( id: string ) => {
		const target = document.getElementById( id ) as Element;
		callbacks.get( target )?.( [ { isIntersecting: true, target } ] );
	};

	it( 'loads nothing until an embed nears the viewport', () => {
		load();
		expect( observed ).toHaveLength( 2 );
		expect( scripts() ).toHaveLength( 0 );
		expect( document.querySelector( '[data-pin-do]' ) ).toBeNull();
	} );

	it( 'loads Pinterest’s script once, and builds each embed as it comes near', () => {
		const view = load();
		enter( 'one' );
		expect( scripts() ).toHaveLength( 1 );
		const script = scripts()[ 0 ] as HTMLScriptElement;
		expect( script.src ).toBe( view.PINIT_URL );
		expect( script.getAttribute( 'data-pin-build' ) ).toBe(
			view.BUILD_FUNCTION
		);
		expect(
			document.querySelector( '#one a' )?.getAttribute( 'data-pin-do' )
		).toBe( 'embedPin' );
		expect(
			document.querySelector( '#two a' )?.hasAttribute( 'data-pin-do' )
		).toBe( false );

		const built = jest.fn();
		( window as unknown as Record< string, unknown > )[
			view.BUILD_FUNCTION
		] = built;
		script.dispatchEvent( new Event( 'load' ) );
		expect( built ).toHaveBeenCalledWith(
			document.getElementById( 'one' )
		);

		enter( 'two' );
		expect( scripts() ).toHaveLength( 1 );
		expect( built ).toHaveBeenLastCalledWith(
			document.getElementById( 'two' )
		);
		expect( observed ).toHaveLength( 0 );
	} );

	it( 'does nothing on a page without the block', () => {
		document.body.innerHTML = '<p>No pins here.</p>';
		load();
		expect( observed ).toHaveLength( 0 );
		expect( scripts() ).toHaveLength( 0 );
	} );
} );
