/**
 * Internal dependencies
 */
import { LANGUAGES, TONES, DEFAULT_TONE } from '../constants';
import { getLanguageOptions, getSiteLanguage } from '../language';

describe( 'Tone and language choices', () => {
	afterEach( () => {
		document.documentElement.lang = '';
	} );

	it( 'tones are formal (default), informal, optimistic, humorous, serious, skeptical, empathetic, confident, passionate, provocative', () => {
		expect( DEFAULT_TONE ).toBe( 'formal' );
		expect( TONES ).toEqual( [
			'formal',
			'informal',
			'optimistic',
			'humorous',
			'serious',
			'skeptical',
			'empathetic',
			'confident',
			'passionate',
			'provocative',
		] );
	} );

	it( 'languages are en, es, fr, de, it, pt, ru, zh, ja, ar, hi, ko', () => {
		expect( LANGUAGES ).toEqual( [
			'en',
			'es',
			'fr',
			'de',
			'it',
			'pt',
			'ru',
			'zh',
			'ja',
			'ar',
			'hi',
			'ko',
		] );
	} );

	it( "the site language is the site's locale, not the user's admin language", () => {
		window.cairnEditorData = { siteLocale: 'fr_FR' };
		document.documentElement.lang = 'de-DE';
		expect( getSiteLanguage() ).toBe( 'fr' );
		expect( getLanguageOptions( getSiteLanguage() )[ 0 ].value ).toBe(
			'fr'
		);
		delete window.cairnEditorData;
	} );

	it( 'without the site locale, the site language is read from the document lang', () => {
		document.documentElement.lang = 'de-DE';
		expect( getSiteLanguage() ).toBe( 'de' );
		document.documentElement.lang = 'pt_BR';
		expect( getSiteLanguage() ).toBe( 'pt' );
	} );

	it( 'the site language defaults to en', () => {
		document.documentElement.lang = '';
		expect( getSiteLanguage() ).toBe( 'en' );
	} );

	it( 'the site language is listed first', () => {
		const options = getLanguageOptions( 'ja' );
		expect( options.map( ( option ) => option.value ) ).toEqual( [
			'ja',
			'en',
			'es',
			'fr',
			'de',
			'it',
			'pt',
			'ru',
			'zh',
			'ar',
			'hi',
			'ko',
		] );
		expect( options[ 0 ].label ).toBe( 'Japanese' );
	} );

	it( 'a site language outside the list is added first', () => {
		const options = getLanguageOptions( 'nl' );
		expect( options ).toHaveLength( 13 );
		expect( options[ 0 ] ).toEqual( { value: 'nl', label: 'Dutch' } );
	} );
} );
