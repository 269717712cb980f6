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
import { addHours, isClosed, removeHours, setOpen, setTime } from '../utils';
import type { DayEditProps } from '../types';

/**
 * Edits one day: an Open/Closed toggle, then each interval's opening and
 * closing times with a Remove Hours button, and Add Hours.
 *
 * @param props          The day and its change handler.
 * @param props.day
 * @param props.label
 * @param props.onChange
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
				label={
					closed ? __( 'Closed', 'cairn' ) : __( 'Open', 'cairn' )
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
