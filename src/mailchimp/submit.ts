/**
 * Internal dependencies
 */
import type { FormState } from './constants';
import { SUBSCRIBE_PATH } from './constants';
import { roleFor } from './utils';

/**
 * Shows a form state in the block's status area, announced with its role.
 *
 * @param block The block's wrapper, holding the texts in data attributes.
 * @param state The state.
 */
export function showState( block: HTMLElement, state: FormState ): void {
	const area = block.querySelector( '.wp-block-cairn-mailchimp__status' );
	if ( ! area ) {
		return;
	}
	const notice = document.createElement( 'p' );
	notice.className = `wp-block-cairn-mailchimp__notice is-${ state }`;
	notice.setAttribute( 'role', roleFor( state ) );
	notice.textContent = block.dataset[ state ] ?? '';
	area.replaceChildren( notice );
}

/**
 * The REST root: WordPress prints it as `<link rel="https://api.w.org/">`
 * on every front-end page; `/wp-json/` otherwise.
 */
function restRoot(): string {
	const link = document.querySelector< HTMLLinkElement >(
		'link[rel="https://api.w.org/"]'
	);
	return link?.href || `${ window.location.origin }/wp-json/`;
}

/**
 * Sends the form to the subscribe route and shows the result. The typed
 * address stays in the field on an error; a success empties it.
 *
 * @param block The block's wrapper.
 * @param form  Its form.
 * @return Resolves with the final state.
 */
export async function submitSignup(
	block: HTMLElement,
	form: HTMLFormElement
): Promise< FormState > {
	showState( block, 'processing' );
	const body = new FormData( form );
	body.delete( 'action' );
	body.delete( 'cairn_return' );
	let state: FormState = 'error';
	try {
		// Both `/wp-json/` and `/?rest_route=/` roots end where the route's
		// path starts.
		const url = `${ restRoot() }${ SUBSCRIBE_PATH }`;
		// The site's cookies go along: a preview's form carries the REST
		// nonce that makes its editor's session count, and a protected
		// post's password cookie opens its form. Without a nonce WordPress
		// answers as to a visitor, whoever is logged in.
		const response = await fetch( url, {
			method: 'POST',
			body,
			credentials: 'same-origin',
		} );
		state = response.ok ? 'success' : 'error';
	} catch {
		state = 'error';
	}
	showState( block, state );
	if ( state === 'success' ) {
		form.reset();
	}
	return state;
}
