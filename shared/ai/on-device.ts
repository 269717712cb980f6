/**
 * Translation, language detection and summaries in the editor's browser
 * (the Translator, Language Detector and Summarizer APIs of Chrome 138 and
 * later), so that text need not leave it. Callers fall back to the server
 * when these reject.
 */

/**
 * WordPress dependencies
 */
import { select } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getEditorData } from '../site/editor-data';
import { store as aiUsageStore } from './store';

/** Confidence below which a detected language is not trusted */
export const LANGUAGE_CONFIDENCE = 0.75;

/** How long a model may take to be ready or to answer. */
export const ON_DEVICE_TIMEOUT_MS = 30_000;

/** What the browser's APIs report about a model. */
type Availability =
	'unavailable' | 'downloadable' | 'downloading' | 'available';

/** A model's download progress, as the `monitor` option reports it. */
interface Monitor {
	addEventListener: (
		type: 'downloadprogress',
		listener: ( event: { loaded: number } ) => void
	) => void;
}

/** The part of each API that Cairn uses. */
interface BuiltInAi {
	Translator?: {
		availability: ( options: {
			sourceLanguage: string;
			targetLanguage: string;
		} ) => Promise< Availability >;
		create: ( options: {
			sourceLanguage: string;
			targetLanguage: string;
			monitor?: ( monitor: Monitor ) => void;
		} ) => Promise< { translate: ( text: string ) => Promise< string > } >;
	};
	LanguageDetector?: {
		create: () => Promise< {
			detect: (
				text: string
			) => Promise<
				Array< { detectedLanguage: string; confidence: number } >
			>;
		} >;
	};
	Summarizer?: {
		availability: () => Promise< Availability >;
		create: ( options: {
			type: 'tldr' | 'key-points' | 'teaser' | 'headline';
			format: 'plain-text' | 'markdown';
			length: 'short' | 'medium' | 'long';
			monitor?: ( monitor: Monitor ) => void;
		} ) => Promise< { summarize: ( text: string ) => Promise< string > } >;
	};
}

/**
 * Registers the site's origin-trial tokens of the browser's built-in AI
 * (the feature status's `chrome-ai-tokens`), each once, as the
 * `<meta http-equiv="origin-trial">` tags the browser reads: a browser that
 * ships an API only in a trial enables it for this origin.
 *
 * @param tokens The tokens.
 * @return How many were added now.
 */
export function registerOriginTrials( tokens: readonly string[] ): number {
	if ( typeof document === 'undefined' ) {
		return 0;
	}
	let added = 0;
	for ( const token of tokens ) {
		const present = Array.from(
			document.head.querySelectorAll< HTMLMetaElement >(
				'meta[http-equiv="origin-trial"]'
			)
		).some( ( meta ) => meta.content === token );
		if ( ! present ) {
			const meta = document.createElement( 'meta' );
			meta.httpEquiv = 'origin-trial';
			meta.content = token;
			document.head.appendChild( meta );
			added++;
		}
	}
	return added;
}

/**
 * The browser's built-in AI APIs, where it has them, once the site's
 * origin-trial tokens are registered.
 *
 * @return The APIs.
 */
function builtIn(): BuiltInAi {
	registerOriginTrials(
		select( aiUsageStore ).getAiFeature().chromeAiTokens ?? []
	);
	return ( typeof globalThis === 'object' ? globalThis : {} ) as BuiltInAi;
}

/**
 * A promise that rejects when another takes longer than a time.
 *
 * @param promise The work.
 * @param ms      Milliseconds allowed.
 * @return The work's result.
 */
export function withTimeout< T >(
	promise: Promise< T >,
	ms: number
): Promise< T > {
	let timer: ReturnType< typeof setTimeout > | undefined;
	const message = sprintf(
		/* translators: %d: milliseconds. */
		__( 'Promise has timed-out after %dms.', 'cairn' ),
		ms
	);
	const timeout = new Promise< never >( ( _, reject ) => {
		timer = setTimeout( () => reject( new Error( message ) ), ms );
	} );
	return Promise.race( [ promise, timeout ] ).finally( () =>
		clearTimeout( timer )
	);
}

