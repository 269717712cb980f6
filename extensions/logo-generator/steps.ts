/**
 * The logo generator's steps: each runs its calls, raises the logo store's
 * count before a paid call and takes it back when the call fails, sets the
 * step's busy flag while it runs and fills its error slot when it fails, and
 * resolves whether it succeeded. The UI only calls them.
 */

/**
 * WordPress dependencies
 */
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as aiUsageStore } from '@cairn/shared/ai/store';
import { getErrorMessage } from '@cairn/shared/api/error-message';
import { store as logoStore } from './store';
import { AUTO_STYLE, DEFAULT_STYLE } from './store/constants';
import { readHistory, writeHistory } from './store/history';
import { blobFromBase64 } from './store/image-blob';
import { releaseImages, showImage } from './store/logo-images';
import type { LogoStyle, SiteDetails } from './store/types';
import * as api from './api';
import { FEATURE } from './constants';

/** The registry the steps work in: the editor's, or a test's. */
type Registry = Pick< DataRegistry, 'dispatch' | 'select' >;

/**
 * Keeps the site's history in browser storage after it changed, and revokes
 * the object URLs of logos no longer in it. Storing never fails loudly: when
 * the browser refuses, the stored history holds fewer logos (or none) and
 * the logos on screen stay.
 *
 * @param registry The registry.
 */
async function persist( registry: Registry ): Promise< void > {
	const state = registry.select( logoStore );
	const site = state.getSiteDetails();
	const logos = state.getLogos();
	releaseImages( logos.map( ( entry ) => entry.url ) );
	if ( site?.ID ) {
		await writeHistory( site.ID, logos );
	}
}

/**
 * Loads the feature status into the logo store: the count, limit, tier,
 * costs and styles. A failure fills the feature-fetch slot (the error view
 * offers Try again).
 *
 * @param registry The registry.
 * @return Whether it loaded.
 */
export async function loadFeature( registry: Registry ): Promise< boolean > {
	const logo = registry.dispatch( logoStore );
	logo.setError( 'featureFetch', null );
	await registry.dispatch( aiUsageStore ).fetchAiFeature();
	const usage = registry.select( aiUsageStore );
	const fetchError = usage.getAiFeatureFetchError();
	if ( fetchError ) {
		// eslint-disable-next-line no-console -- a failed feature fetch is logged.
		console.error( 'Failed to fetch feature data', fetchError );
		logo.setError( 'featureFetch', fetchError );
		return false;
	}
	const feature = usage.getAiFeature();
	const costs = feature.costs[ FEATURE ] ?? {};
	const styles = feature.featuresControl[ FEATURE ]?.styles;
	logo.setFeature( {
		requestsCount: feature.requestsCount,
		requestsLimit: feature.requestsLimit,
		tierValue: feature.currentTier.value,
		logoCost: costs.logo,
		enhanceCost: costs[ 'prompt-enhancement' ],
		styles: Array.isArray( styles ) ? ( styles as LogoStyle[] ) : [],
	} );
	return true;
}

/**
 * Loads the site's history from browser storage, selects its last logo,
 * revokes the object URLs of an earlier load,
 * and marks those whose image was deleted from the media library.
 *
 * @param registry The registry.
 * @param site     The site.
 */
export async function loadHistory(
	registry: Registry,
	site: SiteDetails
): Promise< void > {
	if ( ! site.ID ) {
		// eslint-disable-next-line no-console -- a missing site id is logged.
		console.error( 'Site ID is missing' );
		return;
	}
	const logo = registry.dispatch( logoStore );
	logo.setSiteDetails( site );
	logo.setBusy( 'isLoadingHistory', true );
	try {
		const history = await readHistory( site.ID );
		logo.loadLogoHistory( history );
		releaseImages( history.map( ( entry ) => entry.url ) );
		const checks = await Promise.allSettled(
			history.map( ( entry ) =>
				entry.mediaId > 0
					? api.isMediaMissing( entry.mediaId )
					: Promise.resolve( false )
			)
		);
		checks.forEach( ( check, index ) => {
			if ( check.status === 'fulfilled' && check.value ) {
				logo.markLogoMissing( index );
			}
		} );
	} finally {
		logo.setBusy( 'isLoadingHistory', false );
	}
}

