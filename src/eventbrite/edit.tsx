/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { ExternalLink, PanelBody, RadioControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmbedEditButton from '@cairn/shared/embeds/embed-edit-button';
import EmbedPlaceholder from '@cairn/shared/embeds/embed-placeholder';
import { followShortLink } from '@cairn/shared/embeds/resolve-link';
import { useEmbedForm } from '@cairn/shared/embeds/use-embed-form';
import icon from './icon';
import { parseEventbrite } from './parser';
import type { EventbriteEditProps, EventbriteStyle } from './types';

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
	const blockProps = useBlockProps();
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-cairn-eventbrite__button' },
		{
			allowedBlocks: BUTTON_BLOCKS,
			template: BUTTON_TEMPLATE,
			templateLock: 'all',
		}
	);

	const form = useEmbedForm(
		url,
		async ( input ) => {
			const parsed = parseEventbrite( input );
			// An event address in Eventbrite's own form is taken as it is; an
			// organizer's short address is followed by the site to its event.
			const event =
				parsed && ! parsed.eventId
					? await followShortLink( parsed.url, parseEventbrite )
					: parsed;
			if ( event === 'unreachable' ) {
				// Nothing is known about the address: keep it, and what was saved.
				return 'unreachable';
			}
			if ( event === 'failed' || ! event?.eventId ) {
				setAttributes( { url: '', eventId: '' } );
				return 'failed';
			}
			setAttributes( { url: event.url, eventId: event.eventId } );
			return 'embedded';
		},
		! eventId
	);

	if ( form.editing || ! eventId ) {
		return (
			<div { ...blockProps }>
				<EmbedPlaceholder
					form={ form }
					service="Eventbrite"
					clientId={ clientId }
					fieldLabel={ __( 'Eventbrite event URL', 'cairn' ) }
					fieldPlaceholder={ __( 'Enter an event URL…', 'cairn' ) }
					icon={ icon }
					label={ __( 'Eventbrite Checkout', 'cairn' ) }
					instructions={ __(
						'Paste a link to an Eventbrite event to embed ticket checkout.',
						'cairn'
					) }
					help={ {
						href: 'https://www.eventbrite.com/help/en-us/articles/692317/',
						text: __(
							'Learn more about Eventbrite checkout',
							'cairn'
						),
					} }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<EmbedEditButton
				label={ __( 'Edit URL', 'cairn' ) }
				onClick={ form.edit }
			/>
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
