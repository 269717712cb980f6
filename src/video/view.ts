/**
 * The visitor's chapter lists and coloured seekbars. The server queues this
 * script only on pages whose videos have one of them.
 */

/**
 * Internal dependencies
 */
import { onReady } from '@cairn/shared/view/boot';
import { initSeekbar } from './seekbar';

/**
 * Makes one chapter list work.
 *
 * @param list The list.
 */
function initChapters( list: HTMLElement ) {
	const video = list
		.closest( '.wp-block-cairn-video' )
		?.querySelector( 'video' );
	if ( ! video ) {
		return;
	}
	const buttons = Array.from(
		list.querySelectorAll< HTMLButtonElement >( 'button[data-start]' )
	);
	list.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest< HTMLButtonElement >(
			'button[data-start]'
		);
		if ( ! button ) {
			return;
		}
		video.currentTime = Number( button.dataset.start );
		void video.play().catch( () => undefined );
	} );
	video.addEventListener( 'timeupdate', () => {
		let current: HTMLButtonElement | undefined;
		for ( const button of buttons ) {
			if ( Number( button.dataset.start ) <= video.currentTime ) {
				current = button;
			}
		}
		for ( const button of buttons ) {
			if ( button === current ) {
				button.setAttribute( 'aria-current', 'true' );
			} else {
				button.removeAttribute( 'aria-current' );
			}
		}
	} );
	list.hidden = false;
}

/**
 * Makes every chapter list and seekbar of the page work.
 */
function initAll(): void {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-cairn-video .wp-block-cairn-video__chapters'
		)
		.forEach( initChapters );
	document
		.querySelectorAll< HTMLInputElement >(
			'.wp-block-cairn-video .wp-block-cairn-video__seekbar'
		)
		.forEach( ( bar ) => {
			const video = bar
				.closest( '.wp-block-cairn-video' )
				?.querySelector( 'video' );
			if ( video ) {
				initSeekbar( bar, video );
			}
		} );
}

onReady( initAll );
