/**
 * Visitors' side of the embeds: a service's content loads only where its
 * block is, once, when the block nears the viewport; and, when the owner
 * asks visitors to click first (Settings → Cairn → Embeds), only after a
 * click on the block's notice (rendered by the server, which names the
 * service). No third party hears of the visit before either.
 */

/**
 * Internal dependencies
 */
import { onReady, whenNear } from '../view/boot';

/** How far from the viewport a block starts loading. */
export const NEAR_MARGIN = '200px';

/** Scripts asked for, by address: each is added to the page once. */
const scripts = new Map< string, Promise< void > >();

/**
 * Adds a service's script to the page, once however many blocks ask.
 *
 * @param src The script's address.
 * @return Resolves when it has loaded; rejects when it fails.
 */
export function loadScriptOnce( src: string ): Promise< void > {
	const known = scripts.get( src );
	if ( known ) {
		return known;
	}
	const promise = new Promise< void >( ( resolve, reject ) => {
		const script = document.createElement( 'script' );
		script.src = src;
		script.async = true;
		script.addEventListener( 'load', () => resolve() );
		script.addEventListener( 'error', () => {
			// Forget it so a later block may try again.
			scripts.delete( src );
			reject( new Error( `Could not load ${ src }` ) );
		} );
		document.head.appendChild( script );
	} );
	scripts.set( src, promise );
	return promise;
}

/** The class of the server-rendered privacy notice. */
export const CONSENT_CLASS = 'cairn-embed-consent';

/**
 * Runs `load` for every block matching the selector, each once: after a
 * click on its privacy notice when the server rendered one, else when it
 * nears the viewport.
 *
 * @param selector The blocks' selector.
 * @param load     Puts the service's content into one block.
 */
export function initEmbeds(
	selector: string,
	load: ( block: HTMLElement ) => void
): void {
	onReady( () =>
		document
			.querySelectorAll< HTMLElement >( selector )
			.forEach( ( block ) => {
				if ( block.dataset.cairnEmbedStarted ) {
					return;
				}
				block.dataset.cairnEmbedStarted = '1';
				const notice = block.querySelector< HTMLElement >(
					`.${ CONSENT_CLASS }`
				);
				const button = notice?.querySelector( 'button' );
				if ( notice && button ) {
					button.addEventListener(
						'click',
						() => {
							notice.remove();
							load( block );
						},
						{ once: true }
					);
					return;
				}
				whenNear( block, () => load( block ), NEAR_MARGIN );
			} )
	);
}
