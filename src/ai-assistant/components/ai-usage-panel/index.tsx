/**
 * WordPress dependencies
 */
import { Notice, ProgressBar } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import type { CSSProperties } from 'react';

/**
 * Internal dependencies
 */
import { store } from '@cairn/shared/ai/store';
import { getUsage, isUnlimitedTier } from '@cairn/shared/ai/store/usage';
import { formatResetDate } from '@cairn/shared/ai/reset-date';
import {
	getFairUsageMessage,
	getTierMessage,
} from '@cairn/shared/ai/tier-message';
import { useAiFeature } from '@cairn/shared/ai/use-ai-feature';
import type { AiUsageLevel, AiUsagePanelProps } from './types';

/**
 * The bar's colour per level (WordPress admin's alert colours), set through
 * the components' foreground variable so the bar needs no stylesheet.
 */
const LEVEL_COLORS: Record< AiUsageLevel, string | undefined > = {
	normal: undefined,
	warning: '#dba617',
	danger: '#d63638',
};

/**
 * The level of the usage bar: warning below 60 percent
 * remaining, danger at 20 percent or less.
 *
 * @param remaining Requests left.
 * @param limit     Requests allowed.
 * @return The level.
 */
export function getUsageLevel(
	remaining: number,
	limit: number
): AiUsageLevel {
	const percent = limit > 0 ? ( remaining / limit ) * 100 : 0;
	if ( percent <= 20 ) {
		return 'danger';
	}
	return percent < 60 ? 'warning' : 'normal';
}

/**
 * The usage panel: 'Available
 * Requests', a usage bar and the reset date. Over the limit when the store
 * says so or the count reaches the limit. When the plan data cannot be
 * loaded, it says so and offers Try again.
 *
 * @param props Component props.
 * @return The panel.
 */
export default function AiUsagePanel( props: AiUsagePanelProps ) {
	const { className } = props;
	const { feature, fetchError } = useAiFeature();
	const { fetchAiFeature } = useDispatch( store );
	const [ isErrorDismissed, setIsErrorDismissed ] = useState( false );
	const { count, limit, remaining } = getUsage( feature );
	const isOverLimit = feature.isOverLimit || count >= limit;
	const isUnlimited = isUnlimitedTier( feature );
	const level = isOverLimit ? 'danger' : getUsageLevel( remaining, limit );
	const resetDate = formatResetDate( feature.usagePeriod.nextStart );
	const percent = limit > 0 ? Math.round( ( remaining / limit ) * 100 ) : 0;

	const classes = [
		'cairn-ai-usage-panel',
		`is-${ level }`,
		isOverLimit && 'is-over-limit',
		className,
	]
		.filter( Boolean )
		.join( ' ' );

	return (
		<div className={ classes }>
			<p className="cairn-ai-usage-panel__title">
				<strong>{ __( 'Available Requests', 'cairn' ) }</strong>
			</p>
			{ fetchError && ! isErrorDismissed && (
				<Notice
					status="warning"
					isDismissible={ false }
					actions={ [
						{
							label: __( 'Cancel', 'cairn' ),
							onClick: () => setIsErrorDismissed( true ),
						},
						{
							label: __( 'Try again', 'cairn' ),
							variant: 'primary',
							onClick: () => {
								setIsErrorDismissed( false );
								fetchAiFeature();
							},
						},
					] }
				>
					{ __(
						'We are sorry. There was an error loading your AI plan data. Please, try again.',
						'cairn'
					) }
				</Notice>
			) }
			{ isUnlimited && ! isOverLimit ? (
				<p className="cairn-ai-usage-panel__tier">
					{ getTierMessage( feature.currentTier ) }
				</p>
			) : (
				<>
					<p className="cairn-ai-usage-panel__count">
						{ sprintf(
							/* translators: 1: requests left, 2: requests allowed this period. */
							__( '%1$d of %2$d requests available.', 'cairn' ),
							remaining,
							limit
						) }
					</p>
					<div
						className="cairn-ai-usage-panel__bar"
						style={
							{
								'--wp-components-color-foreground':
									LEVEL_COLORS[ level ],
							} as CSSProperties
						}
					>
						<ProgressBar
							value={ percent }
							aria-label={ __( 'Available Requests', 'cairn' ) }
						/>
					</div>
					{ isOverLimit && (
						<p className="cairn-ai-usage-panel__over-limit">
							{ isUnlimited
								? getFairUsageMessage( resetDate )
								: getTierMessage( feature.currentTier ) }
						</p>
					) }
				</>
			) }
			{ resetDate && (
				<p className="cairn-ai-usage-panel__reset">
					{ sprintf(
						/* translators: %s: the date the request count resets. */
						__( 'Requests will reset on %s.', 'cairn' ),
						resetDate
					) }
				</p>
			) }
		</div>
	);
}
