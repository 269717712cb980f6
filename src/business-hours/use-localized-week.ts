/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

/**
 * External dependencies
 */
import { ROUTES } from '@cairn/shared';

/**
 * Internal dependencies
 */
import { ENGLISH_WEEK } from './constants';
import { isLocalizedWeek } from './utils';
import type { LocalizedWeek } from './types';

/**
 * What `useLocalizedWeek` returns.
 */
export interface LocalizedWeekState {
	/** True until the localized week has loaded or failed. */
	isLoading: boolean;
	/** The site's week, or the English fallback once loading failed. */
	week: LocalizedWeek;
}

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
