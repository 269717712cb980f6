/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	PanelBody,
	TextControl,
	ToggleControl,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConnectBanner from '@cairn/shared/components/connect-banner';
import ModuleActivation from '@cairn/shared/components/module-activation';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import { MODULE_ADS } from '@cairn/shared/stores/modules';
import { AD_FORMATS } from './constants';
import icon from './icon';
import type { AdAttributes } from './types';
import { formatName, getFormat, isSlotId } from './utils';

/**
 * The Ad block in the editor: the format's space with its name, a format
 * picker and the hide-on-mobile option; or, while the ads module is off, the
 * prompt to switch it on; or, while no publisher id is set (visitors then
 * get nothing), what to set up.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function AdEdit( props: BlockEditProps< AdAttributes > ) {
	const { attributes, setAttributes } = props;
	const format = getFormat( attributes.format );
	// Without a publisher id visitors get nothing: the editor says so.
	const setup = useServiceSetup( 'ads' );
	const blockProps = useBlockProps( {
		className: attributes.hideMobile ? 'is-hidden-on-mobile' : undefined,
	} );

	return (
		<div { ...blockProps }>
			<ModuleActivation
				slug={ MODULE_ADS }
				icon={ icon }
				title={ __( 'Ad', 'cairn' ) }
				instructions={ __(
					'Ads come from your ad network, set in Settings → Cairn → Ads. Switch the ads module on to place them.',
					'cairn'
				) }
				activateLabel={ __( 'Activate ads', 'cairn' ) }
				activatingLabel={ __( 'Activating ads', 'cairn' ) }
			>
				<BlockControls>
					<ToolbarGroup>
						<ToolbarDropdownMenu
							icon={ icon }
							label={ __( 'Pick an ad format', 'cairn' ) }
							controls={ AD_FORMATS.map( ( item ) => ( {
								title: formatName( item ),
								isActive: item.tag === format.tag,
								onClick: () =>
									setAttributes( { format: item.tag } ),
							} ) ) }
						/>
					</ToolbarGroup>
				</BlockControls>
				<InspectorControls>
					<PanelBody title={ __( 'Ad unit', 'cairn' ) }>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Ad unit (slot ID)', 'cairn' ) }
							help={ __(
								'The AdSense ad unit this block shows, the digits of its data-ad-slot. Empty, the default ad unit of Settings → Cairn → Ads.',
								'cairn'
							) }
							inputMode="numeric"
							value={ attributes.slot }
							onChange={ ( slot: string ) =>
								setAttributes( { slot: slot.trim() } )
							}
						/>
						{ attributes.slot !== '' &&
							! isSlotId( attributes.slot ) && (
								<p className="wp-block-cairn-ad__slot-error">
									{ __(
										'An ad unit ID is digits only, as AdSense shows it.',
										'cairn'
									) }
								</p>
							) }
					</PanelBody>
					<PanelBody title={ __( 'Visibility', 'cairn' ) }>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Hide on mobile', 'cairn' ) }
							help={ __(
								'Hides the ad on screens 600 pixels wide or less.',
								'cairn'
							) }
							checked={ attributes.hideMobile }
							onChange={ ( hideMobile: boolean ) =>
								setAttributes( { hideMobile } )
							}
						/>
					</PanelBody>
				</InspectorControls>
				{ setup.ready ? (
					<div
						className="wp-block-cairn-ad__placeholder"
						style={ { width: format.width, height: format.height } }
					>
						<strong>{ __( 'Ad', 'cairn' ) }</strong>
						<span>{ formatName( format ) }</span>
					</div>
				) : (
					<ConnectBanner service="ads" />
				) }
			</ModuleActivation>
		</div>
	);
}
