/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	Notice,
	PanelBody,
	SelectControl,
	Spinner,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConnectPlaceholder from '@cairn/shared/components/connect-banner/connect-placeholder';
import { getDefaultCurrency } from '@cairn/shared/currency/currency';
import {
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	API_STATE_LOADING,
	store as membershipStore,
} from '@cairn/shared/stores/membership-products';
import type { Product } from '@cairn/shared/stores/membership-products/types';
import AddPlanForm from './components/add-plan-form';
import { BUTTON_BLOCK, PLAN_TYPE } from './constants';
import type { RecurringPaymentsAttributes } from './types';
import {
	getPlanId,
	getPlanLabel,
	getPlanStatus,
	getPlanStatusMessage,
} from './utils';

interface StoreView {
	apiState: string;
	error: string | null;
	connectUrl: string;
	accountCurrency: string;
	products: Product[];
}

/**
 * The Payment Button editor: the locked inner button, the plan picker and
 * the "add a plan" form in the sidebar, the connect banner while Stripe is
 * not connected, and why a chosen plan cannot be sold.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets attributes.
 * @return The editor view.
 */
export default function RecurringPaymentsEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< RecurringPaymentsAttributes > ) {
	const { apiState, error, connectUrl, accountCurrency, products } =
		useSelect( ( select ): StoreView => {
			const store = select( membershipStore );
			return {
				apiState: store.getApiState(),
				error: store.getError(),
				connectUrl: store.getConnectUrl(),
				accountCurrency: store.getConnectedAccountDefaultCurrency(),
				products: store.getProducts() ?? [],
			};
		}, [] );

	const plans = useMemo(
		() =>
			products.filter(
				( product ) =>
					product.type === undefined || product.type === PLAN_TYPE
			),
		[ products ]
	);
	const planId = getPlanId( attributes );
	const connected = apiState === API_STATE_CONNECTED;
	const status = getPlanStatus( planId, products );
	const statusMessage = connected ? getPlanStatusMessage( status ) : null;

	// A new block sells the first plan until another is chosen: the button
	// stays hidden from visitors until a valid plan is saved with it.
	useEffect( () => {
		if ( connected && planId === undefined && plans.length ) {
			setAttributes( { planId: plans[ 0 ].id } );
		}
	}, [ connected, planId, plans, setAttributes ] );

	const template: [ string, Record< string, unknown > ][] = useMemo(
		() => [
			[
				BUTTON_BLOCK,
				{
					element: 'button',
					text: __( 'Subscribe', 'cairn' ),
					lock: { remove: true, move: true },
				},
			],
		],
		[]
	);
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-cairn-recurring-payments__button' },
		{ template, templateLock: 'all' }
	);

	let banner = null;
	if ( apiState === API_STATE_LOADING ) {
		banner = <Spinner />;
	} else if ( apiState === API_STATE_ERROR ) {
		banner = (
			<Notice
				status="error"
				isDismissible={ false }
				className="wp-block-cairn-recurring-payments__notice"
			>
				{ error ||
					sprintf(
						/* translators: %s: the site's host name. */
						__( 'Could not load data from %s.', 'cairn' ),
						window.location.host
					) }
			</Notice>
		);
	} else if ( ! connected ) {
		banner = (
			<ConnectPlaceholder
				className="wp-block-cairn-recurring-payments__notice"
				label={ __( 'Payment Button', 'cairn' ) }
				service="stripe"
				url={ connectUrl }
			/>
		);
	} else if ( statusMessage ) {
		banner = (
			<Notice
				status="error"
				isDismissible={ false }
				className="wp-block-cairn-recurring-payments__notice"
			>
				{ statusMessage }
			</Notice>
		);
	}

	return (
		<div { ...blockProps }>
			{ connected && (
				<InspectorControls>
					<PanelBody title={ __( 'Payment plan', 'cairn' ) }>
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Payment plan', 'cairn' ) }
							value={
								planId === undefined ? '' : String( planId )
							}
							options={ [
								...( status === 'valid'
									? []
									: [
											{
												label: __(
													'Choose a payment plan',
													'cairn'
												),
												value: '',
											},
										] ),
								...plans.map( ( plan ) => ( {
									label: getPlanLabel( plan ),
									value: String( plan.id ),
								} ) ),
							] }
							onChange={ ( value: string ) =>
								value &&
								setAttributes( {
									planId: Number( value ),
									planIds: [],
								} )
							}
						/>
					</PanelBody>
					<PanelBody
						title={ __( 'Add a new payment plan', 'cairn' ) }
						initialOpen={ false }
					>
						<AddPlanForm
							defaultCurrency={ getDefaultCurrency(
								accountCurrency
							) }
							onAdded={ ( product ) =>
								setAttributes( {
									planId: product.id,
									planIds: [],
								} )
							}
						/>
					</PanelBody>
				</InspectorControls>
			) }
			{ banner }
			<div { ...innerBlocksProps } />
		</div>
	);
}
