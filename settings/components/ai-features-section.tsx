/**
 * WordPress dependencies
 */
import { TextControl, ToggleControl } from '@wordpress/components';
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
	/** Changes the other AI settings (on-device AI, summary length). */
	onChange: (
		edits: Partial< Pick< AiSettings, 'on_device' | 'summary_words' > >
	) => void;
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
	const {
		ai,
		onChangeEnabled,
		onChangeFeature,
		onChange,
		disabled = false,
	} = props;
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
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __(
					'Translate and summarize in the browser when it can',
					'cairn'
				) }
				help={ __(
					'Where the editor’s browser has built-in translation and summarizing (Chrome 138 and later), “Change language” and “Summarize” run there and send nothing to the AI provider. Results may differ from the provider’s.',
					'cairn'
				) }
				checked={ ai.on_device }
				onChange={ ( onDevice: boolean ) =>
					onChange( { on_device: onDevice } )
				}
				disabled={ disabled || ! ai.enabled }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				type="number"
				label={ __( 'Words in an AI summary', 'cairn' ) }
				help={ __(
					'At most; a longer answer is summarized again. From 10 to 300.',
					'cairn'
				) }
				min={ 10 }
				max={ 300 }
				value={ String( ai.summary_words ) }
				onChange={ ( value: string ) =>
					onChange( { summary_words: Number( value ) } )
				}
				disabled={ disabled || ! ai.enabled }
			/>
		</SettingsSection>
	);
}
