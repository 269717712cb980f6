/**
 * WordPress dependencies
 */
import { PanelColorSettings } from '@wordpress/block-editor';
import { ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { VideoAttributes } from '../types';

/**
 * Props of the seekbar's colours.
 */
export interface SeekbarColorsProps {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
}

/**
 * The colours of the seekbar visitors see under the player: its track, the
 * part loaded and the part played. With 'Dynamic color' on, the player
 * keeps the browser's own controls and colours.
 *
 * @param props The props.
 * @return The panel.
 */
export default function SeekbarColors( props: SeekbarColorsProps ) {
	const { attributes, setAttributes } = props;
	const dynamic = attributes.useAverageColor;
	return (
		<PanelColorSettings
			title={ __( 'Color', 'cairn' ) }
			colorSettings={
				dynamic
					? []
					: [
							{
								label: __( 'Main', 'cairn' ),
								value: attributes.seekbarColor,
								onChange: ( value?: string ) =>
									setAttributes( {
										seekbarColor: value ?? '',
									} ),
							},
							{
								label: __( 'Loaded', 'cairn' ),
								value: attributes.seekbarLoadingColor,
								onChange: ( value?: string ) =>
									setAttributes( {
										seekbarLoadingColor: value ?? '',
									} ),
							},
							{
								label: __( 'Progress', 'cairn' ),
								value: attributes.seekbarPlayedColor,
								onChange: ( value?: string ) =>
									setAttributes( {
										seekbarPlayedColor: value ?? '',
									} ),
							},
						]
			}
		>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Dynamic color', 'cairn' ) }
				help={
					dynamic
						? __(
								'The player keeps the browser’s own controls and colours.',
								'cairn'
							)
						: __(
								'Visitors get a seekbar in these colours under the player.',
								'cairn'
							)
				}
				checked={ dynamic }
				onChange={ ( useAverageColor ) =>
					setAttributes( { useAverageColor } )
				}
			/>
		</PanelColorSettings>
	);
}
