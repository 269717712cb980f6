/**
 * WordPress dependencies
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import { PanelBody, RangeControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmbedEditButton from '@cairn/shared/embeds/embed-edit-button';
import EmbedPlaceholder from '@cairn/shared/embeds/embed-placeholder';
import { useEmbedForm } from '@cairn/shared/embeds/use-embed-form';
import { DEFAULT_HEIGHT, MAX_HEIGHT, MIN_HEIGHT } from './constants';
import icon from './icon';
import { parseGoogleCalendar } from './parser';
import type { GoogleCalendarEditProps } from './types';

/** What the user is told when the input is not a public calendar. */
export const ERROR_MESSAGE = __(
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.",
	'cairn'
);

/**
 * The public calendar editor: a placeholder taking the URL or embed code
 * until a valid one is set, then an interactive preview with the height in
 * the sidebar. What was pasted goes through the parser; only the calendar
 * URL it gives (and the height of an embed code) is kept.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.isSelected    Whether the block is selected (the preview takes clicks only then).
 * @return The editor element.
 */
export default function GoogleCalendarEdit( {
	attributes,
	setAttributes,
	isSelected,
}: GoogleCalendarEditProps ) {
	const { url, height } = attributes;
	const parsedUrl = parseGoogleCalendar( url )?.url ?? '';
	const blockProps = useBlockProps();

	const form = useEmbedForm(
		url,
		( input ) => {
			const parsed = parseGoogleCalendar( input );
			if ( ! parsed ) {
				setAttributes( { url: '' } );
				return 'failed';
			}
			form.setInput( parsed.url );
			setAttributes( {
				url: parsed.url,
				...( parsed.height ? { height: parsed.height } : {} ),
			} );
			return 'embedded';
		},
		! parsedUrl
	);

	if ( form.editing || ! parsedUrl ) {
		return (
			<div { ...blockProps }>
				<EmbedPlaceholder
					form={ form }
					errorMessage={ ERROR_MESSAGE }
					fieldLabel={ __( 'Public URL or embed code', 'cairn' ) }
					fieldPlaceholder={ __(
						'Enter URL or iframe to embed here…',
						'cairn'
					) }
					fieldClassName="wp-block-cairn-google-calendar__textarea"
					multiline
					icon={ icon }
					label={ __( 'Google Calendar', 'cairn' ) }
					instructions={ __(
						'Paste the public URL or the embed code of a Google Calendar (Settings and sharing → Integrate calendar).',
						'cairn'
					) }
					help={ {
						href: 'https://support.google.com/calendar/answer/41207',
						text: __(
							'Learn more about embedding a calendar',
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
				label={ __( 'Edit', 'cairn' ) }
				onClick={ form.edit }
			/>
			<InspectorControls>
				<PanelBody title={ __( 'Calendar settings', 'cairn' ) }>
					<RangeControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Height', 'cairn' ) }
						help={ __( 'Small screens show 300 pixels.', 'cairn' ) }
						value={ height }
						min={ MIN_HEIGHT }
						max={ MAX_HEIGHT }
						allowReset
						resetFallbackValue={ DEFAULT_HEIGHT }
						onChange={ ( value ) =>
							setAttributes( { height: value ?? DEFAULT_HEIGHT } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<iframe
				className="wp-block-cairn-google-calendar__preview"
				src={ parsedUrl }
				title={ __( 'Google Calendar', 'cairn' ) }
				height={ height }
				style={ { pointerEvents: isSelected ? 'auto' : 'none' } }
			/>
		</div>
	);
}
