/**
 * WordPress dependencies
 */
import { Button, Flex, PanelBody, RangeControl } from '@wordpress/components';
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
} from './width';

interface WidthPanelProps {
	/** The block's alignment: no panel for left or right. */
	align?: string;
	/** Width in percent; undefined for none (the block's own width). */
	width?: number;
	/** The presets' group name, read by assistive technology. */
	label: string;
	/** Whether a free value from 0 to 100 is offered beside the presets. */
	custom?: boolean;
	onChange: ( width: number | undefined ) => void;
}

/**
 * The width panel of a block set to a share of its container: presets 25,
 * 50, 75 and 100 %, and, where the block takes any value, a free percent
 * with a reset. Without the free value the chosen preset, clicked again,
 * clears the width: nothing else leads back to none. A left or right
 * aligned block floats at its own size and gets no panel.
 *
 * @param props Component props.
 * @return The panel, or null for left or right aligned blocks.
 */
export default function WidthPanel( props: WidthPanelProps ) {
	const { align, width, label, custom = false, onChange } = props;
	if ( ! hasWidthPanel( align ) ) {
		return null;
	}
	const current = clampWidth( width );
	return (
		<PanelBody title={ __( 'Width settings', 'cairn' ) }>
			<Flex
				justify="flex-start"
				gap={ 1 }
				role="group"
				aria-label={ label }
			>
				{ WIDTH_PRESETS.map( ( preset ) => (
					<Button
						key={ preset }
						size="small"
						variant={ current === preset ? 'primary' : 'secondary' }
						isPressed={ current === preset }
						onClick={ () =>
							onChange(
								! custom && current === preset
									? undefined
									: preset
							)
						}
					>
						{ sprintf(
							/* translators: %d: a width in percent. */
							__( '%d%%', 'cairn' ),
							preset
						) }
					</Button>
				) ) }
			</Flex>
			{ custom && (
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
			) }
		</PanelBody>
	);
}
