/**
 * The logo generator's calls: the AI texts and image through the AI token,
 * the media library and the site settings through the REST API.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { store as coreStore } from '@wordpress/core-data';
import { dispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { askAi } from '@cairn/shared/ai/ask';
import { ROUTES } from '@cairn/shared/api/routes';
import { restUrl } from '@cairn/shared/api/rest-url';
import { requestAiToken } from '@cairn/shared/ai/token';
import type { PromptType } from '@cairn/shared/ai/types';
import { FEATURE, LOGO_FILENAME } from './constants';

/** A generated image. */
export interface GeneratedLogo {
	/** The PNG, base64. */
	b64: string;
	/** The prompt the model says it used. */
	revisedPrompt: string;
}

/**
 * Asks the AI one of the logo generator's texts.
 *
 * @param type    The prompt type.
 * @param content What it works on.
 * @return The answer.
 */
export function askLogoText(
	type: Extract<
		PromptType,
		'logoFirstPrompt' | 'logoEnhancePrompt' | 'logoStyleGuess'
	>,
	content: string
): Promise< string > {
	return askAi(
		[ { role: 'cairn-ai', content: '', context: { type, content } } ],
		{ feature: FEATURE }
	);
}

/**
 * Generates a logo through the site's image route.
 *
 * @param prompt What the user asked for.
 * @param style  A style slug ('' or 'none' for none; never 'auto').
 * @return The image.
 */
export async function requestLogoImage(
	prompt: string,
	style: string
): Promise< GeneratedLogo > {
	let token: string;
	try {
		( { token } = await requestAiToken() );
	} catch {
		throw new Error( __( 'No token provided', 'cairn' ) );
	}
	const response = await window.fetch( restUrl( ROUTES.aiImages ), {
		method: 'POST',
		headers: {
			Authorization: `Bearer ${ token }`,
			'Content-Type': 'application/json',
			Accept: 'application/json',
		},
		body: JSON.stringify( { prompt, style, feature: FEATURE } ),
	} );
	const body = ( await response.json().catch( () => null ) ) as {
		message?: unknown;
		data?: unknown;
	} | null;
	if ( ! response.ok ) {
		throw new Error(
			typeof body?.message === 'string' && body.message
				? body.message
				: __( 'Error generating logo. Please try again.', 'cairn' )
		);
	}
	return readImage( body );
}

/**
 * The image of the image route's answer (`data[0].b64_json`), refusing an
 * answer whose `data.status` is above 200 and one without an image.
 *
 * @param body The answer.
 * @return The image.
 */
export function readImage( body: unknown ): GeneratedLogo {
	const data = ( body as { data?: unknown } | null )?.data;
	const status = Number(
		( data as { status?: unknown } | undefined )?.status
	);
	if ( status > 200 ) {
		throw new Error(
			__( 'Error generating logo. Please try again.', 'cairn' )
		);
	}
	const first = Array.isArray( data )
		? ( data[ 0 ] as { b64_json?: unknown; revised_prompt?: unknown } )
		: undefined;
	if ( typeof first?.b64_json !== 'string' || first.b64_json === '' ) {
		throw new Error( __( 'No image returned', 'cairn' ) );
	}
	return {
		b64: first.b64_json,
		revisedPrompt:
			typeof first.revised_prompt === 'string'
				? first.revised_prompt
				: '',
	};
}

/**
 * The bytes of a data URL or of an image the site serves.
 *
 * @param url The logo's URL.
 * @return Its bytes.
 */
async function toBlob( url: string ): Promise< Blob > {
	const response = await window.fetch( url );
	if ( ! response.ok ) {
		throw new Error( response.statusText );
	}
	return response.blob();
}

/**
 * Saves a logo to the media library as 'site-logo.png'.
 *
 * @param url         The logo (a data URL before it is saved).
 * @param description The prompt, kept as the image's description.
 * @return Its media id and URL.
 */
export async function saveLogoToLibrary(
	url: string,
	description: string
): Promise< { id: number; url: string } > {
	const form = new window.FormData();
	form.append( 'file', await toBlob( url ), LOGO_FILENAME );
	form.append( 'description', description );
	const media = await apiFetch< { id: number; source_url: string } >( {
		path: '/wp/v2/media',
		method: 'POST',
		body: form,
	} );
	return { id: media.id, url: media.source_url };
}

/**
 * Makes an image the site logo and the site icon, through the editor's own
 * site record so that site-logo blocks in the editor show it at once.
 *
 * @param mediaId The image.
 */
export async function applyLogo( mediaId: number ): Promise< void > {
	await dispatch( coreStore ).saveEntityRecord(
		'root',
		'site',
		{ site_logo: mediaId, site_icon: mediaId },
		{ throwOnError: true }
	);
}

/**
 * Whether an image was deleted from the media library: true when the site
 * answers 404 for it; any other failure is thrown again.
 *
 * @param mediaId The image.
 * @return Whether it is gone.
 */
export async function isMediaMissing( mediaId: number ): Promise< boolean > {
	try {
		await apiFetch( {
			path: `/wp/v2/media/${ mediaId }?context=edit&_fields=id`,
		} );
		return false;
	} catch ( error ) {
		const status = ( error as { data?: { status?: unknown } } | null )?.data
			?.status;
		if ( status === 404 ) {
			return true;
		}
		throw error;
	}
}
