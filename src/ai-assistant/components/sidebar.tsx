/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import AiUsagePanel from './ai-usage-panel';
import {
	canManageOptions,
	getSettingsUrl,
} from '@cairn/shared/site/editor-data';
import { SETTINGS_SECTION } from '../constants';

/**
 * The block's sidebar: the month's usage, and a link to the AI settings for
 * those who may open them.
 *
 * @return The inspector fill.
 */
export default function AiAssistantSidebar() {
	// Only those who can manage options can open the settings page.
	const settingsUrl = canManageOptions()
		? getSettingsUrl( SETTINGS_SECTION )
		: '';
	return (
		<InspectorControls>
			<AiUsagePanel />
			{ settingsUrl && (
				<PanelBody title={ __( 'AI Assistant', 'cairn' ) }>
					<a href={ settingsUrl }>
						{ __( 'Discover all features', 'cairn' ) }
					</a>
				</PanelBody>
			) }
		</InspectorControls>
	);
}
