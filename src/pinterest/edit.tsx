/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import {
	Button,
	Notice,
	Placeholder,
	Spinner,
	TextControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import PinPreview from './components/pin-preview';
import icon from './icon';
import type { PinterestEditProps } from './types';
import { fallbackLinkUrl, parsePinterestInput, pinterestEmbed } from './utils';

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
	const [ text, setText ] = useState( url );
	const [ editing, setEditing ] = useState( ! url );
	const [ fetching, setFetching ] = useState( false );
	const [ failed, setFailed ] = useState( false );
	const { replaceBlock } = useDispatch( 'core/block-editor' );
	const blockProps = useBlockProps();
	const embed = pinterestEmbed( url );

	const submit = async () => {
		setFailed( false );
		const input = parsePinterestInput( text );
		if ( input.kind === 'refused' ) {
			setFailed( true );
			return;
		}
		let target = input.kind === 'embed' ? input.url : '';
		if ( input.kind === 'short' ) {
			setFetching( true );
			try {
				const resolved = await apiFetch< {
					status: number;
					url: string;
				} >( {
					path: addQueryArgs( ROUTES.resolveRedirect, {
						url: input.url,
					} ),
				} );
				// Where it led must itself be a pin, board or user.
				target =
					resolved.status < 400
						? ( pinterestEmbed( resolved.url )?.url ?? '' )
						: '';
			} catch {
				target = '';
			}
			setFetching( false );
		}
		if ( ! target ) {
			setFailed( true );
			return;
		}
		setText( target );
		setAttributes( { url: target } );
		setEditing( false );
	};

	const convertToLink = () => {
		const href = fallbackLinkUrl( text );
		const link = document.createElement( 'a' );
		link.href = href;
		link.textContent = href;
		replaceBlock(
			clientId,
			createBlock( 'core/paragraph', { content: link.outerHTML } )
		);
	};

	if ( editing || ! embed ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Pinterest', 'cairn' ) }
					instructions={ __(
						'Paste a link to the pin, board or profile you want to display.',
						'cairn'
					) }
				>
					<form
						className="wp-block-cairn-pinterest__form"
						onSubmit={ ( event ) => {
							event.preventDefault();
							void submit();
						} }
					>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							type="url"
							label={ __( 'Pinterest URL', 'cairn' ) }
							hideLabelFromVision
							placeholder={ __(
								'Enter URL to embed here…',
								'cairn'
							) }
							value={ text }
							onChange={ ( value ) => {
								setText( value );
								setFailed( false );
							} }
						/>
						<Button
							variant="primary"
							type="submit"
							disabled={ ! text.trim() || fetching }
							__next40pxDefaultSize
						>
							{ __( 'Embed', 'cairn' ) }
						</Button>
						{ fetching && <Spinner /> }
					</form>
					{ failed && (
						<Notice status="error" isDismissible={ false }>
							<p>
								{ __(
									'Sorry, this content could not be embedded.',
									'cairn'
								) }
							</p>
							{ fallbackLinkUrl( text ) && (
								<Button
									variant="secondary"
									onClick={ convertToLink }
								>
									{ __( 'Convert block to link', 'cairn' ) }
								</Button>
							) }
						</Notice>
					) }
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						icon={ pencil }
						label={ __( 'Edit URL', 'cairn' ) }
						onClick={ () => {
							setText( url );
							setEditing( true );
						} }
					/>
				</ToolbarGroup>
			</BlockControls>
			<PinPreview type={ embed.type } url={ embed.url } />
		</div>
	);
}
