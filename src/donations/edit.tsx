/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import ConnectPlaceholder from '@cairn/shared/components/connect-banner/connect-placeholder';
import { useJustInserted } from '@cairn/shared/blocks/use-just-inserted';
import { getDefaultCurrency } from '@cairn/shared/currency/currency';
import {
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	API_STATE_LOADING,
} from '@cairn/shared/stores/membership-products';
import DonationForm from './components/donation-form';
import DonationTabs from './components/donation-tabs';
import DonationsSettings from './components/donations-settings';
import FirstTimeModal from './components/first-time-modal';
import type { DonationsAttributes, TabKey } from './types';
import { useDonationProducts } from './use-donation-products';
import { useFirstTimeModal } from './use-first-time-modal';
import { useStripeConnection } from './use-stripe-connection';
import { getActiveTab, getBlockCurrency } from './utils';

/**
 * The Donations editor: the Stripe connection's state until it is set up,
 * then the form visitors will see, one tab at a time, with its settings.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets the block's attributes.
 * @param props.clientId      The block's client id.
 * @return The editor view.
 */
export default function DonationsEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< DonationsAttributes > ) {
	const blockProps = useBlockProps();
	const [ activeTab, setActiveTab ] = useState< TabKey >( 'oneTimeDonation' );
	const { apiState, error, connectUrl, accountCurrency, products } =
		useStripeConnection();
	const currency = getBlockCurrency(
		attributes.currency,
		getDefaultCurrency( accountCurrency )
	);
	const { creating, createError } = useDonationProducts(
		attributes,
		setAttributes,
		apiState,
		currency,
		products
	);
	const firstTime = useFirstTimeModal( useJustInserted( clientId ) );
	const modal = firstTime.isOpen && (
		<FirstTimeModal
			onClose={ firstTime.close }
			onAcknowledge={ firstTime.acknowledge }
		/>
	);

	if ( apiState === API_STATE_LOADING || creating ) {
		return (
			<div { ...blockProps }>
				<Spinner />
			</div>
		);
	}

	if ( apiState === API_STATE_ERROR ) {
		return (
			<div { ...blockProps }>
				<Notice status="error" isDismissible={ false }>
					{ error ||
						sprintf(
							/* translators: %s: the site's host name. */
							__( 'Could not load data from %s.', 'cairn' ),
							window.location.host
						) }
				</Notice>
			</div>
		);
	}

	if ( apiState !== API_STATE_CONNECTED ) {
		return (
			<div { ...blockProps }>
				{ modal }
				<ConnectPlaceholder
					label={ __( 'Donations form', 'cairn' ) }
					service="stripe"
					url={ connectUrl }
				/>
			</div>
		);
	}

	const shownTab = getActiveTab( activeTab, attributes );
	const parts = { attributes, setAttributes, currency };

	return (
		<div { ...blockProps }>
			{ modal }
			<DonationsSettings { ...parts } />
			{ createError && (
				<Notice status="error" isDismissible={ false }>
					{ createError }
				</Notice>
			) }
			<DonationTabs
				attributes={ attributes }
				shownTab={ shownTab }
				onSelect={ setActiveTab }
			/>
			<DonationForm { ...parts } shownTab={ shownTab } />
		</div>
	);
}
