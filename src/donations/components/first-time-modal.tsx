/**
 * WordPress dependencies
 */
import { Button, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FirstTimeModalProps } from '../types';

/**
 * The first-time explanation of donations with Stripe.
 *
 * @param props               The props.
 * @param props.onClose       Closes it for this editing session.
 * @param props.onAcknowledge Closes it for good ("Got it").
 * @return The modal.
 */
export default function FirstTimeModal( {
	onClose,
	onAcknowledge,
}: FirstTimeModalProps ) {
	return (
		<Modal
			title={ __( 'Accept Donations with Stripe', 'cairn' ) }
			onRequestClose={ onClose }
		>
			<p>
				{ __(
					'Enter your Stripe keys in the Cairn settings: donations go straight to your own Stripe account, and every payment is recorded on your site. Then choose the amounts your visitors can give once, monthly or yearly.',
					'cairn'
				) }
			</p>
			<Button variant="primary" onClick={ onAcknowledge }>
				{ __( 'Got it', 'cairn' ) }
			</Button>
		</Modal>
	);
}
