/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { MailchimpGroups } from './types';

/**
 * The audience's groups, loaded once the block is connected; undefined
 * before, and when they could not be loaded.
 *
 * @param isConnected Whether Mailchimp takes the site's key and audience.
 * @return The groups.
 */
export function useMailchimpGroups(
	isConnected: boolean
): MailchimpGroups | undefined {
	const [ groups, setGroups ] = useState< MailchimpGroups >();
	useEffect( () => {
		if ( isConnected ) {
			apiFetch< MailchimpGroups >( {
				path: ROUTES.mailchimpGroups,
			} ).then( setGroups, () => setGroups( undefined ) );
		}
	}, [ isConnected ] );
	return groups;
}
