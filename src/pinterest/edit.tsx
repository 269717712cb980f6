/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import EmbedEditButton from '@cairn/shared/embeds/embed-edit-button';
import EmbedPlaceholder from '@cairn/shared/embeds/embed-placeholder';
import { followShortLink } from '@cairn/shared/embeds/resolve-link';
import { useEmbedForm } from '@cairn/shared/embeds/use-embed-form';
import PinPreview from './components/pin-preview';
import icon from './icon';
import type { PinterestEditProps } from './types';
import { parsePinterestInput, pinterestEmbed } from './utils';

/**
 * The Pinterest block in the editor: the URL placeholder, fetching (a pin.it
 * short link is resolved through Cairn), then the embed's preview or the
 * error with 'Convert block to link'. The preview shows what Pinterest shows
 * of the pin, board or profile, fetched through the site: the editor loads
 * Pinterest's script only when the user asks for the real embed.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.clientId      The block's client id.
 * @return The editor element.
 */
export default function PinterestEdit( {
	attributes,
	setAttributes,
	clientId,
}: PinterestEditProps ) {
	const { url } = attributes;
	const blockProps = useBlockProps();
	const embed = pinterestEmbed( url );

	const form = useEmbedForm(
		url,
		async ( text ) => {
			const input = parsePinterestInput( text );
			if ( input.kind === 'refused' ) {
				return 'failed';
			}
			// Where a short link led must itself be a pin, board or user.
			const target =
				input.kind === 'short'
					? await followShortLink(
							input.url,
							( address ) =>
								pinterestEmbed( address )?.url ?? null
						)
					: input.url;
			if ( target === 'unreachable' ) {
				// Nothing is known about the link: keep it, and what was saved.
				return 'unreachable';
			}
			if ( target === 'failed' || ! target ) {
				return 'failed';
			}
			form.setInput( target );
			setAttributes( { url: target } );
			return 'embedded';
		},
		! url
	);

	if ( form.editing || ! embed ) {
		return (
			<div { ...blockProps }>
				<EmbedPlaceholder
					form={ form }
					service="Pinterest"
					clientId={ clientId }
					className="wp-block-cairn-pinterest__form"
					fieldLabel={ __( 'Pinterest URL', 'cairn' ) }
					fieldPlaceholder={ __(
						'Enter URL to embed here…',
						'cairn'
					) }
					icon={ icon }
					label={ __( 'Pinterest', 'cairn' ) }
					instructions={ __(
						'Paste a link to the pin, board or profile you want to display.',
						'cairn'
					) }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<EmbedEditButton
				icon={ pencil }
				label={ __( 'Edit URL', 'cairn' ) }
				onClick={ () => {
					form.setInput( url );
					form.edit();
				} }
			/>
			<PinPreview type={ embed.type } url={ embed.url } />
		</div>
	);
}
