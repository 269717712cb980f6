/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import type { AiAssistantAttributes } from './types';

/**
 * Earlier saved forms of the block, newest first. Empty: the first released
 * form (the comment delimiter alone, save() returning null) is the current
 * one. When attributes or save() change, freeze the old form in
 * `deprecated/v1.tsx`, with a fixture `cairn__ai-assistant__deprecated-v1.html`.
 */
const deprecated: BlockDeprecation< AiAssistantAttributes >[] = [];

export default deprecated;
