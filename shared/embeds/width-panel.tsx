/**
 * WordPress dependencies
 */
import { PanelBody, Button, RangeControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	WIDTH_PRESETS,
	MIN_WIDTH,
	MAX_WIDTH,
	clampWidth,
	hasWidthPanel,
} from '@cairn/shared/embeds/width';

interface WidthPanelProps {
	/** The block's alignment: no panel for left or right. */
	align?: string;
	/** Width in percent; undefined for full width. */
	width?: number;
	onChange: ( width: number | undefined ) => void;
}

/**
 * The Calendly block's width panel: presets 25, 50, 75 and 100 %, and a free value
 * from 0 to 100.
 *
 * @param props Component props.
 * @return The panel, or null for left or right aligned blocks.
 */
export default function WidthPanel( props: WidthPanelProps ) {
	const { align, width, onChange } = props;
	if ( ! hasWidthPanel( align ) ) {
		return null;
	}
	const current = clampWidth( width );
	return (
		<PanelBody title={ __( 'Width settings', 'cairn' ) }>
			<div className="cairn-embed-width-presets">
				{ WIDTH_PRESETS.map( ( preset ) => (
					<Button
						key={ preset }
						size="small"
						variant={ current === preset ? 'primary' : 'secondary' }
						isPressed={ current === preset }
						onClick={ () => onChange( preset ) }
					>
						{ sprintf(
							/* translators: %d: a width in percent. */
							__( '%d%%', 'cairn' ),
							preset
						) }
					</Button>
				) ) }
			</div>
			<RangeControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Width in percent', 'cairn' ) }
				value={ current }
				min={ MIN_WIDTH }
				max={ MAX_WIDTH }
				allowReset
				onChange={ ( value ) => onChange( clampWidth( value ) ) }
			/>
		</PanelBody>
	);
}
