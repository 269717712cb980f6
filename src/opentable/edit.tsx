/**
 * WordPress dependencies
 */
import {
	BlockControls,
	InspectorAdvancedControls,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	FormTokenField,
	Notice,
	PanelBody,
	Placeholder,
	SelectControl,
	ToggleControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getEditorData } from '@cairn/shared/site/editor-data';
import icon from './icon';
import {
	LANGUAGES,
	parseOpenTable,
	parseRestaurantId,
	type OpenTableStyle,
	type ParsedOpenTable,
} from './parser';
import type { OpenTableAttributes, OpenTableEditProps } from './types';

/** What the user is told when an embed code cannot be read. */
export const ERROR_TITLE = __( 'We ran into an issue', 'cairn' );
export const ERROR_MESSAGE = __(
	'Please ensure this embed matches the one from your OpenTable account',
	'cairn'
);

/** The widget's languages, each named in itself. */
const LANGUAGE_OPTIONS = [
	{ value: 'en-US', label: 'English' },
	{ value: 'fr-CA', label: 'Français' },
	{ value: 'de-DE', label: 'Deutsch' },
	{ value: 'es-MX', label: 'Español' },
	{ value: 'ja-JP', label: '日本語' },
	{ value: 'nl-NL', label: 'Nederlands' },
	{ value: 'it-IT', label: 'Italiano' },
];

/** A token that is a URL or a script is never a restaurant ID. */
const POSSIBLE_EMBED = /^\s*(?:https?:\/\/|<\s*script)/i;

/**
 * The style the Styles panel chose (its `is-style-…` class), else standard.
 *
 * @param className The block's classes.
 * @return The style.
 */
export function activeStyle( className: string | undefined ): OpenTableStyle {
	const match = /(?:^|\s)is-style-(button|standard|wide|tall)(?:\s|$)/.exec(
		className ?? ''
	);
	return match ? ( match[ 1 ] as OpenTableStyle ) : 'standard';
}

/**
 * The attributes that set a style: the `style` attribute and the Styles
 * panel's class, together.
 *
 * @param style     The style.
 * @param className The block's classes.
 * @return The attributes to set.
 */
export function withStyle(
	style: OpenTableStyle,
	className: string | undefined
): Pick< OpenTableAttributes, 'style' | 'className' > {
	const others = ( className ?? '' )
		.split( /\s+/ )
		.filter( ( name ) => name !== '' && ! name.startsWith( 'is-style-' ) );
	return {
		style,
		className: [ ...others, `is-style-${ style }` ].join( ' ' ),
	};
}

/**
 * The attributes a parsed value gives; several restaurants reset the
 * style to standard.
 *
 * @param parsed    What the parser read.
 * @param className The block's classes.
 * @return The attributes to set.
 */
export function attributesFrom(
	parsed: ParsedOpenTable,
	className: string | undefined
): Partial< OpenTableAttributes > {
	const { style, ...rest } = parsed;
	const chosen: OpenTableStyle | undefined =
		parsed.rid.length > 1 ? 'standard' : style;
	return {
		...rest,
		...( chosen ? withStyle( chosen, className ) : {} ),
	};
}

/**
 * The site's language when the widget offers it (fr_CA → fr-CA), for a
 * new block.
 *
 * @return The language, or undefined.
 */
export function siteLanguage(): OpenTableAttributes[ 'lang' ] | undefined {
	const locale = getEditorData().siteLocale.replace( '_', '-' );
	return ( LANGUAGES as readonly string[] ).includes( locale )
		? ( locale as OpenTableAttributes[ 'lang' ] )
		: undefined;
}

interface RestaurantPickerProps {
	/** The restaurant IDs. */
	rid: string[];
	/** Called with the valid IDs when the tokens change. */
	onChange: ( rid: string[] ) => void;
	/** Called with what is typed but not yet a token. */
	onInputChange?: ( input: string ) => void;
}

/**
 * The token field for restaurant IDs: each token is a number or a name
 * ending in '(#number)'; URLs and scripts never become tokens.
 *
 * @param props               Component props.
 * @param props.rid           The restaurant IDs.
 * @param props.onChange      Called with the valid IDs.
 * @param props.onInputChange Called with the text not yet a token.
 * @return The field.
 */
function RestaurantPicker( {
	rid,
	onChange,
	onInputChange,
}: RestaurantPickerProps ) {
	return (
		<FormTokenField
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ _n(
				'Restaurant ID',
				'Restaurant IDs',
				rid.length,
				'cairn'
			) }
			value={ rid }
			saveTransform={ ( token ) =>
				POSSIBLE_EMBED.test( token ) ? '' : token.trim()
			}
			onInputChange={ onInputChange }
			onChange={ ( tokens ) => {
				const ids = tokens
					.map( ( token ) =>
						parseRestaurantId(
							typeof token === 'string' ? token : token.value
						)
					)
					.filter( ( id ): id is string => id !== null );
				onChange( [ ...new Set( ids ) ] );
			} }
		/>
	);
}

