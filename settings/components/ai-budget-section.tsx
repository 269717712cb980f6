/**
 * WordPress dependencies
 */
import { Notice, SelectControl, TextControl } from '@wordpress/components';
import { dateI18n, getSettings } from '@wordpress/date';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FREE_TIER_SLUG } from '@cairn/shared/ai/store/constants';
import { UNLIMITED_TIER } from '../constants';
import type {
	AiSettings,
	AiSettingsPageData,
	BudgetTier,
	RoleLimit,
} from '../types';
import SettingsSection from './settings-section';

/**
 * Props of the AI budget section.
 */
export interface AiBudgetSectionProps {
	/** The AI settings with the user's edits. */
	ai: AiSettings;
	/** What the server says about the budget and the user. */
	pageData: AiSettingsPageData;
	/** Changes budget keys. */
	onChange: (
		edits: Partial<
			Pick<
				AiSettings,
				'tier' | 'free_limit' | 'fair_usage_limit' | 'role_limits'
			>
		>
	) => void;
	/** Whether the fields are read-only (while saving). @default false */
	disabled?: boolean;
}

/**
 * A tier's name in the select, with the limits being edited.
 *
 * @param tier A tier.
 * @param ai   The AI settings with the user's edits.
 * @return The label.
 */
function tierLabel( tier: BudgetTier, ai: AiSettings ): string {
	if ( tier.slug === FREE_TIER_SLUG ) {
		return sprintf(
			/* translators: %d: requests per month. */
			__( 'Free (%d requests a month)', 'cairn' ),
			ai.free_limit
		);
	}
	if ( tier.slug === UNLIMITED_TIER ) {
		return sprintf(
			/* translators: %d: the fair-usage limit, requests per month. */
			__( 'Unlimited (fair usage: %d requests a month)', 'cairn' ),
			ai.fair_usage_limit
		);
	}
	return sprintf(
		/* translators: %d: requests per month. */
		__( '%d requests a month', 'cairn' ),
		tier.limit
	);
}

/**
 * A whole number typed in a field, or NaN while the field is not one.
 *
 * @param value Field text.
 * @return The number.
 */
/**
 * The roles whose per-user limits the page shows, with their labels.
 *
 * @return Role slugs and plural labels.
 */
function limitedRoles(): Array< { role: string; label: string } > {
	return [
		{ role: 'contributor', label: __( 'Contributors', 'cairn' ) },
		{ role: 'author', label: __( 'Authors', 'cairn' ) },
		{ role: 'editor', label: __( 'Editors', 'cairn' ) },
	];
}

function toInteger( value: string ): number {
	return /^\d+$/.test( value.trim() ) ? Number( value ) : NaN;
}

/**
 * The request budget: tier, free limit and fair-usage limit, and this
 * month's usage. Read-only with a note for users who cannot change it (on a
 * network, the network administrator sets it).
 *
 * @param props Component props.
 * @return The section.
 */
export default function AiBudgetSection( props: AiBudgetSectionProps ) {
	const { ai, pageData, onChange, disabled = false } = props;
	const readOnly = disabled || ! pageData.canManageBudget;
	const nextStart = pageData.usagePeriodNext
		? dateI18n( getSettings().formats.date, pageData.usagePeriodNext )
		: '';

	return (
		<SettingsSection
			name="ai-budget"
			title={ __( 'AI budget', 'cairn' ) }
			description={ __(
				'Caps the AI requests this site makes each month, to keep provider costs in check. A logo counts as 10 requests.',
				'cairn'
			) }
		>
			{ ! pageData.canManageBudget && (
				<Notice status="info" isDismissible={ false }>
					{ pageData.networkManaged
						? __(
								'The network administrator sets this site’s AI budget.',
								'cairn'
							)
						: __(
								'Only administrators can change the AI budget.',
								'cairn'
							) }
				</Notice>
			) }
			<p className="cairn-settings__usage">
				{ sprintf(
					/* translators: 1: requests used, 2: requests allowed this month. */
					__( 'This month: %1$d of %2$d requests used.', 'cairn' ),
					pageData.requestsCount,
					pageData.requestsLimit
				) }
				{ nextStart &&
					' ' +
						sprintf(
							/* translators: %s: date. */
							__( 'The count starts again on %s.', 'cairn' ),
							nextStart
						) }
			</p>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Tier', 'cairn' ) }
				value={ ai.tier }
				options={ pageData.tiers.map( ( tier ) => ( {
					value: tier.slug,
					label: tierLabel( tier, ai ),
				} ) ) }
				onChange={ ( tier: string ) => onChange( { tier } ) }
				disabled={ readOnly }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				type="number"
				min={ 1 }
				label={ __( 'Free tier limit', 'cairn' ) }
				help={ __( 'Requests per month on the free tier.', 'cairn' ) }
				value={ Number.isNaN( ai.free_limit ) ? '' : ai.free_limit }
				onChange={ ( value: string ) =>
					onChange( { free_limit: toInteger( value ) } )
				}
				disabled={ readOnly }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				type="number"
				min={ 1 }
				label={ __( 'Fair-usage limit', 'cairn' ) }
				help={ __(
					'Requests per month on the unlimited tier.',
					'cairn'
				) }
				value={
					Number.isNaN( ai.fair_usage_limit )
						? ''
						: ai.fair_usage_limit
				}
				onChange={ ( value: string ) =>
					onChange( { fair_usage_limit: toInteger( value ) } )
				}
				disabled={ readOnly }
			/>
			<h3>{ __( 'Limits per user', 'cairn' ) }</h3>
			<p>
				{ __(
					'AI requests each user may make, by role, so that one user cannot spend the whole budget. 0 means no limit. Contributors also send shorter prompts (up to 20,000 characters).',
					'cairn'
				) }
			</p>
			{ limitedRoles().map( ( { role, label } ) => {
				const limit: RoleLimit = ai.role_limits?.[ role ] ?? {
					hourly: 0,
					monthly: 0,
				};
				const change = ( period: keyof RoleLimit, value: string ) =>
					onChange( {
						role_limits: {
							...ai.role_limits,
							[ role ]: {
								...limit,
								[ period ]: toInteger( value ),
							},
						},
					} );
				return (
					<div key={ role } className="cairn-settings__role-limits">
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							type="number"
							min={ 0 }
							label={ sprintf(
								/* translators: %s: a role, plural (Contributors). */
								__( '%s: requests per hour', 'cairn' ),
								label
							) }
							value={
								Number.isNaN( limit.hourly ) ? '' : limit.hourly
							}
							onChange={ ( value: string ) =>
								change( 'hourly', value )
							}
							disabled={ readOnly }
						/>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							type="number"
							min={ 0 }
							label={ sprintf(
								/* translators: %s: a role, plural (Contributors). */
								__( '%s: requests per month', 'cairn' ),
								label
							) }
							value={
								Number.isNaN( limit.monthly )
									? ''
									: limit.monthly
							}
							onChange={ ( value: string ) =>
								change( 'monthly', value )
							}
							disabled={ readOnly }
						/>
					</div>
				);
			} ) }
		</SettingsSection>
	);
}
