/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { BusinessHoursAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the block is
 * server-rendered and its saved form is only the comment delimiter with the
 * `days` attribute, which has not changed shape since the first version. When
 * it does, freeze the old form in `deprecated/v1.tsx`, with a fixture
 * `cairn__business-hours__deprecated-v1.html`.
 */
const deprecated: BlockDeprecation< BusinessHoursAttributes >[] = [];

export default deprecated;
