/**
 * Internal dependencies
 */
import { isSupportedCurrency } from '@cairn/shared/currency/currency';
import { onReady } from '@cairn/shared/view/boot';
import { checkCustomAmount } from './custom-amount';

/**
 * A class with its pre-0.8.0 name beside it (`cairn-donations__<element>`),
 * as `Blocks\Legacy_Class_Names` adds it to what the server renders: for one
 * release a theme that styled the old name keeps working on what this
 * script adds too.
 *
 * TODO: remove in 0.9.0, with `Blocks\Legacy_Class_Names`.
 *
 * @param standard The `wp-block-cairn-donations__<element>` class.
 * @return Both classes.
 */
function withLegacyClass( standard: string ): string {
	return `${ standard } ${ standard.replace( /^wp-block-/, '' ) }`;
}

/**
 * Checks the custom amount of a tab's form before it is sent: an amount the
 * server would refuse (unreadable, under the currency's minimum, over the
 * site's largest payment) is said next to the field, in the words the
 * server renders into it, and the form stays.
 *
 * @param form The tab's form.
 */
function checkBeforeSending( form: HTMLFormElement ): void {
	const input = form.querySelector< HTMLInputElement >(
		'input[name="custom_amount"]'
	);
	const currency = input?.dataset.currency ?? '';
	if ( ! input || ! isSupportedCurrency( currency ) ) {
		return;
	}
	const error = document.createElement( 'p' );
	error.className = withLegacyClass( 'wp-block-cairn-donations__error' );
	error.id = `${ form.id }-error`;
	error.setAttribute( 'role', 'alert' );
	error.hidden = true;
	input.closest( 'label' )?.after( error );
	const clear = () => {
		error.hidden = true;
		error.textContent = '';
		input.removeAttribute( 'aria-invalid' );
		input.removeAttribute( 'aria-describedby' );
	};
	input.addEventListener( 'input', clear );
	form.addEventListener( 'submit', ( event ) => {
		clear();
		if ( input.value.trim() === '' ) {
			return;
		}
		const problem = checkCustomAmount(
			input.value,
			currency,
			Number( input.dataset.maximum )
		);
		if ( problem === null ) {
			return;
		}
		event.preventDefault();
		error.textContent = input.dataset[ `${ problem }Message` ] ?? '';
		error.hidden = false;
		input.setAttribute( 'aria-invalid', 'true' );
		input.setAttribute( 'aria-describedby', error.id );
		input.focus();
	} );
}

/**
 * Visitors' side, progressive: without JavaScript every tab's form is shown
 * (each works alone); with it, only the chosen tab's form is, One-Time first.
 *
 * @param block The block's element.
 */
function initDonations( block: HTMLElement ): void {
	const tabs = Array.from(
		block.querySelectorAll< HTMLAnchorElement >(
			'.wp-block-cairn-donations__tab'
		)
	);
	const forms = Array.from(
		block.querySelectorAll< HTMLFormElement >( 'form[data-tab]' )
	);
	const show = ( name: string | undefined ) => {
		for ( const form of forms ) {
			form.hidden = form.dataset.tab !== name;
		}
		for ( const tab of tabs ) {
			const active = tab.dataset.tab === name;
			tab.classList.toggle( 'is-active', active );
			tab.setAttribute( 'aria-current', active ? 'true' : 'false' );
		}
	};
	for ( const tab of tabs ) {
		tab.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			show( tab.dataset.tab );
		} );
	}
	forms.forEach( checkBeforeSending );
	show( tabs[ 0 ]?.dataset.tab );
}

onReady( () =>
	document
		.querySelectorAll< HTMLElement >( '.wp-block-cairn-donations' )
		.forEach( initDonations )
);
