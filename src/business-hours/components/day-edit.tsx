/**
 * WordPress dependencies
 */
import { Button, TextControl, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { trash } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { DEFAULT_CLOSING, DEFAULT_OPENING } from '../constants';
import {
	addHours,
	isClosed,
	needsHours,
	removeHours,
	setOpen,
	setTime,
} from '../utils';
import type { DayEditProps } from '../types';

/**
 * Edits one day: an Open toggle (its label stays 'Open'; the checked state
 * says whether the day is open, so a screen reader hears one stable name),
 * then each interval's opening and closing times with a Remove Hours button,
 * and Add Hours. An open day without a complete interval asks for times.
 *
 * @param props          Component props.
 * @param props.day      The day being edited.
 * @param props.label    The day's localized name.
 * @param props.onChange Called with the day's new state.
 * @return The day's fieldset.
 */
export default function DayEdit( { day, label, onChange }: DayEditProps ) {
	const closed = isClosed( day );

	return (
		<fieldset className="wp-block-cairn-business-hours__day-edit">
			<legend className="wp-block-cairn-business-hours__day-name">
				{ label }
			</legend>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Open', 'cairn' ) }
				help={
					needsHours( day )
						? __( 'Enter opening and closing times.', 'cairn' )
						: undefined
				}
				checked={ ! closed }
				onChange={ ( open: boolean ) =>
					onChange( setOpen( day, open ) )
				}
			/>
			{ day.hours.map( ( hours, index ) => (
				<div
					// Intervals have no identity beyond their position.
					key={ index }
					className="wp-block-cairn-business-hours__interval"
					role="group"
					aria-label={ sprintf(
						/* translators: 1: day name, 2: interval number. */
						__( '%1$s, hours %2$d', 'cairn' ),
						label,
						index + 1
					) }
				>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="time"
						label={ __( 'Opening', 'cairn' ) }
						placeholder={ DEFAULT_OPENING }
						value={ hours.opening }
						onChange={ ( value: string ) =>
							onChange( setTime( day, index, 'opening', value ) )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="time"
						label={ __( 'Closing', 'cairn' ) }
						placeholder={ DEFAULT_CLOSING }
						value={ hours.closing }
						onChange={ ( value: string ) =>
							onChange( setTime( day, index, 'closing', value ) )
						}
					/>
					<Button
						__next40pxDefaultSize
						icon={ trash }
						label={ __( 'Remove Hours', 'cairn' ) }
						onClick={ () => onChange( removeHours( day, index ) ) }
					/>
				</div>
			) ) }
			{ ! closed && (
				<Button
					__next40pxDefaultSize
					variant="link"
					className="wp-block-cairn-business-hours__add"
					onClick={ () => onChange( addHours( day ) ) }
				>
					{ __( 'Add Hours', 'cairn' ) }
				</Button>
			) }
		</fieldset>
	);
}
