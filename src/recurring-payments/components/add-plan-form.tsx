/**
 * WordPress dependencies
 */
import { Button, SelectControl, TextControl } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CURRENCIES } from '@cairn/shared/currency/constants';
import { STORE_NAME } from '@cairn/shared/stores/membership-products';
import type {
	Product,
	ProductDraft,
	ProductInterval,
} from '@cairn/shared/stores/membership-products/types';
import type { PlanForm } from '../types';
import { checkPlanForm, getIntervalOptions } from '../utils';

interface AddPlanFormProps {
	/** The currency a new plan starts in (the account's, else USD). */
	defaultCurrency: string;
	/** Called with the saved plan. */
	onAdded: ( product: Product ) => void;
}

/**
 * The "add a plan" form: name, price, currency and interval. The plan is
 * checked here first (name, price, the currency's minimum), then saved on
 * the site and on Stripe through the membership store.
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
	} );
	const [ form, setForm ] = useState< PlanForm >( blank );
	const [ error, setError ] = useState< string | null >( null );
	const [ saving, setSaving ] = useState( false );
	const { saveProduct } = useDispatch( STORE_NAME ) as unknown as {
		saveProduct: ( draft: ProductDraft ) => Promise< Product >;
	};
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
		saveProduct( checked.draft )
			.then( ( product ) => {
				setForm( blank() );
				onAdded( product );
			} )
			.catch( () =>
				setError(
					__(
						'There was an error when adding the payment plan.',
						'cairn'
					)
				)
			)
			.finally( () => setSaving( false ) );
	};

	return (
		<div className="cairn-recurring-payments__form">
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
			{ error && (
				<p className="cairn-recurring-payments__error" role="alert">
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
