/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { VoiceToContentAttributes } from './types';

/**
 * The block's earlier saved forms: none (it saves nothing).
 */
const deprecated: BlockDeprecation< VoiceToContentAttributes >[] = [];

export default deprecated;
