/**
 * Internal dependencies
 */
import { parsePlainUrl } from '@cairn/shared/utils/plain-url';
import type { PinterestEmbedType, PinterestInput } from './types';

/** Pinterest's short-link host. */
export const SHORT_LINK_HOST = 'pin.it';

/**
 * Pinterest's domains, one per country site, as Pinterest's own scripts
 * list them: pins, boards and profiles live on each, bare, with www or a
 * language prefix (`br.pinterest.com`). The server holds the same list
 * (Cairn\Blocks\Pinterest::DOMAINS), and both pass the same cases
 * (test/url-cases.json), so a URL one side embeds the other never refuses.
 */
export const PINTEREST_DOMAINS: readonly string[] = [
	'pinterest.com',
	'pinterest.at',
	'pinterest.ca',
	'pinterest.ch',
	'pinterest.cl',
	'pinterest.co.kr',
	'pinterest.co.uk',
	'pinterest.com.au',
	'pinterest.com.mx',
	'pinterest.de',
	'pinterest.dk',
	'pinterest.es',
	'pinterest.fr',
	'pinterest.ie',
	'pinterest.it',
	'pinterest.jp',
	'pinterest.nz',
	'pinterest.ph',
	'pinterest.pt',
	'pinterest.ru',
	'pinterest.se',
];

/** First path segments that are Pinterest's own pages, not a user. */
const RESERVED = new Set( [
	'pin',
	'search',
	'ideas',
	'today',
	'settings',
	'business',
	'categories',
	'login',
	'logout',
	'signup',
	'oauth',
	'_',
] );

/** A user or board name in a path. */
const NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,99}$/;

/** A pin id. */
const PIN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Whether a host is one of Pinterest's: a Pinterest domain, bare, with www
 * or with a two-letter country prefix (`br.pinterest.com`).
 *
 * @param host Lower-case host.
 * @return Whether it is Pinterest's.
 */
export function isPinterestHost( host: string ): boolean {
	return PINTEREST_DOMAINS.some(
		( domain ) =>
			host === domain ||
			host === `www.${ domain }` ||
			new RegExp(
				`^[a-z]{2}\\.${ domain.replace( /\./g, '\\.' ) }$`
			).test( host )
	);
}

/**
 * The embed a Pinterest URL makes, with the URL kept for it (https, no
 * query or fragment).
 *
 * @param text URL.
 * @return The kind and URL, or null when the URL is no pin, board or user.
 */
export function pinterestEmbed(
	text: string
): { url: string; type: PinterestEmbedType } | null {
	const url = parsePlainUrl( text.trim() );
	if ( ! url || ! isPinterestHost( url.hostname ) ) {
		return null;
	}
	const segments = url.pathname.replace( /\/+$/, '' ).split( '/' ).slice( 1 );
	let type: PinterestEmbedType | null = null;
	if ( segments[ 0 ] === 'pin' ) {
		type =
			segments.length === 2 && PIN.test( segments[ 1 ] )
				? 'embedPin'
				: null;
	} else if (
		segments.length >= 1 &&
		segments.length <= 2 &&
		segments.every( ( segment ) => NAME.test( segment ) ) &&
		! RESERVED.has( segments[ 0 ].toLowerCase() )
	) {
		type = segments.length === 1 ? 'embedUser' : 'embedBoard';
	}
	if ( ! type ) {
		return null;
	}
	return {
		type,
		url: `https://${ url.hostname }/${ segments.join( '/' ) }/`,
	};
}

/**
 * What the URL typed in the placeholder asks for: an embed, a pin.it short
 * link to resolve first, or nothing (refused: never fetched).
 *
 * @param text What was typed.
 * @return Its meaning.
 */
export function parsePinterestInput( text: string ): PinterestInput {
	const trimmed = text.trim();
	const withScheme = /^[a-z][a-z0-9+.-]*:/i.test( trimmed )
		? trimmed
		: `https://${ trimmed }`;
	const url = parsePlainUrl( withScheme );
	if ( ! url ) {
		return { kind: 'refused' };
	}
	if ( url.hostname === SHORT_LINK_HOST ) {
		if ( ! /^\/[A-Za-z0-9_-]+\/?$/.test( url.pathname ) ) {
			return { kind: 'refused' };
		}
		url.protocol = 'https:';
		url.search = '';
		url.hash = '';
		return { kind: 'short', url: url.href };
	}
	const embed = pinterestEmbed( url.href );
	return embed ? { kind: 'embed', ...embed } : { kind: 'refused' };
}
