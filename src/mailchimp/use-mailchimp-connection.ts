/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import { CONNECTION_NOT_CONNECTED } from './constants';
import type { MailchimpConnection } from './types';
import { connectionState } from './utils';

/** The Mailchimp connection as the block sees it. */
export interface MailchimpConnectionState {
	/** CONNECTION_UNKNOWN, CONNECTION_NOT_CONNECTED or CONNECTION_CONNECTED. */
	state: 0 | 1 | 2;
	/** The site's answer, once it came. */
	connection?: MailchimpConnection;
	/** Whether a key and an audience are set. */
	isSetUp: boolean;
	/** Asks the site again. */
	check: () => void;
}

/**
 * Whether Mailchimp takes the site's key and audience: asked of the site
 * once they are set (the inserter's preview asks nothing). Without a key
 * and an audience there is nothing to check: not connected.
 *
 * @param isPreview Whether the block is the inserter's preview.
 * @return The connection.
 */
export function useMailchimpConnection(
	isPreview: boolean
): MailchimpConnectionState {
	const [ connection, setConnection ] = useState< MailchimpConnection >();
	const { ready } = useServiceSetup( 'mailchimp' );

	const check = useCallback( () => {
		setConnection( undefined );
		apiFetch< MailchimpConnection >( { path: ROUTES.mailchimp } ).then(
			setConnection,
			() =>
				setConnection( {
					code: 'not_connected',
					connect_url: '',
					message: '',
				} )
		);
	}, [] );

	useEffect( () => {
		if ( ! isPreview && ready ) {
			check();
		}
	}, [ isPreview, ready, check ] );

	return {
		state: ready
			? connectionState( connection?.code )
			: CONNECTION_NOT_CONNECTED,
		connection,
		isSetUp: ready,
		check,
	};
}
