/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import v1 from './deprecated/v1';
import type { EventbriteAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Each
 * `deprecated/vN.ts` has a fixture
 * `test/fixtures/cairn__eventbrite__deprecated-vN.html`.
 *
 * - v1: attributes only; the server drew a fixed 'Buy Tickets' button.
 */
// `any`: each entry is typed with its own old attributes; all of them
// migrate to the current ones.
const deprecated: BlockDeprecation< EventbriteAttributes, any >[] = [ v1 ];

export default deprecated;
