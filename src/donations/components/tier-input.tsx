/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { CURRENCIES } from '@cairn/shared/currency/constants';
import { formatAmount } from '@cairn/shared/currency/format';
import type { TierInputProps } from '../types';
import { checkAmount } from '../utils';

/**
 * One tier's amount: kept as typed, with the error of an amount the currency
 * does not allow; only a valid amount reaches the block.
 *
 * @param props          The props.
 * @param props.label    The field's label.
 * @param props.value    The tier's amount.
 * @param props.currency The block's currency.
 * @param props.onChange Called with a valid amount.
 * @return The field.
 */
export default function TierInput( {
	label,
	value,
	currency,
	onChange,
}: TierInputProps ) {
	const [ text, setText ] = useState( formatAmount( value, currency ) );
	const [ error, setError ] = useState< string | null >( null );
	// A currency change rewrites the amounts: show them again.
	useEffect( () => {
		setText( formatAmount( value, currency ) );
		setError( null );
	}, [ value, currency ] );
	return (
		<div className="wp-block-cairn-donations__tier">
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ label }
				value={ text }
				prefix={ CURRENCIES[ currency ].symbol }
				onChange={ ( next: string ) => {
					setText( next );
					const checked = checkAmount( next, currency );
					setError( checked.error );
					if ( checked.amount !== null && ! checked.error ) {
						onChange( checked.amount );
					}
				} }
			/>
			{ error && (
				<p
					className="wp-block-cairn-donations__tier-error"
					role="alert"
				>
					{ error }
				</p>
			) }
		</div>
	);
}
