/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { dateI18n, getSettings } from '@wordpress/date';

/**
 * Internal dependencies
 */
import { getErrorMessage } from '@cairn/shared/api/error-message';
import { fetchStripeWebhook } from '../api';
import type { StripeWebhookState } from '../types';

/**
 * Props of the Stripe webhook panel.
 */
export interface StripeWebhookProps {
	/** Counts saves: the state is read again after each (a save may create the endpoint). */
	generation: number;
}

/**
 * Whether Stripe sends this site its events: what Cairn did on the owner's
 * Stripe account, the URL and events to enter by hand where it could not,
 * and when the last event arrived.
 *
 * @param props Component props.
 * @return The panel.
 */
export default function StripeWebhook( props: StripeWebhookProps ) {
	const { generation } = props;
	const [ state, setState ] = useState< StripeWebhookState | null >( null );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		let isCurrent = true;
		fetchStripeWebhook().then(
			( answer ) => isCurrent && setState( answer ),
			( thrown: unknown ) =>
				isCurrent && setError( getErrorMessage( thrown ) )
		);
		return () => {
			isCurrent = false;
		};
	}, [ generation ] );

	if ( error ) {
		return <p className="cairn-settings__help">{ error }</p>;
	}
	if ( ! state ) {
		return null;
	}
	const byHand = state.status === 'manual' || state.status === '';
	const settings = getSettings();
	return (
		<section
			className="cairn-settings__webhook"
			aria-labelledby="cairn-stripe-webhook-title"
		>
			<h3
				id="cairn-stripe-webhook-title"
				className="cairn-settings__subtitle"
			>
				{ __( 'Webhook', 'cairn' ) }
			</h3>
			<p>
				{ state.message ||
					__(
						'When you save the keys, Cairn adds this site’s webhook endpoint to your Stripe account, so that payments, renewals and refunds are recorded under Dashboard → Earnings.',
						'cairn'
					) }
			</p>
			<p className="cairn-settings__last-event">
				{ state.last_event
					? sprintf(
							/* translators: %s: a date and time. */
							__( 'Last event from Stripe: %s.', 'cairn' ),
							dateI18n(
								`${ settings.formats.date } ${ settings.formats.time }`,
								state.last_event,
								undefined
							)
						)
					: __( 'No event from Stripe has arrived yet.', 'cairn' ) }
			</p>
			<details
				className="cairn-settings__webhook-manual"
				open={ state.status === 'manual' }
			>
				<summary>
					{ byHand
						? __(
								'To add the endpoint by hand in Stripe (Developers → Webhooks → Add endpoint)',
								'cairn'
							)
						: __( 'The endpoint’s URL and events', 'cairn' ) }
				</summary>
				<p>
					{ __( 'Endpoint URL:', 'cairn' ) }{ ' ' }
					<code className="cairn-settings__webhook-url">
						{ state.url }
					</code>
				</p>
				<p>{ __( 'Events to send:', 'cairn' ) }</p>
				<ul className="cairn-settings__webhook-events">
					{ state.events.map( ( event ) => (
						<li key={ event }>
							<code>{ event }</code>
						</li>
					) ) }
				</ul>
				<p className="cairn-settings__help">
					{ __(
						'Then paste the endpoint’s signing secret in “Webhook signing secret” above.',
						'cairn'
					) }
				</p>
			</details>
		</section>
	);
}
