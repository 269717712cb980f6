/**
 * Internal dependencies
 */
import type { ModulesMap, ModulesState } from './types';

/**
 * All modules keyed by slug; empty until fetched.
 *
 * @param state Store state.
 * @return The modules.
 */
export function getModules( state: ModulesState ): ModulesMap {
	return state.modules;
}

/**
 * Whether a module is switched on. Unknown or not yet fetched: false.
 *
 * @param state Store state.
 * @param slug  Module slug.
 * @return True when active.
 */
export function isModuleActive( state: ModulesState, slug: string ): boolean {
	return state.modules[ slug ]?.activated === true;
}

/**
 * Whether a module is being switched.
 *
 * @param state Store state.
 * @param slug  Module slug.
 * @return True while its call runs.
 */
export function isModuleUpdating( state: ModulesState, slug: string ): boolean {
	return state.updating[ slug ] === true;
}

/**
 * Why the last switch of a module failed.
 *
 * @param state Store state.
 * @param slug  Module slug.
 * @return The message, or null.
 */
export function getModuleError(
	state: ModulesState,
	slug: string
): string | null {
	return state.errors[ slug ] ?? null;
}

/**
 * Why the module list could not be fetched.
 *
 * @param state Store state.
 * @return The message, or null.
 */
export function getModulesFetchError( state: ModulesState ): string | null {
	return state.fetchError;
}
