/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { ENGLISH_WEEK } from './constants';
import { isLocalizedWeek } from './utils';
import type { LocalizedWeekState } from './types';

/**
 * Loads the site's localized day names and first day of the week. On any
 * failure (network, permission, unexpected shape) the week falls back to
 * English names starting on Sunday.
 *
 * @return The loading state and the week.
 */
export function useLocalizedWeek(): LocalizedWeekState {
	const [ state, setState ] = useState< LocalizedWeekState >( {
		isLoading: true,
		week: ENGLISH_WEEK,
	} );

	useEffect( () => {
		let isMounted = true;
		apiFetch< unknown >( { path: ROUTES.businessHoursLocalizedWeek } )
			.then( ( response ) =>
				isLocalizedWeek( response ) ? response : ENGLISH_WEEK
			)
			.catch( () => ENGLISH_WEEK )
			.then( ( week ) => {
				if ( isMounted ) {
					setState( { isLoading: false, week } );
				}
			} );
		return () => {
			isMounted = false;
		};
	}, [] );

	return state;
}
