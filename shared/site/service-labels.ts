/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ServiceName } from './types';

/**
 * How a service is named inside a sentence ("This block needs %s…").
 * Third-party names stay as they are; the AI provider is the owner's choice,
 * so it is named generically.
 *
 * @param name Service name.
 * @return The label.
 */
export function getServiceLabel( name: ServiceName ): string {
	switch ( name ) {
		case 'ai':
			/* translators: Fills "This block needs %s" and "Set up %s". */
			return __( 'an AI provider', 'cairn' );
		case 'stripe':
			return 'Stripe';
		case 'mapbox':
			return 'Mapbox';
		case 'giphy':
			return 'Giphy';
		case 'mailchimp':
			return 'Mailchimp';
		case 'instagram':
			return 'Instagram';
	}
}
