/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getErrorMessage } from '../../api/error-message';
import { fetchModules } from './fetch-modules';
import { receiveModules, receiveModulesError } from './actions';
import type { ModulesThunkArgs } from './types';

/**
 * Fetches the modules the first time they are selected.
 *
 * @return Thunk.
 */
export const getModules =
	() =>
	async ( { dispatch }: ModulesThunkArgs ): Promise< void > => {
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
	};

/**
 * `isModuleActive` needs the module list: resolve it the same way, once.
 *
 * @return Thunk.
 */
export const isModuleActive =
	() =>
	async ( { resolveSelect }: ModulesThunkArgs ): Promise< void > => {
		await resolveSelect.getModules();
	};
