/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '../api/routes';
import { getEditorData } from '../site/editor-data';
import { AI_TOKEN_CACHE_MS, AI_TOKEN_STORAGE_KEY } from './constants';
import type { AiToken } from './types';

/**
 * The cached token, with the site and user it belongs to: sites of a
 * subdirectory multisite share one origin, hence one localStorage, and two
 * users may log in one after the other in the same browser.
 */
interface CachedToken extends AiToken {
	/** The site and user the token was issued for. */
	scope: string;
}

/**
 * Which site the editor is on, as far as the browser can tell, and who is
 * logged in.
 *
 * @return A string unique to the site and user.
 */
function currentScope(): string {
	const { settingsUrl, userId } = getEditorData();
	const site =
		settingsUrl.split( /[?#]/ )[ 0 ] ||
		window.location.pathname.split( '/wp-admin/' )[ 0 ];
	return `${ site }|user:${ userId }`;
}

/**
 * The cached token when it is still fresh and for this site.
 *
 * @return The token, or null.
 */
function readCache(): AiToken | null {
	try {
		const raw = window.localStorage.getItem( AI_TOKEN_STORAGE_KEY );
		if ( ! raw ) {
			return null;
		}
		const cached = JSON.parse( raw ) as Partial< CachedToken >;
		if (
			typeof cached.token !== 'string' ||
			! cached.token ||
			typeof cached.expire !== 'number' ||
			cached.expire <= Date.now() ||
			cached.scope !== currentScope()
		) {
			return null;
		}
		return {
			token: cached.token,
			blogId: Number( cached.blogId ) || 0,
			expire: cached.expire,
		};
	} catch {
		// Storage may be blocked or hold garbage: fetch a new token.
		return null;
	}
}

/**
 * Caches a token.
 *
 * @param token The token.
 */
function writeCache( token: AiToken ): void {
	try {
		const cached: CachedToken = { ...token, scope: currentScope() };
		window.localStorage.setItem(
			AI_TOKEN_STORAGE_KEY,
			JSON.stringify( cached )
		);
	} catch {
		// Without storage the token is simply fetched each time.
	}
}

/**
 * Forgets the cached token, e.g. after the server refused it.
 */
export function clearAiTokenCache(): void {
	try {
		window.localStorage.removeItem( AI_TOKEN_STORAGE_KEY );
	} catch {
		// Nothing cached where storage is blocked.
	}
}

let pending: Promise< AiToken > | null = null;

/**
 * A token for the AI query route: the cached one while it is fresh
 * (localStorage, 120000 ms), else a new one from
 * `POST /cairn/v1/ai/jwt` (api-fetch adds the nonce). Calls made while a
 * token is being fetched share that fetch. Rejects when the fetch fails.
 *
 * @return The token, the blog id and when the cached copy expires.
 */
export function requestAiToken(): Promise< AiToken > {
	const cached = readCache();
	if ( cached ) {
		return Promise.resolve( cached );
	}
	if ( pending ) {
		return pending;
	}
	pending = ( async () => {
		const response = await apiFetch< {
			token?: unknown;
			blog_id?: unknown;
		} >( { path: ROUTES.aiJwt, method: 'POST' } );
		if ( typeof response?.token !== 'string' || ! response.token ) {
			throw new Error( __( 'No token provided', 'cairn' ) );
		}
		const token: AiToken = {
			token: response.token,
			blogId: Number( response.blog_id ) || 0,
			expire: Date.now() + AI_TOKEN_CACHE_MS,
		};
		writeCache( token );
		return token;
	} )().finally( () => {
		pending = null;
	} );
	return pending;
}
