/**
 * WordPress dependencies
 */
import { getLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getEditorData } from '@cairn/shared/site/editor-data';
import { DEFAULT_LANGUAGE, LANGUAGES, getLanguageLabels } from './constants';
import type { LanguageOption } from './types';

/**
 * The site's language as a two-letter code, which 'Select language' lists
 * first: the site's locale as the server gives it (`get_locale()`, e.g.
 * 'fr_FR'), not the admin page's `lang`, which follows the user's own
 * language. Without it: the page's `lang`, then the loaded translations'
 * locale, then English.
 *
 * @param doc The document to read.
 * @return The code, e.g. 'fr'.
 */
export function getSiteLanguage( doc: Document = document ): string {
	// The translations' header ('' key) names their locale.
	const header = getLocaleData( 'cairn' )?.[ '' ] as
		{ lang?: string } | undefined;
	const candidates = [
		getEditorData().siteLocale,
		doc.documentElement.lang,
		header?.lang,
	];
	for ( const locale of candidates ) {
		const code = ( locale || '' ).split( /[-_]/ )[ 0 ].toLowerCase();
		if ( /^[a-z]{2,3}$/.test( code ) ) {
			return code;
		}
	}
	return DEFAULT_LANGUAGE;
}

/**
 * The 'Select language' choices with the site language first;
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
