/**
 * Internal dependencies
 */
import { restUrl } from '@cairn/shared/api/rest-url';
import { MAILCHIMP_SUBSCRIBE_ROUTE } from '@cairn/shared/api/routes';
import type { FormState } from './types';
import { COMPLIANCE_CODE } from './constants';
import { roleFor } from './utils';

/**
 * What the subscribe route said beside the form state: a sentence to add to
 * the block's success text, or, for an address only Mailchimp's own form
 * takes back, the reason and that form's address.
 */
export interface SignupAnswer {
	/** Said after the success text ('Check your inbox…'), or in place of the error text. */
	message?: string;
	/** Mailchimp's hosted signup form, linked after the message. */
	signupUrl?: string;
}

/**
 * Shows a form state in the block's status area, announced with its role.
 *
 * @param block  The block's wrapper, holding the texts in data attributes.
 * @param state  The state.
 * @param answer What the route said, for success and error.
 */
export function showState(
	block: HTMLElement,
	state: FormState,
	answer: SignupAnswer = {}
): void {
	const area = block.querySelector( '.wp-block-cairn-mailchimp__status' );
	if ( ! area ) {
		return;
	}
	const notice = document.createElement( 'p' );
	notice.className = `wp-block-cairn-mailchimp__notice is-${ state }`;
	notice.setAttribute( 'role', roleFor( state ) );
	const label = block.dataset[ state ] ?? '';
	if ( state === 'success' ) {
		notice.textContent = [ label, answer.message ]
			.filter( Boolean )
			.join( ' ' );
	} else {
		notice.textContent = ( state === 'error' && answer.message ) || label;
	}
	if ( state === 'error' && answer.signupUrl ) {
		const link = document.createElement( 'a' );
		link.href = answer.signupUrl;
		link.textContent = block.dataset.signupLink ?? answer.signupUrl;
		notice.append( ' ', link );
	}
	area.replaceChildren( notice );
}

/**
 * What a subscribe answer tells the visitor. Only a refusal the route
 * explains (an address only Mailchimp's own form takes back) replaces the
 * block's error text; a link is made only to an https address.
 *
 * @param ok   Whether the answer was a success.
 * @param body The decoded answer, if any.
 * @return The message and signup form.
 */
export function readAnswer( ok: boolean, body: unknown ): SignupAnswer {
	const answer = ( body && typeof body === 'object' ? body : {} ) as {
		code?: unknown;
		message?: unknown;
		data?: { signup_url?: unknown };
	};
	if ( ! ok && answer.code !== COMPLIANCE_CODE ) {
		return {};
	}
	const message =
		typeof answer.message === 'string' ? answer.message : undefined;
	const url = ok ? undefined : answer.data?.signup_url;
	let signupUrl: string | undefined;
	if ( typeof url === 'string' ) {
		try {
			signupUrl = new URL( url ).protocol === 'https:' ? url : undefined;
		} catch {
			signupUrl = undefined;
		}
	}
	return { message, signupUrl };
}

/**
 * The decoded body of an answer; null when it is not JSON (a proxy's error
 * page, an empty answer), which then says nothing beyond its status.
 *
 * @param response The answer.
 * @return The decoded body, or null.
 */
async function bodyOf( response: Response ): Promise< unknown > {
	try {
		return ( await response.json() ) as unknown;
	} catch {
		return null;
	}
}

/**
 * Sends the form to the subscribe route and shows the result, with what the
 * route said (to confirm by email; where to sign up again). The typed
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
	let answer: SignupAnswer = {};
	try {
		const url = restUrl( MAILCHIMP_SUBSCRIBE_ROUTE );
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
		answer = readAnswer( response.ok, await bodyOf( response ) );
	} catch {
		state = 'error';
	}
	showState( block, state, answer );
	if ( state === 'success' ) {
		form.reset();
	}
	return state;
}
