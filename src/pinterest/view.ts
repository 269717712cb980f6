/**
 * Pinterest embeds on the visitor's page: Pinterest's widget script is
 * loaded once, and only when an embed nears the viewport; each embed is
 * built when it does. Until then (and without script) each block is a link.
 */

/**
 * Internal dependencies
 */
import { onReady, whenNear } from '@cairn/shared/view/boot';
import { BUILD_FUNCTION, PINIT_URL } from './constants';

export { BUILD_FUNCTION, PINIT_URL };

/** How near the viewport, in pixels, an embed starts to load. */
export const ROOT_MARGIN = '300px 0px';

type BuildWindow = Window & { [ BUILD_FUNCTION ]?: ( el?: Element ) => void };

/** Embeds waiting for the script to be ready. */
const waiting: HTMLElement[] = [];

/** Whether the script was added. */
let added = false;

/** Whether the script has loaded. */
let ready = false;

/**
 * Builds one embed with Pinterest's script.
 *
 * @param block The block element.
 */
function build( block: HTMLElement ): void {
	const builder = ( window as BuildWindow )[ BUILD_FUNCTION ];
	if ( typeof builder === 'function' ) {
		builder( block );
	}
}

/**
 * Adds Pinterest's script to the page, once.
 */
function addScript(): void {
	if ( added ) {
		return;
	}
	added = true;
	const script = document.createElement( 'script' );
	script.async = true;
	script.src = PINIT_URL;
	script.setAttribute( 'data-pin-build', BUILD_FUNCTION );
	script.addEventListener( 'load', () => {
		ready = true;
		// pinit.js builds the links marked so far when it loads; the
		// build call covers those marked while it was loading.
		waiting.splice( 0 ).forEach( build );
	} );
	document.body.appendChild( script );
}

/**
 * Turns one block's link into an embed: marks it for Pinterest's script and
 * loads or asks the script.
 *
 * @param block The block element.
 */
function embed( block: HTMLElement ): void {
	const link = block.querySelector< HTMLAnchorElement >(
		'a[data-cairn-pin-do]'
	);
	if ( ! link ) {
		return;
	}
	link.setAttribute(
		'data-pin-do',
		link.getAttribute( 'data-cairn-pin-do' ) ?? ''
	);
	if ( ready ) {
		build( block );
		return;
	}
	waiting.push( block );
	addScript();
}

/**
 * Watches every Pinterest block on the page.
 */
export function init(): void {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-cairn-pinterest' )
		.forEach( ( block ) =>
			whenNear( block, () => embed( block ), ROOT_MARGIN )
		);
}

onReady( init );
