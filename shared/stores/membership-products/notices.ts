/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/** One id for both notices, so the editor never shows one twice. */
export const CONNECTION_NOTICE_ID = 'cairn-stripe-connection';

/**
 * The notice after the Stripe keys changed: its status and text.
 *
 * @param kind 'connected' after keys were saved and verified, 'cancelled'
 *             after they were removed; anything else has no notice.
 * @return The notice, or null.
 */
export function getConnectionNotice(
	kind: unknown
): { status: 'success' | 'error'; text: string } | null {
	if ( kind === 'connected' ) {
		return {
			status: 'success',
			text: __(
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
				'cairn'
			),
		};
	}
	if ( kind === 'cancelled' ) {
		return {
			status: 'error',
			text: __(
				'You cancelled connecting your site to Stripe.',
				'cairn'
			),
		};
	}
	return null;
}

/**
 * Shows the notice in the editor (the server hands it out once).
 *
 * @param kind 'connected', 'cancelled', or anything else for none.
 */
export function showConnectionNotice( kind: unknown ): void {
	const notice = getConnectionNotice( kind );
	if ( ! notice ) {
		return;
	}
	dispatch( noticesStore ).createNotice( notice.status, notice.text, {
		id: CONNECTION_NOTICE_ID,
		isDismissible: true,
	} );
}
