/**
 * WordPress dependencies
 */
import { BlockIcon } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ComponentProps } from 'react';

/**
 * Internal dependencies
 */
import AddImages from './add-images';

type Props = Omit< ComponentProps< typeof AddImages >, 'variant' > & {
	/** The block's icon. */
	icon: ComponentProps< typeof BlockIcon >[ 'icon' ];
	/** The block's title. */
	label: string;
};

/**
 * An empty gallery block: its title, its instructions and the ways to add
 * images. Core's MediaPlaceholder cannot word its upload button, which must
 * say 'Upload an image'.
 *
 * @param props       The block's icon and title, and the handlers.
 * @param props.icon  The block's icon.
 * @param props.label The block's title.
 * @return The placeholder.
 */
export default function ImagesPlaceholder( {
	icon,
	label,
	...handlers
}: Props ) {
	return (
		<Placeholder
			icon={ <BlockIcon icon={ icon } /> }
			label={ label }
			instructions={ __(
				'Drag images, upload new ones or select files from your library.',
				'cairn'
			) }
		>
			<AddImages { ...handlers } variant="primary" />
		</Placeholder>
	);
}
