/**
 * WordPress dependencies
 */
import { Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	MODULE_ADS,
	MODULE_RELATED_POSTS,
	store as modulesStore,
} from '@cairn/shared/stores/modules';
import ModuleToggle from './module-toggle';
import SettingsSection from './settings-section';

/**
 * The Modules section: a switch per module (Related Posts, Ads). Switches
 * take effect at once, apart from the Save button.
 *
 * @return The section.
 */
export default function ModulesSection() {
	const { hasLoaded, fetchError } = useSelect( ( select ) => {
		const store = select( modulesStore );
		// Selecting the modules starts fetching them.
		store.getModules();
		return {
			hasLoaded: store.hasFinishedResolution( 'getModules', [] ),
			fetchError: store.getModulesFetchError(),
		};
	}, [] );

	let content;
	if ( ! hasLoaded ) {
		content = <Spinner />;
	} else if ( fetchError ) {
		content = (
			<Notice status="error" isDismissible={ false }>
				{ fetchError }
			</Notice>
		);
	} else {
		content = (
			<>
				<ModuleToggle
					slug={ MODULE_RELATED_POSTS }
					fallbackName={ __( 'Related Posts', 'cairn' ) }
				/>
				<ModuleToggle
					slug={ MODULE_ADS }
					fallbackName={ __( 'Ads', 'cairn' ) }
				/>
			</>
		);
	}

	return (
		<SettingsSection
			name="modules"
			title={ __( 'Modules', 'cairn' ) }
			description={ __(
				'Switch site-wide features on or off. A switch takes effect at once.',
				'cairn'
			) }
		>
			{ content }
		</SettingsSection>
	);
}
