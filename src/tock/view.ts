/**
 * Visitors' side: Tock's widget script is loaded once for the page, when a
 * block nears the viewport (or after the privacy click), and turns the
 * block's container into the booking button. Until then, and without
 * JavaScript, the button is a link to the business's Tock page.
 */

/**
 * Internal dependencies
 */
import { initEmbeds, loadScriptOnce } from '@cairn/shared/embeds/view-loader';

/** Tock's widget script. */
export const WIDGET_SCRIPT = 'https://www.exploretock.com/tock.js';

type TockCall = ( ...args: unknown[] ) => void;

interface TockQueue extends TockCall {
	queue?: unknown[];
	callMethod?: TockCall;
	loaded?: boolean;
	version?: string;
	push?: TockCall;
}

/**
 * Tock's command queue, as its own snippet sets it up before the script
 * loads: calls wait in the queue until the script takes them.
 *
 * @return The queue function.
 */
function tockQueue(): TockQueue {
	const host = window as unknown as { tock?: TockQueue; _tock?: TockQueue };
	if ( ! host.tock ) {
		const queue: TockQueue = ( ...args: unknown[] ) => {
			if ( queue.callMethod ) {
				queue.callMethod( ...args );
			} else {
				queue.queue?.push( args );
			}
		};
		queue.queue = [];
		queue.loaded = true;
		queue.version = '1.0';
		queue.push = queue;
		host.tock = queue;
		host._tock = host._tock ?? queue;
	}
	return host.tock;
}

initEmbeds( '.wp-block-cairn-tock[data-tock-name]', ( block ) => {
	const name = block.dataset.tockName ?? '';
	if ( ! /^[A-Za-z0-9_-]{1,100}$/.test( name ) ) {
		return;
	}
	tockQueue()( 'init', name );
	loadScriptOnce( WIDGET_SCRIPT ).catch(
		// Without the widget the link still leads to the Tock page.
		() => undefined
	);
} );
