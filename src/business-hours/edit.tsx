/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import DayEdit from './components/day-edit';
import DayPreview from './components/day-preview';
import { orderDays, replaceDay } from './utils';
import { useLocalizedWeek } from './use-localized-week';
import type { BusinessHoursEditProps, Day } from './types';

/**
 * The Business hours editor: a per-day editor while selected, the read-only
 * list otherwise, both in the site's week order.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.isSelected    Whether the block is selected.
 * @return The editor element.
 */
export default function BusinessHoursEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BusinessHoursEditProps ) {
	const { days } = attributes;
	const { isLoading, week } = useLocalizedWeek();
	const blockProps = useBlockProps( {
		className: isSelected ? 'is-editing' : undefined,
	} );

	if ( isLoading ) {
		return (
			<div { ...blockProps }>
				<p
					className="wp-block-cairn-business-hours__loading"
					role="status"
				>
					<Spinner />
					{ __( 'Loading business hours', 'cairn' ) }
				</p>
			</div>
		);
	}

	const ordered = orderDays( days, week.startOfWeek );

	if ( ! isSelected ) {
		// The editor gives a block's wrapper a role of its own, which a <dl>
		// may not take: the list sits inside it.
		return (
			<div { ...blockProps }>
				<dl className="wp-block-cairn-business-hours__list">
					{ ordered.map( ( day ) => (
						<DayPreview
							key={ day.name }
							day={ day }
							label={ week.days[ day.name ] }
						/>
					) ) }
				</dl>
			</div>
		);
	}

	const onChangeDay = ( day: Day ) =>
		setAttributes( { days: replaceDay( days, day ) } );

	return (
		<div { ...blockProps }>
			{ ordered.map( ( day ) => (
				<DayEdit
					key={ day.name }
					day={ day }
					label={ week.days[ day.name ] }
					onChange={ onChangeDay }
				/>
			) ) }
		</div>
	);
}
