/**
 * Internal dependencies
 */
import { formatDay } from '../utils';
import type { DayPreviewProps } from '../types';

/**
 * One read-only row of the list: the day's name and its hours, "Closed",
 * or a prompt to enter times for an open day without complete hours.
 *
 * @param props       Component props.
 * @param props.day   The day shown.
 * @param props.label The day's localized name.
 * @return The row.
 */
export default function DayPreview( { day, label }: DayPreviewProps ) {
	return (
		<div className="wp-block-cairn-business-hours__item">
			<dt className="wp-block-cairn-business-hours__day-name">
				{ label }
			</dt>
			<dd className="wp-block-cairn-business-hours__hours">
				{ formatDay( day ) }
			</dd>
		</div>
	);
}
