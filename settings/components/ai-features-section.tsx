/**
 * WordPress dependencies
 */
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getAiFeatures } from '../constants';
import type { AiFeatureSlug, AiSettings } from '../types';
import SettingsSection from './settings-section';

/**
 * Props of the AI features section.
 */
export interface AiFeaturesSectionProps {
	/** The AI settings with the user's edits. */
	ai: AiSettings;
	/** Switches AI on or off for the site. */
	onChangeEnabled: ( enabled: boolean ) => void;
	/** Switches one feature. */
	onChangeFeature: ( slug: AiFeatureSlug, enabled: boolean ) => void;
	/** Whether the switches are read-only (while saving). @default false */
	disabled?: boolean;
}

/**
 * The AI off switches: one for the site, one per feature. Off removes the
 * feature from the editor.
 *
 * @param props Component props.
 * @return The section.
 */
export default function AiFeaturesSection( props: AiFeaturesSectionProps ) {
	const { ai, onChangeEnabled, onChangeFeature, disabled = false } = props;
	return (
		<SettingsSection
			name="ai-features"
			title={ __( 'AI features', 'cairn' ) }
			description={ __(
				'A feature that is off is removed from the editor: its blocks and buttons do not appear.',
				'cairn'
			) }
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Turn on AI features', 'cairn' ) }
				help={ __(
					'When off, every AI block and tool is removed.',
					'cairn'
				) }
				checked={ ai.enabled }
				onChange={ onChangeEnabled }
				disabled={ disabled }
			/>
			<fieldset className="cairn-settings__ai-features">
				<legend className="cairn-settings__label">
					{ __( 'Features', 'cairn' ) }
				</legend>
				{ getAiFeatures().map( ( feature ) => (
					<ToggleControl
						key={ feature.slug }
						__nextHasNoMarginBottom
						label={ feature.label }
						checked={ ai.enabled && ai.features[ feature.slug ] }
						onChange={ ( checked: boolean ) =>
							onChangeFeature( feature.slug, checked )
						}
						disabled={ disabled || ! ai.enabled }
					/>
				) ) }
			</fieldset>
		</SettingsSection>
	);
}
