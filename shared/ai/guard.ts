/**
 * Internal dependencies
 */
import { createRequestSlots } from './concurrency-guard';

/**
 * The slots of the AI calls (at most 5 run at once),
 * shared by streamed answers and `askAi`: a call takes one before it starts
 * and gives it back when it settles, fails or is closed.
 */
export const aiRequestSlots = createRequestSlots();
