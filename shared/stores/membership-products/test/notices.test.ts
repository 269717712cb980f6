/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import {
	CONNECTION_NOTICE_ID,
	getConnectionNotice,
	showConnectionNotice,
} from '../notices';

describe( 'Stripe connection notices', () => {
	it( 'congratulates after the keys were saved and verified', () => {
		expect( getConnectionNotice( 'connected' ) ).toEqual( {
			status: 'success',
			text: 'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
		} );
	} );

	it( 'says the setup was cancelled after the keys were removed', () => {
		expect( getConnectionNotice( 'cancelled' ) ).toEqual( {
			status: 'error',
			text: 'You cancelled connecting your site to Stripe.',
		} );
	} );

	it( 'says nothing otherwise', () => {
		expect( getConnectionNotice( '' ) ).toBeNull();
		expect( getConnectionNotice( undefined ) ).toBeNull();
		expect( getConnectionNotice( 'other' ) ).toBeNull();
	} );

	it( 'shows one notice however often it is handed out', () => {
		showConnectionNotice( 'connected' );
		showConnectionNotice( 'connected' );
		showConnectionNotice( null );
		const notices = select( noticesStore )
			.getNotices()
			.filter( ( notice ) => notice.id === CONNECTION_NOTICE_ID );
		expect( notices ).toHaveLength( 1 );
		expect( notices[ 0 ].status ).toBe( 'success' );
	} );
} );
