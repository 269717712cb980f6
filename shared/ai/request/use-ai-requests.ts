/**
 * WordPress dependencies
 */
import { useRegistry } from '@wordpress/data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { createAiRequests } from './requests';
import type { AiRequests } from './requests';

/**
 * The shared AI clients of a surface, in the editor's registry: every
 * request they send is counted, and every failure handled, by the same
 * rules (see `settleAiOutcome`).
 *
 * @return The clients.
 */
export function useAiRequests(): AiRequests {
	const registry = useRegistry();
	return useMemo( () => createAiRequests( registry ), [ registry ] );
}
