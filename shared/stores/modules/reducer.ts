/**
 * Internal dependencies
 */
import type { ModulesAction, ModulesState } from './types';

export const INITIAL_STATE: ModulesState = {
	modules: {},
	updating: {},
	errors: {},
	fetchError: null,
};

/**
 * A copy of a record without one key.
 *
 * @param record Record.
 * @param key    Key to drop.
 * @return The copy.
 */
function without< T >( record: Record< string, T >, key: string ) {
	const { [ key ]: _dropped, ...rest } = record;
	return rest;
}

/**
 * The modules store's reducer. A switch shows its new state at once and is
 * undone when the switch call fails, restoring the previous module state; a
 * failed read-back after a switch that took only sets `fetchError`, since the
 * server did switch.
 *
 * @param state  Current state.
 * @param action Action.
 * @return New state.
 */
export default function reducer(
	state: ModulesState = INITIAL_STATE,
	action: ModulesAction
): ModulesState {
	switch ( action.type ) {
		case 'RECEIVE_MODULES':
			return { ...state, modules: action.modules, fetchError: null };
		case 'RECEIVE_MODULES_ERROR':
			return { ...state, fetchError: action.message };
		case 'TOGGLE_MODULE_START': {
			const current = state.modules[ action.slug ];
			return {
				...state,
				modules: current
					? {
							...state.modules,
							[ action.slug ]: {
								...current,
								activated: action.active,
							},
						}
					: state.modules,
				updating: { ...state.updating, [ action.slug ]: true },
				errors: without( state.errors, action.slug ),
			};
		}
		case 'TOGGLE_MODULE_SUCCESS':
			return {
				...state,
				updating: without( state.updating, action.slug ),
			};
		case 'TOGGLE_MODULE_FAILURE':
			return {
				...state,
				modules: action.previous
					? { ...state.modules, [ action.slug ]: action.previous }
					: without( state.modules, action.slug ),
				updating: without( state.updating, action.slug ),
				errors: { ...state.errors, [ action.slug ]: action.message },
			};
		default:
			return state;
	}
}
