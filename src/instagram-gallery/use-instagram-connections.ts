/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { NEW_ACCOUNT } from './constants';
import type { InstagramConnection, InstagramGalleryAttributes } from './types';
import { POPUP_FEATURES, readPopupMessage } from './utils';

/** The site's Instagram connections and what the block does with them. */
export interface InstagramConnectionsState {
	/** The connected accounts; undefined while they load. */
	connections?: InstagramConnection[];
	/** The account chosen in the picker, or NEW_ACCOUNT. */
	choice: string;
	/** Chooses an account in the picker. */
	setChoice: ( choice: string ) => void;
	/** Whether the connect popup is open. */
	connecting: boolean;
	/** Why connecting failed; '' otherwise. */
	error: string;
	/** Links the block to the account chosen in the picker, connecting a new one in a popup. */
	linkChoice: () => void;
	/** Disconnects the linked account from the site and unlinks it. */
	disconnect: () => Promise< void >;
}

/**
 * The site's Instagram connections: loads them, links the block to one, or
 * connects a new account through Instagram's login in a 700×700 popup,
 * which posts the new connection back to the editor.
 *
 * @param accessToken   The linked connection's id; '' for none.
 * @param setAttributes Sets the block's attributes.
 * @param configured    Whether Instagram is set up on the site.
 * @return The connections and the block's actions on them.
 */
export function useInstagramConnections(
	accessToken: string,
	setAttributes: (
		attributes: Partial< InstagramGalleryAttributes >
	) => void,
	configured: boolean
): InstagramConnectionsState {
	const [ connections, setConnections ] = useState< InstagramConnection[] >();
	const [ choice, setChoice ] = useState( '' );
	const [ connecting, setConnecting ] = useState( false );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		if ( ! configured ) {
			return;
		}
		apiFetch< InstagramConnection[] >( {
			path: ROUTES.instagramConnections,
		} ).then(
			( list ) => {
				setConnections( list );
				setChoice( list[ 0 ]?.id ?? NEW_ACCOUNT );
			},
			() => setConnections( [] )
		);
	}, [ configured ] );

	// Connecting failed: nothing is linked yet, and the block says so.
	const fail = useCallback( () => {
		setError( __( 'An error occurred. Please try again later.', 'cairn' ) );
		setAttributes( { accessToken: '', instagramUser: '' } );
	}, [ setAttributes ] );

	const choose = ( connection: InstagramConnection ) => {
		setError( '' );
		setConnections( ( list ) => [
			...( list ?? [] ).filter( ( { id } ) => id !== connection.id ),
			connection,
		] );
		setAttributes( {
			accessToken: connection.id,
			instagramUser: connection.username,
		} );
	};

	const connect = async () => {
		setError( '' );
		setConnecting( true );
		let popup: Window | null = null;
		try {
			const { connect_url: url } = await apiFetch< {
				connect_url: string;
			} >( { path: ROUTES.instagramConnectUrl } );
			popup = window.open( url, 'cairn-instagram', POPUP_FEATURES );
		} catch {
			setConnecting( false );
			fail();
			return;
		}
		const onMessage = ( event: MessageEvent ) => {
			const said = readPopupMessage( event, window.location.origin );
			if ( ! said ) {
				return;
			}
			done();
			if ( 'connection' in said ) {
				choose( said.connection );
			} else {
				fail();
			}
		};
		const watch = window.setInterval( () => {
			if ( ! popup || popup.closed ) {
				done();
			}
		}, 500 );
		function done() {
			window.removeEventListener( 'message', onMessage );
			window.clearInterval( watch );
			setConnecting( false );
		}
		window.addEventListener( 'message', onMessage );
	};

	const linkChoice = () => {
		const existing = connections?.find( ( { id } ) => id === choice );
		if ( existing ) {
			choose( existing );
		} else {
			void connect();
		}
	};

	const disconnect = async () => {
		await apiFetch( {
			path: ROUTES.instagramConnection( accessToken ),
			method: 'DELETE',
		} ).catch( () => undefined );
		setConnections( ( list ) =>
			( list ?? [] ).filter( ( { id } ) => id !== accessToken )
		);
		setChoice( NEW_ACCOUNT );
		setAttributes( { accessToken: '', instagramUser: '' } );
	};

	return {
		connections,
		choice,
		setChoice,
		connecting,
		error,
		linkChoice,
		disconnect,
	};
}
