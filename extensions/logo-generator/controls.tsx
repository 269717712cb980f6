/**
 * WordPress dependencies
 */
import { BlockControls } from '@wordpress/block-editor';
import { getBlockType } from '@wordpress/blocks';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { Suspense, lazy, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as preferencesStore } from '@wordpress/preferences';

/**
 * Internal dependencies
 */
import {
	canManageOptions,
	isAiFeatureEnabled,
} from '@cairn/shared/site/editor-data';
import AiIcon from '@cairn/shared/ai/icon';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import { AI_ASSISTANT_BLOCK, FEATURE } from './constants';
import { isLogoAiAvailable } from './visibility';

const LogoModal = lazy( () => import( './components/logo-modal' ) );

/**
 * The site-logo block's AI entry and the generator it opens. The generator
 * writes its first prompt and enhancements as text, then makes images:
 * until a provider does both, the entry stays disabled and names the setting
 * to fill in.
 *
 * @return The controls, or nothing when the generator is not offered.
 */
export default function LogoGeneratorControls() {
	const [ isOpen, setIsOpen ] = useState( false );
	const image = useServiceSetup( 'ai-image' );
	const text = useServiceSetup( 'ai-text' );
	const hiddenBlockTypes = useSelect(
		( select ) =>
			( select( preferencesStore ).get( 'core', 'hiddenBlockTypes' ) as
				string[] | undefined ) ?? [],
		[]
	);
	const available = isLogoAiAvailable( {
		assistantRegistered: !! getBlockType( AI_ASSISTANT_BLOCK ),
		featureEnabled: isAiFeatureEnabled( FEATURE ),
		hiddenBlockTypes,
		assistantName: AI_ASSISTANT_BLOCK,
		canManageOptions: canManageOptions(),
	} );
	if ( ! available ) {
		return null;
	}
	const missing = [ image, text ].find( ( setup ) => ! setup.ready );
	return (
		<>
			<BlockControls group="other">
				<ToolbarGroup>
					<ToolbarButton
						icon={ AiIcon }
						label={ __( 'Create a logo with AI', 'cairn' ) }
						onClick={ () => setIsOpen( ! missing ) }
						disabled={ !! missing }
						accessibleWhenDisabled
						description={ missing?.description }
					/>
				</ToolbarGroup>
			</BlockControls>
			{ isOpen && ! missing && (
				<Suspense fallback={ null }>
					<LogoModal onClose={ () => setIsOpen( false ) } />
				</Suspense>
			) }
		</>
	);
}