/**
 * Whether the site allows on-device AI (Settings → Cairn; off by default).
 *
 * @return True when allowed.
 */
export function isOnDeviceAllowed(): boolean {
	return getEditorData().ai.onDevice;
}

/**
 * The language of a text, when the browser can tell with enough confidence.
 *
 * @param text The text.
 * @return A language code such as 'fr', or null.
 */
export async function detectLanguage( text: string ): Promise< string | null > {
	const api = builtIn().LanguageDetector;
	if ( ! api ) {
		return null;
	}
	try {
		const detector = await withTimeout(
			api.create(),
			ON_DEVICE_TIMEOUT_MS
		);
		const [ best ] = await withTimeout(
			detector.detect( text ),
			ON_DEVICE_TIMEOUT_MS
		);
		return best && best.confidence >= LANGUAGE_CONFIDENCE
			? best.detectedLanguage
			: null;
	} catch {
		return null;
	}
}

/**
 * Translates a text in the browser.
 *
 * @param text           The text.
 * @param targetLanguage The language to translate into, such as 'fr'.
 * @param onProgress     Receives the model download's progress, 0 to 1.
 * @return The translation; rejects with 'Translator is unavailable' or
 *         'Translator failed to initialize'.
 */
export async function translateOnDevice(
	text: string,
	targetLanguage: string,
	onProgress?: ( loaded: number ) => void
): Promise< string > {
	const api = builtIn().Translator;
	const sourceLanguage = await detectLanguage( text );
	const target = targetLanguage.split( /[_-]/ )[ 0 ].toLowerCase();
	if ( ! api || ! sourceLanguage ) {
		throw new Error( __( 'Translator is unavailable', 'cairn' ) );
	}
	const options = { sourceLanguage, targetLanguage: target };
	const availability = await withTimeout(
		api.availability( options ),
		ON_DEVICE_TIMEOUT_MS
	).catch( () => 'unavailable' as const );
	if ( availability === 'unavailable' ) {
		throw new Error( __( 'Translator is unavailable', 'cairn' ) );
	}
	let translator;
	try {
		translator = await withTimeout(
			api.create( {
				...options,
				monitor: ( monitor ) =>
					monitor.addEventListener( 'downloadprogress', ( event ) =>
						onProgress?.( event.loaded )
					),
			} ),
			ON_DEVICE_TIMEOUT_MS
		);
	} catch {
		throw new Error( __( 'Translator failed to initialize', 'cairn' ) );
	}
	return withTimeout( translator.translate( text ), ON_DEVICE_TIMEOUT_MS );
}

/**
 * Summarizes a text in the browser.
 *
 * @param text       The text.
 * @param onProgress Receives the model download's progress, 0 to 1.
 * @return The summary; rejects with 'Summarizer is unavailable'.
 */
export async function summarizeOnDevice(
	text: string,
	onProgress?: ( loaded: number ) => void
): Promise< string > {
	const api = builtIn().Summarizer;
	const availability = api
		? await withTimeout( api.availability(), ON_DEVICE_TIMEOUT_MS ).catch(
				() => 'unavailable' as const
			)
		: 'unavailable';
	if ( ! api || availability === 'unavailable' ) {
		throw new Error( __( 'Summarizer is unavailable', 'cairn' ) );
	}
	const summarizer = await withTimeout(
		api.create( {
			type: 'tldr',
			format: 'plain-text',
			length: 'short',
			monitor: ( monitor ) =>
				monitor.addEventListener( 'downloadprogress', ( event ) =>
					onProgress?.( event.loaded )
				),
		} ),
		ON_DEVICE_TIMEOUT_MS
	).catch( () => {
		throw new Error( __( 'Summarizer is unavailable', 'cairn' ) );
	} );
	return withTimeout( summarizer.summarize( text ), ON_DEVICE_TIMEOUT_MS );
}
