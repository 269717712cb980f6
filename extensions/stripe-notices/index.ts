/**
 * The once-only notice after the Stripe keys changed in Settings → Cairn:
 * 'Congrats! …' when they were saved and verified, 'You cancelled …' when
 * they were removed. The server hands it out with the editor's data once;
 * the membership store shows it too when the status call gets it.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';

/**
 * Internal dependencies
 */
import { getEditorData } from '@cairn/shared/site/editor-data';
import { showConnectionNotice } from '@cairn/shared/stores/membership-products/notices';

domReady( () => showConnectionNotice( getEditorData().stripeNotice ) );
