/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { CalendlyAttributes } from './types';
import v1 from './deprecated/v1';

/**
 * Earlier saved forms of the block, newest first: v1 kept the button's
 * text and colours as the block's own attributes.
 */
const deprecated = [
	v1,
] as unknown as BlockDeprecation< CalendlyAttributes >[];

export default deprecated;
