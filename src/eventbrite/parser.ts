/**
 * The event-ticket parser: an Eventbrite event URL gives the
 * event id and the URL Cairn stores; an organizer's site root on the same
 * domain is accepted to be resolved (its redirect leads to an event).
 * Pure; the server runs the same rules (includes/blocks/class-eventbrite.php)
 * on the same test cases before anything is saved or rendered.
 */

/** Longest input read. */
export const MAX_INPUT_LENGTH = 2000;

/** The ticketing domains Eventbrite serves events from. */
export const DOMAINS = [
	'eventbrite.com',
	'eventbrite.co.uk',
	'eventbrite.ca',
	'eventbrite.com.au',
	'eventbrite.co.nz',
	'eventbrite.ie',
	'eventbrite.de',
	'eventbrite.fr',
	'eventbrite.es',
	'eventbrite.it',
	'eventbrite.nl',
	'eventbrite.be',
	'eventbrite.ch',
	'eventbrite.at',
	'eventbrite.se',
	'eventbrite.dk',
	'eventbrite.fi',
	'eventbrite.pt',
	'eventbrite.com.br',
	'eventbrite.com.mx',
	'eventbrite.com.ar',
	'eventbrite.cl',
	'eventbrite.co',
	'eventbrite.com.pe',
	'eventbrite.sg',
	'eventbrite.hk',
] as const;

export interface ParsedEvent {
	/**
	 * `https://www.eventbrite.…/e/slug-123` with the query the link had (an
	 * `?aff=` tracking code stays the organizer's), or the site root to
	 * resolve.
	 */
	url: string;
	/** The numeric event id; '' for a site root, which must be resolved first. */
	eventId: string;
}

/**
 * http(s), a bare host (no user, no port), a path, a query. Read from the
 * raw text (URL() would drop tabs, accept `\` and decode hosts); the
 * server reads the same way.
 */
const URL_PARTS =
	/^https?:\/\/([a-z0-9.-]+)(\/[^\s?#\\<>"'`]*)?(?:\?([^\s#\\<>"'`]*))?(?:#[^\s\\<>"'`]*)?$/i;

/** `/e/{slug-with-numeric-id}` with an optional trailing slash. */
const EVENT_PATH = /^\/e\/((?:[a-z0-9_%.-]*-)?(\d{1,20}))\/?$/i;

/**
 * Reads an event URL.
 *
 * @param input What was pasted.
 * @return The event, a site root to resolve (eventId ''), or null.
 */
export function parseEventbrite( input: unknown ): ParsedEvent | null {
	if ( typeof input !== 'string' || input.length > MAX_INPUT_LENGTH ) {
		return null;
	}
	const match = URL_PARTS.exec( input.trim() );
	if ( ! match ) {
		return null;
	}
	const host = match[ 1 ].toLowerCase();
	const domain = DOMAINS.find(
		( known ) => host === known || host === `www.${ known }`
	);
	const path = match[ 2 ] ?? '/';
	const event = EVENT_PATH.exec( path );
	if ( domain && event ) {
		const query = match[ 3 ] ? `?${ match[ 3 ] }` : '';
		return {
			url: `https://www.${ domain }/e/${ event[ 1 ] }${ query }`,
			eventId: event[ 2 ],
		};
	}
	// The second pattern: an organizer's own subdomain or the site root.
	const root = DOMAINS.find( ( known ) => host.endsWith( `.${ known }` ) );
	const site = domain ?? root;
	if ( site && /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/.test( host ) ) {
		return { url: `https://${ host }${ path }`, eventId: '' };
	}
	return null;
}

/**
 * The event id in a URL a site root redirected to, or ''.
 *
 * @param resolved The final URL.
 * @return The id.
 */
export function eventIdOf( resolved: string ): string {
	const parsed = parseEventbrite( resolved );
	return parsed?.eventId ?? '';
}
