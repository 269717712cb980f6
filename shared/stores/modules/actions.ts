/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '../../api/routes';
import { checkApiResponse } from '../../api/check-response';
import { getErrorMessage } from '../../api/error-message';
import { fetchModules } from './fetch-modules';
import type {
	ModuleActiveResponse,
	ModulesAction,
	ModulesMap,
	ModulesThunkArgs,
} from './types';

/**
 * Stores the fetched modules.
 *
 * @param modules Modules keyed by slug.
 * @return Action.
 */
export function receiveModules( modules: ModulesMap ): ModulesAction {
	return { type: 'RECEIVE_MODULES', modules };
}

/**
 * Records why the module list could not be fetched.
 *
 * @param message Error message.
 * @return Action.
 */
export function receiveModulesError( message: string ): ModulesAction {
	return { type: 'RECEIVE_MODULES_ERROR', message };
}

/**
 * Switches a module on or off: shows the new state at once, posts it to
 * `/cairn/v1/module/{slug}/active`, then reads the modules back. Only a failed
 * POST restores the previous state (the server did not switch) and keeps the
 * error for the UI (`getModuleError`). Once the POST has succeeded the server
 * has switched, so a failed read-back keeps the new state and records why the
 * list could not be fetched (`getModulesFetchError`).
 *
 * @param slug   Module slug.
 * @param active Whether to switch it on.
 * @return A thunk resolving to true when the switch took.
 */
export const toggleModule =
	( slug: string, active: boolean ) =>
	async ( { dispatch, select }: ModulesThunkArgs ): Promise< boolean > => {
		const previous = select.getModules()[ slug ];
		dispatch( { type: 'TOGGLE_MODULE_START', slug, active } );
		try {
			const response = checkApiResponse< ModuleActiveResponse >(
				await apiFetch( {
					path: ROUTES.moduleActive( slug ),
					method: 'POST',
					data: { active },
				} )
			);
			if ( response.code !== 'success' ) {
				throw new Error( response.message );
			}
		} catch ( error ) {
			dispatch( {
				type: 'TOGGLE_MODULE_FAILURE',
				slug,
				previous,
				message: getErrorMessage(
					error,
					active
						? __( 'The module could not be switched on.', 'cairn' )
						: __( 'The module could not be switched off.', 'cairn' )
				),
			} );
			return false;
		}
		dispatch( { type: 'TOGGLE_MODULE_SUCCESS', slug } );
		try {
			dispatch( receiveModules( await fetchModules() ) );
		} catch ( error ) {
			dispatch(
				receiveModulesError(
					getErrorMessage(
						error,
						__( 'The modules could not be loaded.', 'cairn' )
					)
				)
			);
		}
		return true;
	};
