/**
 * Front end of the Repeat visitor block: counts this visit in a cookie and
 * shows the blocks whose rule matches. Loaded only on pages that render the
 * block (block.json `viewScript`). See README.md.
 */

/**
 * Internal dependencies
 */
import { onReady } from '@cairn/shared/view/boot';
import { revealBlocks } from './reveal';
import { countVisitOnce } from './visit-counter';

onReady( () => revealBlocks( document, countVisitOnce ) );
