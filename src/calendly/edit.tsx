/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
	RadioControl,
	Spinner,
	TextareaControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { isValidHexColor } from '@cairn/shared/utils/hex-color';
import icon from './icon';
import { parseCalendly } from './parser';
import type { CalendlyAttributes, CalendlyEditProps } from './types';

/** Spec 002's words when the input is not a Calendly calendar. */
export const ERROR_MESSAGE = __(
	"Your calendar couldn't be embedded. Please double check your URL or code.",
	'cairn'
);

/**
 * Whether the URL resolves with a status under 400, through the server's
 * resolve-redirect helper.
 *
 * @param url The URL.
 * @return True when it does.
 */
async function resolves( url: string ): Promise< boolean > {
	try {
		const resolved = await apiFetch< { status: number } >( {
			path: `${ ROUTES.resolveRedirect }?url=${ encodeURIComponent(
				url
			) }`,
		} );
		return resolved.status < 400;
	} catch {
		return false;
	}
}

/** The blocks the link style holds. */
const BUTTON_BLOCKS = [ 'cairn/button' ];

/** The link style's button, as a new block gets it. */
const BUTTON_TEMPLATE: [ string, Record< string, unknown > ][] = [
	[
		'cairn/button',
		{ element: 'a', text: __( 'Schedule time with me', 'cairn' ) },
	],
];

/**
 * The scheduling calendar editor: a placeholder with a textarea for the URL
 * or embed code, then a preview; 'Calendar settings' in the sidebar with
 * the input, Embed, 'Hide event type details', the style and the colours.
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
	const { url, style, hideEventTypeDetails } = attributes;
	const [ input, setInput ] = useState( url );
	const [ embedding, setEmbedding ] = useState( false );
	const [ error, setError ] = useState( false );
	const blockProps = useBlockProps();
	// The link style's button is a Button block: its text and colours are
	// the user's (spec 002: 'Schedule time with me' by default).
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'wp-block-cairn-calendly__button' },
		{
			allowedBlocks: BUTTON_BLOCKS,
			template: BUTTON_TEMPLATE,
			templateLock: 'all',
		}
	);

	const embed = async () => {
		const parsed = parseCalendly( input );
		setError( false );
		if ( parsed ) {
			setEmbedding( true );
			const ok = await resolves( parsed.url );
			setEmbedding( false );
			if ( ok ) {
				setAttributes( { ...parsed } as Partial< CalendlyAttributes > );
				return;
			}
		}
		setError( true );
		setAttributes( { url: '' } );
	};

	const form = (
		<>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ ERROR_MESSAGE }
				</Notice>
			) }
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Calendly web address or embed code', 'cairn' ) }
				hideLabelFromVision
				placeholder={ __(
					'Calendly web address or embed code…',
					'cairn'
				) }
				value={ input }
				onChange={ setInput }
				disabled={ embedding }
			/>
			<Button
				variant="primary"
				onClick={ () => void embed() }
				disabled={ embedding || ! input.trim() }
			>
				{ __( 'Embed', 'cairn' ) }
			</Button>
			{ embedding && <Spinner /> }
		</>
	);

	const colorField = (
		key: 'backgroundColor' | 'primaryColor' | 'textColor',
		label: string
	) => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			value={ attributes[ key ] }
			onChange={ ( value ) => {
				const color = value.replace( /^#/, '' );
				if ( color.length === 6 && isValidHexColor( color ) ) {
					setAttributes( {
						[ key ]: color,
					} as Partial< CalendlyAttributes > );
				}
			} }
		/>
	);

	const inspector = (
		<InspectorControls>
			<PanelBody title={ __( 'Calendar settings', 'cairn' ) }>
				{ form }
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
			<PanelBody title={ __( 'Color settings', 'cairn' ) }>
				{ colorField( 'backgroundColor', __( 'Background', 'cairn' ) ) }
				{ colorField( 'primaryColor', __( 'Primary', 'cairn' ) ) }
				{ colorField( 'textColor', __( 'Text', 'cairn' ) ) }
			</PanelBody>
		</InspectorControls>
	);

	if ( ! url ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Calendly', 'cairn' ) }
					instructions={ __(
						'Enter your Calendly web address or embed code below.',
						'cairn'
					) }
				>
					{ form }
					<ExternalLink href="https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview">
						{ __( 'Need help finding your embed code?', 'cairn' ) }
					</ExternalLink>
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ inspector }
			<div className="wp-block-cairn-calendly__preview">
				{ style === 'link' ? (
					<div { ...innerBlocksProps } />
				) : (
					<p>{ url }</p>
				) }
			</div>
		</div>
	);
}
