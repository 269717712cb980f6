/**
 * WordPress dependencies
 */
import {
	Button,
	CheckboxControl,
	SelectControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CURRENCIES } from '@cairn/shared/currency/constants';
import { store as membershipStore } from '@cairn/shared/stores/membership-products';
import { getProductMessage } from '@cairn/shared/stores/membership-products/messages';
import type {
	Product,
	ProductInterval,
} from '@cairn/shared/stores/membership-products/types';
import { PRODUCT_KIND } from '../constants';
import type { PlanForm } from '../types';
import { checkPlanForm, getIntervalOptions } from '../utils';

interface AddPlanFormProps {
	/** The currency a new plan starts in (the account's, else USD). */
	defaultCurrency: string;
	/** Called with the saved plan. */
	onAdded: ( product: Product ) => void;
}

/**
 * The "add a plan" form: name, price, currency, interval, and whether the
 * plan is a donation (its buyers give rather than buy: Checkout says
 * Donate, and Earnings counts it as a donation). The plan is checked here
 * first (name, price, the currency's minimum), then saved on the site and
 * on Stripe through the membership store; the editor says it was created.
 *
 * @param props                 Component props.
 * @param props.defaultCurrency The currency a new plan starts in.
 * @param props.onAdded         Called with the saved plan.
 * @return The form.
 */
export default function AddPlanForm( {
	defaultCurrency,
	onAdded,
}: AddPlanFormProps ) {
	const blank = (): PlanForm => ( {
		title: __( 'Monthly Subscription', 'cairn' ),
		price: '',
		currency: defaultCurrency,
		interval: '1 month',
		isDonation: false,
	} );
	const [ form, setForm ] = useState< PlanForm >( blank );
	const [ error, setError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	const { saveProduct } = useDispatch( membershipStore );
	const { createSuccessNotice } = useDispatch( noticesStore );
	const change = ( changes: Partial< PlanForm > ) =>
		setForm( { ...form, ...changes } );

	const add = () => {
		const checked = checkPlanForm( form );
		if ( checked.error !== null ) {
			setError( checked.error );
			return;
		}
		setError( null );
		setSaving( true );
		saveProduct( checked.draft, PRODUCT_KIND )
			.then( ( product ) => {
				setForm( blank() );
				onAdded( product );
				createSuccessNotice(
					getProductMessage(
						'successfully created product',
						PRODUCT_KIND
					),
					{ type: 'snackbar' }
				);
			} )
			.catch( () =>
				setError(
					getProductMessage(
						'there was an error when adding the product',
						PRODUCT_KIND
					)
				)
			)
			.finally( () => setSaving( false ) );
	};

	return (
		<div className="wp-block-cairn-recurring-payments__form">
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Plan name', 'cairn' ) }
				value={ form.title }
				onChange={ ( title: string ) => change( { title } ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Price', 'cairn' ) }
				inputMode="decimal"
				value={ form.price }
				onChange={ ( price: string ) => change( { price } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Plan currency', 'cairn' ) }
				value={ form.currency }
				options={ Object.keys( CURRENCIES ).map( ( code ) => ( {
					label: code,
					value: code,
				} ) ) }
				onChange={ ( currency: string ) => change( { currency } ) }
			/>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Renew every', 'cairn' ) }
				value={ form.interval }
				options={ getIntervalOptions() }
				onChange={ ( interval: string ) =>
					change( { interval: interval as ProductInterval } )
				}
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ getProductMessage(
					'mark this product as a donation',
					PRODUCT_KIND
				) }
				checked={ form.isDonation }
				onChange={ ( isDonation: boolean ) => change( { isDonation } ) }
			/>
			{ error && (
				<p
					className="wp-block-cairn-recurring-payments__error"
					role="alert"
				>
					{ error }
				</p>
			) }
			<Button
				variant="secondary"
				isBusy={ saving }
				aria-disabled={ saving }
				onClick={ () => ! saving && add() }
			>
				{ __( 'Add this payment plan', 'cairn' ) }
			</Button>
		</div>
	);
}
