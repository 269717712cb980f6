/**
 * External dependencies
 */
import type { ComponentProps } from 'react';

/**
 * WordPress dependencies
 */
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';

/** Props of the toolbar button that opens an embed's form again. */
export interface EmbedEditButtonProps {
	/** The button's words (its accessible name when it shows an icon). */
	label: string;
	/** Opens the form. */
	onClick: () => void;
	/** An icon in place of the words. @default undefined: the words show */
	icon?: ComponentProps< typeof ToolbarButton >[ 'icon' ];
}

/**
 * The block toolbar's button that opens an embed block's form again over
 * what it embeds ('Edit URL', 'Replace'…).
 *
 * @param props         Component props.
 * @param props.label   The button's words.
 * @param props.onClick Opens the form.
 * @param props.icon    An icon in place of the words.
 * @return The toolbar button.
 */
export default function EmbedEditButton( {
	label,
	onClick,
	icon,
}: EmbedEditButtonProps ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				{ icon ? (
					<ToolbarButton
						icon={ icon }
						label={ label }
						onClick={ onClick }
					/>
				) : (
					<ToolbarButton onClick={ onClick }>{ label }</ToolbarButton>
				) }
			</ToolbarGroup>
		</BlockControls>
	);
}
