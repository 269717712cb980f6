/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	PanelColorSettings,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import { PanelBody, RadioControl, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmbedForm, {
	type EmbedFormProps,
} from '@cairn/shared/embeds/embed-form';
import EmbedPlaceholder from '@cairn/shared/embeds/embed-placeholder';
import { useEmbedForm } from '@cairn/shared/embeds/use-embed-form';
import { clampWidth, hasWidthPanel } from '@cairn/shared/embeds/width';
import WidthPanel from '@cairn/shared/embeds/width-panel';
import InlinePreview from './components/inline-preview';
import icon from './icon';
import { DEFAULT_COLORS, parseCalendly } from './parser';
import { toCalendlyColor } from './utils';
import type { CalendlyAttributes, CalendlyEditProps } from './types';

/** The words when the input is not a Calendly address or embed code. */
export const ERROR_MESSAGE = __(
	"Your calendar couldn't be embedded. Please double check your URL or code.",
	'cairn'
);

/** The blocks the link style holds. */
const BUTTON_BLOCKS = [ 'cairn/button' ];

/** The link style's button, as a new block gets it. */
const BUTTON_TEMPLATE: [ string, Record< string, unknown > ][] = [
	[
		'cairn/button',
		{ element: 'a', text: __( 'Schedule time with me', 'cairn' ) },
	],
];

/** The colour settings, with their labels. */
type ColorKey = keyof typeof DEFAULT_COLORS;

/**
 * The scheduling calendar editor: a placeholder with a textarea for the URL
 * or embed code, then a preview (the inline style's likeness, or the link
 * style's button); 'Calendar settings' in the sidebar with the input,
 * Embed, 'Hide event type details' and the style, then the colours and the
 * width.
 *
 * An address or embed code in Calendly's own form is taken as it is: the
 * site never asks Calendly whether it exists, so a site that cannot reach
 * Calendly embeds it all the same.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function CalendlyEdit( {
	attributes,
	setAttributes,
}: CalendlyEditProps ) {
	const { url, style, hideEventTypeDetails, align } = attributes;
	const width = hasWidthPanel( align )
		? clampWidth( attributes.width )
		: undefined;
	const blockProps = useBlockProps( {
		style: width === undefined ? undefined : { width: `${ width }%` },
	} );
	// The link style's button is a Button block: its text and colours are
	// the user's ('Schedule time with me' by default).
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-cairn-calendly__button' },
		{
			allowedBlocks: BUTTON_BLOCKS,
			template: BUTTON_TEMPLATE,
			templateLock: 'all',
		}
	);

	const form = useEmbedForm( url, ( input ) => {
		const parsed = parseCalendly( input );
		if ( ! parsed ) {
			setAttributes( { url: '' } );
			return 'failed';
		}
		setAttributes( { ...parsed } as Partial< CalendlyAttributes > );
		return 'embedded';
	} );
	const formProps: EmbedFormProps = {
		form,
		errorMessage: ERROR_MESSAGE,
		fieldLabel: __( 'Calendly web address or embed code', 'cairn' ),
		fieldPlaceholder: __( 'Calendly web address or embed code…', 'cairn' ),
		multiline: true,
	};

	const colorSetting = ( key: ColorKey, label: string ) => ( {
		value: `#${ attributes[ key ] }`,
		label,
		// A cleared colour is Calendly's default; a value that is no hex
		// colour (a CSS variable) is not kept.
		onChange: ( value?: string ) => {
			const color = value
				? toCalendlyColor( value )
				: DEFAULT_COLORS[ key ];
			if ( color ) {
				setAttributes( {
					[ key ]: color,
				} as Partial< CalendlyAttributes > );
			}
		},
	} );

	const inspector = (
		<InspectorControls>
			<PanelBody title={ __( 'Calendar settings', 'cairn' ) }>
				<EmbedForm { ...formProps } />
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Hide event type details', 'cairn' ) }
					checked={ hideEventTypeDetails }
					onChange={ ( value ) =>
						setAttributes( { hideEventTypeDetails: value } )
					}
				/>
				<RadioControl
					label={ __( 'Style', 'cairn' ) }
					selected={ style }
					options={ [
						{ value: 'inline', label: __( 'Inline', 'cairn' ) },
						{ value: 'link', label: __( 'Link', 'cairn' ) },
					] }
					onChange={ ( value ) =>
						setAttributes( {
							style: value as CalendlyAttributes[ 'style' ],
						} )
					}
				/>
			</PanelBody>
			<PanelColorSettings
				title={ __( 'Color settings', 'cairn' ) }
				__experimentalIsRenderedInSidebar
				colorSettings={ [
					colorSetting(
						'backgroundColor',
						__( 'Background', 'cairn' )
					),
					colorSetting( 'primaryColor', __( 'Primary', 'cairn' ) ),
					colorSetting( 'textColor', __( 'Text', 'cairn' ) ),
				] }
			/>
			<WidthPanel
				align={ align }
				width={ width }
				label={ __( 'Calendly width', 'cairn' ) }
				custom
				onChange={ ( next ) => setAttributes( { width: next } ) }
			/>
		</InspectorControls>
	);

	if ( ! url ) {
		return (
			<div { ...blockProps }>
				<EmbedPlaceholder
					{ ...formProps }
					icon={ icon }
					label={ __( 'Calendly', 'cairn' ) }
					instructions={ __(
						'Enter your Calendly web address or embed code below.',
						'cairn'
					) }
					help={ {
						href: 'https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview',
						text: __(
							'Need help finding your embed code?',
							'cairn'
						),
					} }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ inspector }
			{ style === 'link' ? (
				<div { ...innerBlocksProps } />
			) : (
				<InlinePreview attributes={ attributes } />
			) }
			<p className="wp-block-cairn-calendly__address">{ url }</p>
		</div>
	);
}
