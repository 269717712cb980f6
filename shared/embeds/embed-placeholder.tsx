/**
 * External dependencies
 */
import type { ComponentProps } from 'react';

/**
 * WordPress dependencies
 */
import { ExternalLink, Placeholder } from '@wordpress/components';

/**
 * Internal dependencies
 */
import EmbedForm, { type EmbedFormProps } from './embed-form';

/** Props of an embed block's placeholder. */
export interface EmbedPlaceholderProps extends EmbedFormProps {
	/** The block's icon. */
	icon: ComponentProps< typeof Placeholder >[ 'icon' ];
	/** The placeholder's title. */
	label: string;
	/** What to enter. */
	instructions: string;
	/** A help page under the form. @default undefined: none */
	help?: { href: string; text: string };
}

/**
 * The placeholder an embed block shows until it has something to embed:
 * its title and instructions, the form with its notices, and a help link.
 *
 * @param props Component props.
 * @return The placeholder.
 */
export default function EmbedPlaceholder( props: EmbedPlaceholderProps ) {
	const { icon, label, instructions, help, ...formProps } = props;
	return (
		<Placeholder
			icon={ icon }
			label={ label }
			instructions={ instructions }
		>
			<EmbedForm { ...formProps } />
			{ help && (
				<ExternalLink href={ help.href }>{ help.text }</ExternalLink>
			) }
		</Placeholder>
	);
}
