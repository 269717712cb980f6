/**
 * WordPress dependencies
 */
import { getLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { DEFAULT_LANGUAGE, LANGUAGES, getLanguageLabels } from './constants';
import type { LanguageOption } from './types';

/**
 * The site's language as a two-letter code: the admin page's `lang`
 * (WordPress prints the locale there, e.g. `es-ES`), else the loaded
 * translations' locale, else English.
 *
 * @param doc The document to read.
 * @return The code, e.g. 'es'.
 */
export function getSiteLanguage( doc: Document = document ): string {
	// The translations' header ('' key) names their locale.
	const header = getLocaleData( 'cairn' )?.[ '' ] as
		{ lang?: string } | undefined;
	const locale = doc.documentElement.lang || header?.lang || '';
	const code = locale.split( /[-_]/ )[ 0 ].toLowerCase();
	return /^[a-z]{2,3}$/.test( code ) ? code : DEFAULT_LANGUAGE;
}

/**
 * The 'Select language' choices with the site language first (spec 000 §2);
 * a site language outside the list is added at the top.
 *
 * @param siteLanguage The site's language code.
 * @return The choices.
 */
export function getLanguageOptions( siteLanguage: string ): LanguageOption[] {
	const labels = getLanguageLabels();
	const options = LANGUAGES.map( ( value ) => ( {
		value,
		label: labels[ value ],
	} ) );
	const index = options.findIndex(
		( option ) => option.value === siteLanguage
	);
	if ( index === -1 ) {
		return [
			{ value: siteLanguage, label: getDisplayName( siteLanguage ) },
			...options,
		];
	}
	return [ options[ index ], ...options.filter( ( _, i ) => i !== index ) ];
}

/**
 * A language's name for a code outside the list, in the browser's words.
 *
 * @param code The code.
 * @return Its name, or the code.
 */
function getDisplayName( code: string ): string {
	try {
		return (
			new Intl.DisplayNames( [ document.documentElement.lang || 'en' ], {
				type: 'language',
			} ).of( code ) ?? code
		);
	} catch {
		return code;
	}
}
