/**
 * WordPress dependencies
 */
import { Spinner } from '@wordpress/components';
import { PluginDocumentSettingPanel } from '@wordpress/editor';
import { Suspense, lazy } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import useEnhanceOnFirstPublish from './use-enhance-on-first-publish';

const Panel = lazy( () => import( './panel' ) );

/**
 * The plugin: the panel in the document sidebar, and Enhance on first
 * publish when the user asked for it.
 *
 * @return The panel.
 */
export default function PostAiPlugin() {
	useEnhanceOnFirstPublish();
	return (
		<PluginDocumentSettingPanel
			name="cairn-ai"
			title={ __( 'Cairn AI', 'cairn' ) }
			className="cairn-post-ai"
		>
			<Suspense fallback={ <Spinner /> }>
				<Panel />
			</Suspense>
		</PluginDocumentSettingPanel>
	);
}
