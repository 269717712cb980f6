/**
 * Visitors' side, progressive: without JavaScript every tab's form is shown
 * (each works alone); with it, only the chosen tab's form is, One-Time first.
 * @param block
 */
function initDonations( block: HTMLElement ): void {
	const tabs = Array.from(
		block.querySelectorAll< HTMLAnchorElement >( '.cairn-donations__tab' )
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
	show( tabs[ 0 ]?.dataset.tab );
}

document
	.querySelectorAll< HTMLElement >( '.wp-block-cairn-donations' )
	.forEach( initDonations );
