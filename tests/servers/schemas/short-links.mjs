/**
 * What the short-link and booking hosts answer to the redirect resolver's
 * HEAD and GET requests, from their public behaviour and documentation:
 * a redirect (301, 302, 307 or 308) carries an absolute https `Location` on
 * one of the hosts below; a page answers 200; a missing one 404; a server
 * that refuses HEAD 405. And the page addresses each service documents:
 *
 * - Pinterest: pins `/pin/{id}/`, boards `/{user}/{board}/`, the short-link
 *   service `api.pinterest.com/url_shortener/{code}/redirect/`
 *   (https://help.pinterest.com/en/article/save-pins-on-pinterest);
 * - GIPHY: `giphy.com/gifs/{slug}-{id}` and the short links `gph.is/g/{code}`
 *   (https://developers.giphy.com/docs/api/schema/#gif-object, `bitly_url`);
 * - Calendly: `calendly.com/{user}` and `calendly.com/{user}/{event}`
 *   (https://help.calendly.com/hc/en-us/articles/223147027);
 * - Eventbrite: events `/e/{slug}-tickets-{id}` or `/e/{id}` on the
 *   country domains (https://www.eventbrite.com/platform/docs/events), and
 *   an organizer's custom address `{name}.eventbrite.com`, which redirects
 *   to its event.
 */

/** The hosts the server answers for, and the certificate names them. */
export const HOSTS = [
	'pin.it',
	'pinterest.com',
	'www.pinterest.com',
	'api.pinterest.com',
	'gph.is',
	'giphy.com',
	'calendly.com',
	'www.calendly.com',
	'eventbrite.com',
	'www.eventbrite.com',
	'www.eventbrite.co.uk',
	// Organizers' custom event addresses, `{name}.eventbrite.com`.
	'summerjazz.eventbrite.com',
	'gone.eventbrite.com',
	'booking.example.org',
	// Akismet's API (tests/servers/akismet.mjs), on the same network.
	'rest.akismet.com',
	// Names the tests point at refused addresses: never reached.
	'internal.pinterest.com',
];

/** The page paths each service documents, by host. */
export const PAGES = {
	'pin.it': /^\/[A-Za-z0-9]+$/,
	'api.pinterest.com': /^\/url_shortener\/[A-Za-z0-9]+\/redirect\/$/,
	'www.pinterest.com': /^\/(pin\/[0-9]+|[\w.-]+\/[\w-]+)\/$/,
	'pinterest.com': /^\/(pin\/[0-9]+|[\w.-]+\/[\w-]+)\/$/,
	'gph.is': /^\/g\/[A-Za-z0-9]+$/,
	'giphy.com': /^\/gifs\/[\w-]+-[A-Za-z0-9]+$/,
	'calendly.com': /^\/[\w-]+(\/[\w-]+)?$/,
	'www.calendly.com': /^\/[\w-]+(\/[\w-]+)?$/,
	'eventbrite.com': /^\/e\/([\w-]+-tickets-)?[0-9]+$/,
	'www.eventbrite.com': /^\/e\/([\w-]+-tickets-)?[0-9]+$/,
	'www.eventbrite.co.uk': /^\/e\/([\w-]+-tickets-)?[0-9]+$/,
	'booking.example.org': /^\/[\w/-]*$/,
	'internal.pinterest.com': /^\/.*$/,
};

/**
 * One answer: its status and the Location of a redirect. The location of a
 * redirect is left to the test (a hostile hop is what some tests need); the
 * resolver must refuse what is not allowed.
 */
export const ANSWER = {
	oneOf: [
		{
			type: 'object',
			additionalProperties: false,
			required: [ 'status', 'location' ],
			properties: {
				status: { enum: [ 301, 302, 303, 307, 308 ] },
				location: { type: 'string', minLength: 1 },
			},
		},
		{
			type: 'object',
			additionalProperties: false,
			required: [ 'status' ],
			properties: { status: { enum: [ 200, 404, 405 ] } },
		},
	],
};