/**
 * Writes a first prompt from the site's name and tagline ("analyzing").
 * It costs a prompt enhancement; a failure gives it back and fills the
 * first-prompt slot.
 *
 * @param registry The registry.
 * @param site     The site.
 * @return The prompt, or '' when it failed or the site says nothing.
 */
export async function writeFirstPrompt(
	registry: Registry,
	site: SiteDetails
): Promise< string > {
	const about = [ site.name, site.description ]
		.map( ( text ) => text.trim() )
		.filter( Boolean );
	if ( ! about.length ) {
		return '';
	}
	const logo = registry.dispatch( logoStore );
	const cost = registry.select( logoStore ).getCosts().enhance;
	logo.setError( 'firstLogoPromptFetch', null );
	logo.increaseRequestsCount( cost );
	try {
		return (
			await api.askLogoText( 'logoFirstPrompt', about.join( '\n' ) )
		).trim();
	} catch ( error ) {
		logo.failStep(
			'firstLogoPromptFetch',
			getErrorMessage( error, __( 'Something went wrong', 'cairn' ) ),
			cost
		);
		return '';
	}
}

/**
 * Enhances the user's prompt. It costs a prompt enhancement; a failure
 * gives it back and shows 'Error enhancing prompt. Please try again.'.
 *
 * @param registry The registry.
 * @param prompt   The prompt.
 * @return The enhanced prompt, or null when it failed.
 */
export async function enhancePrompt(
	registry: Registry,
	prompt: string
): Promise< string | null > {
	const logo = registry.dispatch( logoStore );
	const cost = registry.select( logoStore ).getCosts().enhance;
	logo.setError( 'enhancePromptFetch', null );
	logo.setBusy( 'isEnhancingPrompt', true );
	logo.increaseRequestsCount( cost );
	try {
		return ( await api.askLogoText( 'logoEnhancePrompt', prompt ) ).trim();
	} catch {
		logo.failStep(
			'enhancePromptFetch',
			__( 'Error enhancing prompt. Please try again.', 'cairn' ),
			cost
		);
		return null;
	} finally {
		logo.setBusy( 'isEnhancingPrompt', false );
	}
}

/**
 * The style a guess answered, if it is one of the styles (other than the
 * default and the automatic one).
 *
 * @param answer The AI's answer.
 * @param styles The styles offered.
 * @return The style's slug, or null.
 */
