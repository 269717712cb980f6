/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ROUTES } from '../../api/routes';
import { checkApiResponse } from '../../api/check-response';
import type { ModulesMap } from './types';

/**
 * Fetches every module from `GET /cairn/v1/module/all`.
 *
 * @return The modules keyed by slug.
 */
export async function fetchModules(): Promise< ModulesMap > {
	return checkApiResponse< ModulesMap >(
		await apiFetch( { path: ROUTES.modules } )
	);
}
