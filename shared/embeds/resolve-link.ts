/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { ROUTES } from '../api/routes';

/**
 * Where a short link leads, as the site found it:
 * - `resolved`: the last answer's status and the address that gave it;
 * - `unreachable`: the site could not reach the service (its DNS does not
 *   know the name, nothing answered, the browser is offline). Nothing is
 *   known about the link, so it must not be called wrong;
 * - `refused`: the link, or a hop it redirected to, is not one the site may
 *   reach (another host, a private address), or it redirects without end:
 *   the link itself is wrong.
 */
export type ResolvedLink =
	| { kind: 'resolved'; status: number; url: string }
	| { kind: 'unreachable' }
	| { kind: 'refused' };

/** The route's error codes that mean the site could not reach the host. */
const UNREACHABLE_CODES = [
	'cairn_resolve_redirect_unreachable',
	// api-fetch's own, when the browser could not reach the site.
	'fetch_error',
];

/**
 * Follows a short link through the site (`GET /cairn/v1/resolve-redirect`).
 * Only short links go there: an address or embed code in the service's own
 * form is taken as it is, with no request to the service.
 *
 * @param url The short link.
 * @return Where it leads, or why that is not known.
 */
export async function resolveLink( url: string ): Promise< ResolvedLink > {
	try {
		const answer = await apiFetch< { status: number; url: string } >( {
			path: addQueryArgs( ROUTES.resolveRedirect, { url } ),
		} );
		return { kind: 'resolved', status: answer.status, url: answer.url };
	} catch ( error ) {
		const { code, data } = ( error ?? {} ) as {
			code?: unknown;
			data?: { status?: unknown };
		};
		const status = typeof data?.status === 'number' ? data.status : 0;
		if (
			typeof code === 'string' &&
			( UNREACHABLE_CODES.includes( code ) ||
				( status >= 500 && ! code.startsWith( 'cairn_' ) ) )
		) {
			return { kind: 'unreachable' };
		}
		return { kind: 'refused' };
	}
}

/**
 * Follows a short link and reads where it leads as the service's own
 * address: a page that answered with an error, a link the site refused,
 * and an address that is not the service's all fail; a service the site
 * could not reach is said apart, as nothing is known about the link.
 *
 * @param url  The short link.
 * @param read Reads an address in the service's own form, or gives null.
 * @return What `read` gave, 'failed', or 'unreachable'.
 */
export async function followShortLink< T >(
	url: string,
	read: ( address: string ) => T | null
): Promise< T | 'failed' | 'unreachable' > {
	const resolved = await resolveLink( url );
	if ( resolved.kind === 'unreachable' ) {
		return 'unreachable';
	}
	const target =
		resolved.kind === 'resolved' && resolved.status < 400
			? read( resolved.url )
			: null;
	return target ?? 'failed';
}

/**
 * What the editor says when the site could not reach a service to follow a
 * short link: the site's reach is the trouble, not what the user entered.
 *
 * @param service The service's name, such as 'Eventbrite'.
 * @return The message.
 */
export function unreachableMessage( service: string ): string {
	return sprintf(
		/* translators: %s: a service's name, such as Eventbrite. */
		__(
			'This site could not reach %s to follow this short link, so it could not be embedded yet. Nothing is wrong with what you entered: try again later, or paste the full address instead.',
			'cairn'
		),
		service
	);
}
