/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/** The event a form gets when a control in a hidden step must be shown. */
export const REVEAL_EVENT = 'cairn-form-reveal';

/**
 * The message of a control that fails the browser's checks, in the words
 * the server uses.
 *
 * @param control The control.
 * @return The message.
 */
export function validityMessage(
	control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
): string {
	if ( control.validity.valueMissing ) {
		return __( 'This field is required.', 'cairn' );
	}
	if ( control.validity.typeMismatch && control.type === 'email' ) {
		return __( 'Please enter a valid email address.', 'cairn' );
	}
	if ( control.validity.typeMismatch && control.type === 'url' ) {
		return __(
			'Please enter a valid web address, starting with http:// or https://.',
			'cairn'
		);
	}
	return control.validationMessage;
}

/**
 * A form in steps, with JavaScript: one step shows at a time; Next checks
 * the step's fields first; the submit button shows on the last step; the
 * step's number and label are announced. Without the step navigation block
 * (or with fewer than two steps) every step stays visible.
 *
 * @param form       The form.
 * @param showErrors Shows errors by field name, focusing the first.
 * @return Whether the form is in steps.
 */
export function initSteps(
	form: HTMLFormElement,
	showErrors: (
		form: HTMLFormElement,
		errors: Record< string, string >
	) => void
): boolean {
	const steps = Array.from(
		form.querySelectorAll< HTMLElement >( '.wp-block-cairn-form-step' )
	);
	const nav = form.querySelector< HTMLElement >(
		'.wp-block-cairn-form-step-navigation'
	);
	if ( steps.length < 2 || ! nav ) {
		return false;
	}
	const back = nav.querySelector< HTMLButtonElement >(
		'[data-cairn-step="back"]'
	);
	const next = nav.querySelector< HTMLButtonElement >(
		'[data-cairn-step="next"]'
	);
	const status = nav.querySelector< HTMLElement >(
		'.wp-block-cairn-form-step-navigation__status'
	);
	const submits = Array.from(
		form.querySelectorAll< HTMLElement >( '.wp-block-cairn-button' )
	);
	let current = 0;

	const show = ( index: number, moveFocus: boolean ) => {
		current = index;
		steps.forEach( ( step, at ) => ( step.hidden = at !== index ) );
		if ( back ) {
			back.hidden = index === 0;
		}
		if ( next ) {
			next.hidden = index === steps.length - 1;
		}
		submits.forEach(
			( submit ) => ( submit.hidden = index !== steps.length - 1 )
		);
		const label = steps[ index ].getAttribute( 'aria-label' );
		if ( status ) {
			status.textContent = label
				? sprintf(
						/* translators: 1: the step's number, 2: how many steps, 3: the step's label. */
						__( 'Step %1$d of %2$d: %3$s', 'cairn' ),
						index + 1,
						steps.length,
						label
					)
				: sprintf(
						/* translators: 1: the step's number, 2: how many steps. */
						__( 'Step %1$d of %2$d', 'cairn' ),
						index + 1,
						steps.length
					);
		}
		if ( moveFocus ) {
			steps[ index ]
				.querySelector< HTMLElement >( 'input, select, textarea' )
				?.focus();
		}
	};

	next?.addEventListener( 'click', () => {
		const errors: Record< string, string > = {};
		steps[ current ]
			.querySelectorAll< HTMLInputElement >( 'input, select, textarea' )
			.forEach( ( control ) => {
				if ( control.name && ! control.checkValidity() ) {
					errors[ control.name ] =
						errors[ control.name ] ?? validityMessage( control );
				}
			} );
		showErrors( form, errors );
		if ( ! Object.keys( errors ).length ) {
			show( current + 1, true );
		}
	} );
	back?.addEventListener( 'click', () => show( current - 1, true ) );
	form.addEventListener( REVEAL_EVENT, ( event ) => {
		const target = ( event as CustomEvent< Element > ).detail;
		const index = steps.findIndex( ( step ) => step.contains( target ) );
		if ( index >= 0 && index !== current ) {
			show( index, false );
		}
	} );

	nav.hidden = false;
	show( 0, false );
	return true;
}