export function parseStyleGuess(
	answer: string,
	styles: LogoStyle[]
): string | null {
	const slug = answer
		.trim()
		.toLowerCase()
		.replace( /^["'`*\s]+|["'`*.\s]+$/g, '' );
	return styles.some(
		( style ) =>
			style.value === slug &&
			slug !== AUTO_STYLE &&
			slug !== DEFAULT_STYLE
	)
		? slug
		: null;
}

/**
 * Guesses a style from the prompt. A failure is logged and gives nothing.
 *
 * @param registry The registry.
 * @param prompt   The prompt.
 * @return The style's slug, or null.
 */
export async function guessStyle(
	registry: Registry,
	prompt: string
): Promise< string | null > {
	try {
		return parseStyleGuess(
			await api.askLogoText( 'logoStyleGuess', prompt ),
			registry.select( logoStore ).getStyles()
		);
	} catch ( error ) {
		// eslint-disable-next-line no-console -- logged; the logo is made without a style.
		console.error( 'Error guessing the logo style', error );
		return null;
	}
}

/**
 * Generates a logo: the automatic style is first guessed from the prompt;
 * the count is raised by the logo's cost before and lowered again if it
 * fails ('Error generating logo. Please try again.'). The new logo is
 * appended to the history and selected.
 *
 * @param registry The registry.
 * @param prompt   The prompt.
 * @param style    The chosen style.
 * @return Whether a logo was made.
 */
export async function generateLogo(
	registry: Registry,
	prompt: string,
	style: string
): Promise< boolean > {
	const state = registry.select( logoStore );
	if ( state.getRequireUpgrade() ) {
		return false;
	}
	const logo = registry.dispatch( logoStore );
	const cost = state.getCosts().logo;
	logo.setError( 'logoFetch', null );
	if ( ! Number.isFinite( cost ) || cost <= 0 ) {
		logo.setError( 'logoFetch', __( 'Missing cost information', 'cairn' ) );
		return false;
	}
	logo.setBusy( 'isRequestingImage', true );
	try {
		const chosen =
			style === AUTO_STYLE
				? ( ( await guessStyle( registry, prompt ) ) ?? DEFAULT_STYLE )
				: style;
		logo.increaseRequestsCount( cost );
		let image: api.GeneratedLogo;
		try {
			image = await api.requestLogoImage( prompt, chosen );
		} catch ( error ) {
			logo.failStep(
				'logoFetch',
				getErrorMessage(
					error,
					__( 'Error generating logo. Please try again.', 'cairn' )
				),
				cost
			);
			return false;
		}
		logo.addLogoToHistory( {
			url: showImage( blobFromBase64( image.b64 ) ),
			description: prompt,
			mediaId: 0,
			revisedPrompt: image.revisedPrompt,
		} );
		await persist( registry );
		return true;
	} finally {
		logo.setBusy( 'isRequestingImage', false );
	}
}

/**
 * Accepts the selected logo: saves it to the media library as
 * 'site-logo.png' (unless it already is there), then makes it the site logo
 * and the site icon. Each failure fills its own slot.
 *
 * @param registry The registry.
 * @return Whether the logo is applied.
 */
export async function acceptLogo( registry: Registry ): Promise< boolean > {
	const logo = registry.dispatch( logoStore );
	const state = registry.select( logoStore );
	const site = state.getSiteDetails();
	const selected = state.getSelectedLogo();
	logo.setError( 'saveToLibrary', null );
	logo.setError( 'logoUpdate', null );
	if ( ! site?.ID || ! selected ) {
		logo.setError(
			'saveToLibrary',
			__( 'Missing siteId or logo', 'cairn' )
		);
		return false;
	}

	let mediaId = selected.missing ? 0 : selected.mediaId;
	if ( ! mediaId ) {
		logo.setBusy( 'isSavingLogoToLibrary', true );
		try {
			const saved = await api.saveLogoToLibrary(
				selected.url,
				selected.description
			);
			mediaId = saved.id;
			logo.updateSelectedLogo( saved.id, saved.url );
			await persist( registry );
		} catch {
			// Saving and applying take no requests: nothing to give back.
			logo.failStep(
				'saveToLibrary',
				__(
					'Error saving the logo to your library. Please try again.',
					'cairn'
				),
				0
			);
			return false;
		} finally {
			logo.setBusy( 'isSavingLogoToLibrary', false );
		}
	}
	if ( ! mediaId ) {
		logo.setError( 'logoUpdate', __( 'Missing mediaId', 'cairn' ) );
		return false;
	}

	logo.setBusy( 'isApplyingLogo', true );
	try {
		await api.applyLogo( mediaId );
		return true;
	} catch {
		logo.failStep(
			'logoUpdate',
			__(
				'Error applying the logo to your site. Please try again.',
				'cairn'
			),
			0
		);
		return false;
	} finally {
		logo.setBusy( 'isApplyingLogo', false );
	}
}

/**
 * Rates a logo and keeps the rating in the history.
 *
 * @param registry The registry.
 * @param index    The logo's index.
 * @param rating   Thumbs up or down.
 */
export function rateLogo(
	registry: Registry,
	index: number,
	rating: 'like' | 'dislike'
): Promise< void > {
	registry.dispatch( logoStore ).rateLogo( index, rating );
	return persist( registry );
}
