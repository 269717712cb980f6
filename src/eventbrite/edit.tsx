/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	RadioControl,
	Spinner,
	TextControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { escapeAttribute, escapeHTML } from '@wordpress/escape-html';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import icon from './icon';
import { eventIdOf, parseEventbrite } from './parser';
import type { EventbriteEditProps, EventbriteStyle } from './types';

/** Spec 002's words when the URL gives no event. */
export const ERROR_MESSAGE = __(
	'Sorry, this content could not be embedded.',
	'cairn'
);

/** The blocks the button styles hold. */
const BUTTON_BLOCKS = [ 'cairn/button' ];

/** The button a new block gets: a link, pointed at the event by the server. */
const BUTTON_TEMPLATE: [ string, Record< string, unknown > ][] = [
	[ 'cairn/button', { element: 'a', text: __( 'Buy Tickets', 'cairn' ) } ],
];

/** The styles, as the sidebar offers them. */
const STYLE_OPTIONS: { value: EventbriteStyle; label: string }[] = [
	{ value: 'modal', label: __( 'Button & Modal', 'cairn' ) },
	{ value: 'link', label: __( 'Link', 'cairn' ) },
	{ value: 'inline', label: __( 'In-page embed', 'cairn' ) },
];

/**
 * Where the URL leads, through the server's resolve-redirect helper
 * (allowlisted hosts only, private addresses refused).
 *
 * @param url The URL.
 * @return The event id there, or '' when it does not resolve below 400 or has none.
 */
async function resolveEvent( url: string ): Promise< string > {
	try {
		const resolved = await apiFetch< { status: number; url: string } >( {
			path: `${ ROUTES.resolveRedirect }?url=${ encodeURIComponent(
				url
			) }`,
		} );
		return resolved.status < 400 ? eventIdOf( resolved.url ) : '';
	} catch {
		return '';
	}
}

/**
 * The event-ticket editor: the placeholder 'Eventbrite Checkout' with a URL
 * field and Embed, then a preview by event id with the style in the
 * sidebar. The button styles show the button itself, a Button block whose
 * text and colours the author edits; the in-page embed shows where the
 * checkout goes. On failure the URL is cleared and the error offers
 * 'Convert block to link'.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.clientId      The block's client id (to convert it).
 * @return The editor element.
 */
export default function EventbriteEdit( {
	attributes,
	setAttributes,
	clientId,
}: EventbriteEditProps ) {
	const { url, eventId, style } = attributes;
	const [ input, setInput ] = useState( url );
	const [ editing, setEditing ] = useState( ! eventId );
	const [ embedding, setEmbedding ] = useState( false );
	const [ failed, setFailed ] = useState( '' );
	const { replaceBlock } = useDispatch( 'core/block-editor' );
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-cairn-eventbrite__button' },
		{
			allowedBlocks: BUTTON_BLOCKS,
			template: BUTTON_TEMPLATE,
			templateLock: 'all',
		}
	);

	const fail = ( value: string ) => {
		setFailed( value );
		setAttributes( { url: '', eventId: '' } );
	};

	const embed = async () => {
		const parsed = parseEventbrite( input );
		if ( ! parsed ) {
			fail( input );
			return;
		}
		setFailed( '' );
		setEmbedding( true );
		const resolvedId = await resolveEvent( parsed.url );
		setEmbedding( false );
		const id = parsed.eventId || resolvedId;
		// The event must resolve, and a site root must lead to an event.
		if ( ! resolvedId || ( parsed.eventId && parsed.eventId !== id ) ) {
			fail( input );
			return;
		}
		setAttributes( {
			url: parsed.eventId
				? parsed.url
				: `https://www.eventbrite.com/e/${ id }`,
			eventId: id,
		} );
		setEditing( false );
	};

	// Only a plain http(s) address becomes a link.
	const linkable = /^https?:\/\/[^\s"'<>`\\]+$/i.test( failed.trim() );
	const convertToLink = () => {
		const href = failed.trim();
		replaceBlock(
			clientId,
			createBlock( 'core/paragraph', {
				content: `<a href="${ escapeAttribute( href ) }">${ escapeHTML(
					href
				) }</a>`,
			} )
		);
	};

	if ( editing || ! eventId ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Eventbrite Checkout', 'cairn' ) }
					instructions={ __(
						'Paste a link to an Eventbrite event to embed ticket checkout.',
						'cairn'
					) }
				>
					{ failed !== '' && (
						<Notice status="error" isDismissible={ false }>
							{ ERROR_MESSAGE }{ ' ' }
							{ linkable && (
								<Button
									variant="link"
									onClick={ convertToLink }
								>
									{ __( 'Convert block to link', 'cairn' ) }
								</Button>
							) }
						</Notice>
					) }
					<form
						onSubmit={ ( event ) => {
							event.preventDefault();
							void embed();
						} }
					>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Eventbrite event URL', 'cairn' ) }
							hideLabelFromVision
							placeholder={ __( 'Enter an event URL…', 'cairn' ) }
							type="url"
							value={ input }
							onChange={ setInput }
							disabled={ embedding }
						/>
						<Button
							variant="primary"
							type="submit"
							disabled={ embedding || ! input.trim() }
						>
							{ __( 'Embed', 'cairn' ) }
						</Button>
						{ embedding && <Spinner /> }
					</form>
					<ExternalLink href="https://www.eventbrite.com/help/en-us/articles/692317/">
						{ __(
							'Learn more about Eventbrite checkout',
							'cairn'
						) }
					</ExternalLink>
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton onClick={ () => setEditing( true ) }>
						{ __( 'Edit URL', 'cairn' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'cairn' ) }>
					<RadioControl
						label={ __( 'Style', 'cairn' ) }
						selected={ style }
						options={ STYLE_OPTIONS }
						onChange={ ( value ) =>
							setAttributes( {
								style: value as EventbriteStyle,
							} )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<div className="wp-block-cairn-eventbrite__preview">
				{ style === 'inline' ? (
					<div className="wp-block-cairn-eventbrite__checkout-preview">
						<p>
							{ sprintf(
								/* translators: %s: an Eventbrite event id. */
								__(
									'Eventbrite’s checkout for event %s shows here on the page.',
									'cairn'
								),
								eventId
							) }
						</p>
						<ExternalLink href={ url }>
							{ __( 'Register on Eventbrite', 'cairn' ) }
						</ExternalLink>
					</div>
				) : (
					<>
						<div { ...innerBlocksProps } />
						<span>
							{ sprintf(
								/* translators: %s: an Eventbrite event id. */
								__( 'Event %s', 'cairn' ),
								eventId
							) }
						</span>
					</>
				) }
			</div>
		</div>
	);
}
