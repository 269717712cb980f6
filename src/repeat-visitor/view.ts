/**
 * Front end of the Repeat visitor block: counts this visit in a cookie and
 * shows the blocks whose rule matches. Loaded only on pages that render the
 * block (block.json `viewScript`). See README.md.
 */

/**
 * Internal dependencies
 */
import { revealBlocks } from './reveal';
import { countVisitOnce } from './visit-counter';

const run = () => revealBlocks( document, countVisitOnce );

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', run, { once: true } );
} else {
	run();
}
