/**
 * Internal dependencies
 */
import { formatDay } from '../utils';
import type { DayPreviewProps } from '../types';

/**
 * One read-only row of the list: the day's name and its hours or "Closed".
 *
 * @param props       The day and its localized name.
 * @param props.day
 * @param props.label
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
