/**
 * WordPress dependencies
 */
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
import {
	resolveLink,
	unreachableMessage,
} from '@cairn/shared/embeds/resolve-link';
import icon from './icon';
import { parseEventbrite } from './parser';
import type { EventbriteEditProps, EventbriteStyle } from './types';

/** What the user is told when the URL gives no event. */
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
	const [ unreachable, setUnreachable ] = useState( false );
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
		setUnreachable( false );
		if ( ! parsed ) {
			fail( input );
			return;
		}
		setFailed( '' );
		if ( parsed.eventId ) {
			// An event address in Eventbrite's own form is taken as it is.
			setAttributes( { url: parsed.url, eventId: parsed.eventId } );
			setEditing( false );
			return;
		}
		// An organizer's short address: the site follows it to its event.
		setEmbedding( true );
		const resolved = await resolveLink( parsed.url );
		setEmbedding( false );
		if ( resolved.kind === 'unreachable' ) {
			// Nothing is known about the address: keep it, and what was saved.
			setUnreachable( true );
			return;
		}
		const event =
			resolved.kind === 'resolved' && resolved.status < 400
				? parseEventbrite( resolved.url )
				: null;
		if ( ! event?.eventId ) {
			fail( input );
			return;
		}
		setAttributes( { url: event.url, eventId: event.eventId } );
		setEditing( false );
	};

	// Only a plain http(s) address becomes a link.
	const linkable = /^https?:\/\/[^\s"'<>`\\]+$/i.test( failed.trim() );
	const convertToLink = () => {
		const href = failed.trim();
		replaceBlock(
			clientId,
			createBlock( 'core/paragraph', {
				content: `<a href="${ escapeAttribute( href ) }">${ escapeHTML( href ) }</a>`,
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
					{ unreachable && (
						<Notice status="warning" isDismissible={ false }>
							{ unreachableMessage( 'Eventbrite' ) }
						</Notice>
					) }
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
