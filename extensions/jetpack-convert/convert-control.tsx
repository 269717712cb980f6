/**
 * WordPress dependencies
 */
import {
	BlockControls,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import type { Block as BlockInstance } from '@wordpress/blocks';
import { Button, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { MissingAttributes } from './types';
import { useConvert } from './use-convert';

/**
 * "Convert to Cairn block" on a Jetpack block the editor cannot show: in
 * the block's toolbar and under core's warning.
 *
 * @param props          The block.
 * @param props.clientId The block's client ID.
 * @return The controls.
 */
export default function ConvertControl( { clientId }: { clientId: string } ) {
	const block = useSelect(
		( select ) =>
			select( blockEditorStore ).getBlock(
				clientId
			) as BlockInstance< MissingAttributes > | null,
		[ clientId ]
	);
	const { convert, busy } = useConvert();
	if ( ! block ) {
		return null;
	}
	const label = __( 'Convert to Cairn block', 'cairn' );
	const onClick = () => convert( [ block ] );
	return (
		<>
			<BlockControls group="other">
				<ToolbarGroup>
					<ToolbarButton onClick={ onClick } disabled={ busy }>
						{ label }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<div className="cairn-jetpack-convert">
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ onClick }
					isBusy={ busy }
					disabled={ busy }
				>
					{ label }
				</Button>
			</div>
		</>
	);
}