/**
 * The restaurant reservation editor: a placeholder for restaurant IDs or an
 * embed code, then a preview of the widget; Settings (restaurant IDs,
 * Language, Open in a new window) and Advanced (iFrame, button margin) in
 * the sidebar; the styles button, standard, wide and tall.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function OpenTableEdit( {
	attributes,
	setAttributes,
}: OpenTableEditProps ) {
	const { rid, lang, newtab, iframe, negativeMargin, align, className } =
		attributes;
	const [ editing, setEditing ] = useState( rid.length === 0 );
	const [ tokens, setTokens ] = useState< string[] >( rid );
	const [ input, setInput ] = useState( '' );
	const [ failed, setFailed ] = useState( false );
	const blockProps = useBlockProps();
	const style = activeStyle( className );
	const previousStyle = useRef( style );

	// The Styles panel sets the class; the `style` attribute follows it, the
	// button is for one restaurant only, and switching to wide widens the
	// block as the wide widget needs.
	useEffect( () => {
		if ( style === 'button' && rid.length > 1 ) {
			setAttributes( withStyle( 'standard', className ) );
			return;
		}
		const changes: Partial< OpenTableAttributes > = {};
		if ( attributes.style !== style ) {
			changes.style = style;
		}
		if ( style === 'wide' && previousStyle.current !== 'wide' ) {
			changes.align = 'wide';
		}
		previousStyle.current = style;
		if ( Object.keys( changes ).length > 0 ) {
			setAttributes( changes );
		}
	}, [ style, rid.length, attributes.style, className, setAttributes ] );

	const changeIds = ( ids: string[] ) => {
		setAttributes( {
			rid: ids,
			// More than one restaurant resets the style to standard.
			...( ids.length > 1 && rid.length <= 1
				? withStyle( 'standard', className )
				: {} ),
		} );
	};

	const embed = () => {
		const text = input.trim();
		if ( text === '' ) {
			if ( tokens.length > 0 ) {
				const language = rid.length === 0 ? siteLanguage() : undefined;
				setFailed( false );
				if ( language ) {
					setAttributes( { lang: language } );
				}
				changeIds( tokens );
				setEditing( false );
			}
			return;
		}
		const parsed = parseOpenTable( text );
		if ( ! parsed ) {
			setFailed( true );
			return;
		}
		setFailed( false );
		const isIds = ! /[<\/]/.test( text );
		const language = rid.length === 0 ? siteLanguage() : undefined;
		setAttributes( {
			// A new block speaks the site's language unless the code says.
			...( language ? { lang: language } : {} ),
			...attributesFrom(
				isIds
					? { rid: [ ...new Set( [ ...tokens, ...parsed.rid ] ) ] }
					: parsed,
				className
			),
		} );
		setInput( '' );
		setEditing( false );
	};

	if ( editing || rid.length === 0 ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'OpenTable Reservation', 'cairn' ) }
					instructions={ __(
						'Enter your restaurant IDs, or paste an OpenTable reservation widget embed code.',
						'cairn'
					) }
				>
					{ failed && (
						<Notice status="error" isDismissible={ false }>
							<strong>{ ERROR_TITLE }</strong>
							<br />
							{ ERROR_MESSAGE }
						</Notice>
					) }
					<form
						className="wp-block-cairn-opentable__picker"
						onSubmit={ ( event ) => {
							event.preventDefault();
							embed();
						} }
					>
						<RestaurantPicker
							rid={ tokens }
							onChange={ setTokens }
							onInputChange={ setInput }
						/>
						<Button variant="primary" type="submit">
							{ __( 'Embed', 'cairn' ) }
						</Button>
					</form>
					<ExternalLink href="https://restaurant.opentable.com/get-started/">
						{ __( 'Sign up for OpenTable', 'cairn' ) }
					</ExternalLink>
				</Placeholder>
			</div>
		);
	}

	const multi = rid.length > 1;
	const wideWarning =
		style === 'wide' && align !== 'wide' && align !== 'full';

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						onClick={ () => {
							setTokens( rid );
							setEditing( true );
						} }
					>
						{ __( 'Replace', 'cairn' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'cairn' ) }>
					<RestaurantPicker
						rid={ rid }
						onChange={ ( ids ) => {
							if ( ids.length > 0 ) {
								changeIds( ids );
							}
						} }
					/>
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Language', 'cairn' ) }
						value={ lang }
						options={ LANGUAGE_OPTIONS }
						onChange={ ( value ) =>
							setAttributes( {
								lang: value as OpenTableAttributes[ 'lang' ],
							} )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Open in a new window', 'cairn' ) }
						checked={ newtab }
						onChange={ ( value ) =>
							setAttributes( { newtab: value } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			<InspectorAdvancedControls>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __(
						'Load the widget in an iFrame (recommended)',
						'cairn'
					) }
					checked={ iframe }
					onChange={ ( value ) => setAttributes( { iframe: value } ) }
				/>
				{ style === 'button' && (
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Remove button margin', 'cairn' ) }
						checked={ negativeMargin }
						onChange={ ( value ) =>
							setAttributes( { negativeMargin: value } )
						}
					/>
				) }
			</InspectorAdvancedControls>
			{ wideWarning && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'The wide style is made for wide or full width: with another alignment the widget may not fit, and it may not suit small screens either.',
						'cairn'
					) }
				</Notice>
			) }
			<div
				className={ [
					'wp-block-cairn-opentable__preview',
					multi ? 'is-multi' : '',
					negativeMargin && style === 'button' ? 'has-no-margin' : '',
				]
					.filter( Boolean )
					.join( ' ' ) }
			>
				<strong>{ __( 'Make a reservation', 'cairn' ) }</strong>
				<span>
					{ sprintf(
						/* translators: %s: OpenTable restaurant IDs, comma separated. */
						_n(
							'Restaurant %s',
							'Restaurants %s',
							rid.length,
							'cairn'
						),
						rid.map( ( id ) => `#${ id }` ).join( ', ' )
					) }
				</span>
				<span className="wp-block-cairn-opentable__preview-button">
					{ __( 'Find a Table', 'cairn' ) }
				</span>
			</div>
		</div>
	);
}
