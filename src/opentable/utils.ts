/**
 * Internal dependencies
 */
import { getEditorData } from '@cairn/shared/site/editor-data';
import { LANGUAGES, type OpenTableStyle, type ParsedOpenTable } from './parser';
import type { OpenTableAttributes } from './types';

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
