/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { REVEAL_EVENT } from './steps';

/** The handler's JSON answer. */
interface SubmitAnswer {
	ok: boolean;
	message?: string;
	redirect?: string;
	errors?: Record< string, string >;
}

/**
 * Clears the errors a previous try showed.
 *
 * @param form The form.
 */
function clearErrors( form: HTMLFormElement ): void {
	form.querySelectorAll< HTMLElement >( '.wp-block-cairn-field' ).forEach(
		( field ) => {
			field.classList.remove( 'has-error' );
			const error = field.querySelector< HTMLElement >(
				'.wp-block-cairn-field__error'
			);
			if ( error ) {
				error.textContent = '';
				error.hidden = true;
			}
			field.querySelectorAll( '[aria-invalid]' ).forEach( ( control ) => {
				control.removeAttribute( 'aria-invalid' );
				control.removeAttribute( 'aria-describedby' );
			} );
		}
	);
}

/**
 * Shows each field's error by its control: `aria-invalid`, the message tied
 * with `aria-describedby`; focus goes to the first field in error.
 *
 * @param form   The form.
 * @param errors Messages by field name.
 */
export function showErrors(
	form: HTMLFormElement,
	errors: Record< string, string >
): void {
	clearErrors( form );
	let first: HTMLElement | null = null;
	for ( const [ name, message ] of Object.entries( errors ) ) {
		const control = form.querySelector< HTMLElement >(
			`[name="${ CSS.escape( name ) }"]`
		);
		const field = control?.closest< HTMLElement >(
			'.wp-block-cairn-field'
		);
		const error = field?.querySelector< HTMLElement >(
			'.wp-block-cairn-field__error'
		);
		if ( ! control || ! field || ! error ) {
			continue;
		}
		// Radio buttons are described as a group, by their fieldset.
		const described =
			control.getAttribute( 'type' ) === 'radio'
				? ( field.querySelector< HTMLElement >( 'fieldset' ) ??
					control )
				: control;
		field.classList.add( 'has-error' );
		error.textContent = message;
		error.hidden = false;
		described.setAttribute( 'aria-invalid', 'true' );
		described.setAttribute( 'aria-describedby', error.id );
		first = first ?? control;
	}
	if ( first ) {
		// A field in a hidden step: the steps show it before it gets focus.
		form.dispatchEvent(
			new CustomEvent( REVEAL_EVENT, { detail: first } )
		);
		first.focus();
	}
}

/**
 * Shows a message above the fields, announced at once.
 *
 * @param form    The form.
 * @param message The message.
 */
function showSummary( form: HTMLFormElement, message: string ): void {
	const slot = form.querySelector< HTMLElement >(
		'.wp-block-cairn-contact-form__summary-slot'
	);
	if ( slot ) {
		slot.innerHTML = '';
		if ( message ) {
			const text = document.createElement( 'p' );
			text.className = 'wp-block-cairn-contact-form__summary';
			text.textContent = message;
			slot.append( text );
		}
	}
}

/**
 * Sends a form by fetch and shows the answer in place: the thank-you
 * message (announced and focused) or a redirect, or each field's error. On a
 * failure nothing typed is lost: the form stays as it was.
 *
 * @param form The form.
 */
export async function submitForm( form: HTMLFormElement ): Promise< void > {
	if ( form.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	form.setAttribute( 'aria-busy', 'true' );
	const buttons = form.querySelectorAll<
		HTMLButtonElement | HTMLInputElement
	>( '[type="submit"]' );
	buttons.forEach( ( button ) => ( button.disabled = true ) );
	clearErrors( form );
	showSummary( form, '' );
	try {
		// Not form.action: the form's `action` input (admin-post's) shadows it.
		const response = await fetch( form.getAttribute( 'action' ) ?? '', {
			method: 'POST',
			body: new FormData( form ),
			headers: { Accept: 'application/json' },
			credentials: 'same-origin',
		} );
		const answer = ( await response.json() ) as SubmitAnswer;
		if ( answer.ok ) {
			if ( answer.redirect ) {
				window.location.assign( answer.redirect );
				return;
			}
			const result = document.createElement( 'div' );
			result.className = 'wp-block-cairn-contact-form__result';
			result.setAttribute( 'role', 'status' );
			result.tabIndex = -1;
			const text = document.createElement( 'p' );
			text.textContent = answer.message ?? '';
			result.append( text );
			form.replaceWith( result );
			result.focus();
			return;
		}
		showSummary( form, answer.message ?? '' );
		showErrors( form, answer.errors ?? {} );
	} catch {
		showSummary(
			form,
			__(
				'Your message could not be sent. Please check your connection and try again.',
				'cairn'
			)
		);
	} finally {
		form.removeAttribute( 'aria-busy' );
		buttons.forEach( ( button ) => ( button.disabled = false ) );
	}
}
