// @ts-check
/**
 * What Mailchimp's Marketing API v3 accepts and answers, held to the types
 * of Mailchimp's official client (`@types/mailchimp__mailchimp_marketing`):
 * the request parameters of each member endpoint (an object typed
 * `Record<keyof Body, true>` must list every parameter of the client's type
 * and nothing else, so this server cannot take a parameter Mailchimp lacks),
 * the member statuses (exactly the client's `Status`), and a factory for
 * every answer the server sends, typed as the client's response object, so
 * that a field Mailchimp never sends fails `npm run typecheck`.
 */

/**
 * External dependencies
 */
import crypto from 'node:crypto';

/**
 * @typedef {import('@mailchimp/mailchimp_marketing').Status} Status
 * @typedef {import('@mailchimp/mailchimp_marketing').ErrorResponse} ErrorResponse
 * @typedef {import('@mailchimp/mailchimp_marketing').ping.APIHealthStatus} APIHealthStatus
 * @typedef {import('@mailchimp/mailchimp_marketing').lists.AddListMemberBody} AddListMemberBody
 * @typedef {import('@mailchimp/mailchimp_marketing').lists.SetListMemberBody} SetListMemberBody
 * @typedef {import('@mailchimp/mailchimp_marketing').lists.MembersSuccessResponse} MembersSuccessResponse
 * @typedef {import('@mailchimp/mailchimp_marketing').lists.List} List
 * @typedef {import('@mailchimp/mailchimp_marketing').lists.GetListInterestCategoriesResponse} CategoriesResponse
 * @typedef {import('@mailchimp/mailchimp_marketing').lists.ListInterestCategoryInterestsResponse} InterestsResponse
 * @typedef {import('@mailchimp/mailchimp_marketing').lists.Interest} Interest
 */

/**
 * A member's status as Mailchimp answers it: one of the statuses a request
 * may set, or `archived`, which only archiving (`DELETE`) gives and which
 * Mailchimp reports but never takes.
 *
 * @typedef {Status | 'archived'} MemberStatus
 */

/**
 * An error as Mailchimp sends it: the problem-detail object, and for a body
 * that fails validation, the fields at fault (Mailchimp's error glossary,
 * "Invalid Resource").
 *
 * @typedef {ErrorResponse & { errors?: Array<{ field: string, message: string }> }} Problem
 */

/**
 * The statuses a request may set: exactly the client's `Status`.
 *
 * @type {Record<Status, true>}
 */
const STATUSES = {
	subscribed: true,
	unsubscribed: true,
	cleaned: true,
	pending: true,
	transactional: true,
};

/**
 * Whether a value is a status a request may set.
 *
 * @param {unknown} value The value.
 * @return {value is Status} Whether it is one.
 */
export function isStatus( value ) {
	return typeof value === 'string' && Object.hasOwn( STATUSES, value );
}

/**
 * Every parameter of `POST /lists/{list_id}/members`.
 *
 * @type {Record<keyof AddListMemberBody, true>}
 */
export const ADD_MEMBER_PARAMS = {
	email_address: true,
	tags: true,
	status: true,
	email_type: true,
	merge_fields: true,
	interests: true,
	language: true,
	vip: true,
	location: true,
	marketing_permissions: true,
	ip_signup: true,
	timestamp_signup: true,
	ip_opt: true,
	timestamp_opt: true,
};

/**
 * Every parameter of `PUT /lists/{list_id}/members/{subscriber_hash}`.
 *
 * @type {Record<keyof SetListMemberBody, true>}
 */
export const SET_MEMBER_PARAMS = {
	email_address: true,
	status_if_new: true,
	status: true,
	email_type: true,
	merge_fields: true,
	interests: true,
	language: true,
	vip: true,
	location: true,
	marketing_permissions: true,
	ip_signup: true,
	timestamp_signup: true,
	ip_opt: true,
	timestamp_opt: true,
};

/**
 * The first parameter of a body that an endpoint does not take.
 *
 * @param {Record<string, unknown>} body   The request body.
 * @param {Record<string, true>}    params The endpoint's parameters.
 * @return {string} The parameter, or '' when every one is known.
 */
export function unknownParam( body, params ) {
	return Object.keys( body ).find( ( name ) => ! params[ name ] ) ?? '';
}

/** Where Mailchimp's error glossary is: every error's `type`. */
const ERRORS = 'https://mailchimp.com/developer/marketing/docs/errors/';

/**
 * An error answer.
 *
 * @param {number}                                  status   HTTP status.
 * @param {string}                                  title    Mailchimp's title for the error.
 * @param {string}                                  detail   Its detail.
 * @param {Array<{field: string, message: string}>} [errors] The fields at fault, for "Invalid Resource".
 * @return {Problem} The answer.
 */
export function problem( status, title, detail, errors ) {
	return {
		type: ERRORS,
		title,
		status,
		detail,
		instance: crypto.randomUUID(),
		...( errors ? { errors } : {} ),
	};
}

/**
 * `GET /ping`.
 *
 * @return {APIHealthStatus} The answer.
 */
export function health() {
	return { health_status: "Everything's Chimpy!" };
}

/**
 * A member as the server keeps it.
 *
 * @typedef {Object} Member
 * @property {string}                  email        The address as first given.
 * @property {MemberStatus}            status       Its status.
 * @property {Record<string, string>}  merge_fields Merge fields by tag.
 * @property {Record<string, boolean>} interests    Interests by id.
 * @property {string}                  signup       When it was added, ISO 8601.
 * @property {string}                  changed      When it last changed, ISO 8601.
 */

/**
 * A member's answer (`GET`, `POST` and `PUT` of a member).
 *
 * @param {string} listId The audience.
 * @param {Member} member The member.
 * @return {Omit<MembersSuccessResponse, 'status'> & { status: MemberStatus }} The answer.
 */
export function memberAnswer( listId, member ) {
	const id = subscriberHash( member.email );
	return {
		id,
		email_address: member.email,
		unique_email_id: id.slice( 0, 10 ),
		contact_id: id.slice( 0, 16 ),
		full_name: '',
		web_id: parseInt( id.slice( 0, 7 ), 16 ),
		email_type: 'html',
		status: member.status,
		unsubscribe_reason: '',
		consents_to_one_to_one_messaging: true,
		merge_fields: { ...member.merge_fields },
		interests: { ...member.interests },
		stats: {
			avg_open_rate: 0,
			avg_click_rate: 0,
			ecommerce_data: {
				total_revenue: 0,
				number_of_orders: 0,
				currency_code: 0,
			},
		},
		ip_signup: '',
		timestamp_signup: member.signup,
		ip_opt: '',
		timestamp_opt: member.status === 'subscribed' ? member.changed : '',
		member_rating: '2',
		last_changed: member.changed,
		language: '',
		vip: false,
		email_client: '',
		location: {
			latitude: 0,
			longitude: 0,
			gmtoff: 0,
			dstoff: 0,
			country_code: '',
			timezone: '',
			region: '',
		},
		marketing_permissions: [],
		last_note: { note_id: 0, created_at: '', created_by: '', note: '' },
		source: 'API - Generic',
		tags_count: 0,
		tags: [],
		list_id: listId,
		_links: [],
	};
}

/**
 * An audience's answer (`GET /lists/{list_id}`).
 *
 * @param {string} listId      The audience.
 * @param {number} memberCount Its subscribed members.
 * @return {List} The answer.
 */
export function listAnswer( listId, memberCount ) {
	return {
		id: listId,
		web_id: 1234,
		name: 'Cairn readers',
		contact: {
			company: 'Cairn',
			address1: '1 Example Street',
			address2: '',
			city: 'Example',
			state: '',
			zip: '00000',
			country: 'US',
			phone: '',
		},
		permission_reminder: 'You signed up on our website.',
		use_archive_bar: true,
		campaign_defaults: {
			from_name: 'Cairn',
			from_email: 'news@example.com',
			subject: '',
			language: 'en',
		},
		notify_on_subscribe: false,
		notify_on_unsubscribe: false,
		date_created: '2024-01-01T00:00:00+00:00',
		list_rating: 0,
		email_type_option: false,
		// Mailchimp's hosted signup form for the audience, on its
		// list-manage.com domain, and the short link to it.
		subscribe_url_short: 'http://eepurl.com/cAiRn1',
		subscribe_url_long: `https://example.us6.list-manage.com/subscribe?u=0123456789abcdef0123456789&id=${ listId }`,
		beamer_address: '',
		visibility: 'pub',
		double_optin: true,
		has_welcome: false,
		marketing_permissions: false,
		modules: [],
		stats: {
			member_count: memberCount,
			total_contacts: memberCount,
			unsubscribe_count: 0,
			cleaned_count: 0,
			member_count_since_send: 0,
			unsubscribe_count_since_send: 0,
			cleaned_count_since_send: 0,
			campaign_count: 0,
			campaign_last_sent: '',
			merge_field_count: 2,
			avg_sub_rate: 0,
			avg_unsub_rate: 0,
			target_sub_rate: 0,
			open_rate: 0,
			click_rate: 0,
			last_sub_date: '',
			last_unsub_date: '',
		},
		_links: [],
	};
}

/** The audience's one interest category and its interests. */
export const CATEGORY = { id: 'cat1', title: 'Topics', type: 'checkboxes' };
export const INTERESTS = [
	{ id: 'int-recipes', name: 'Recipes' },
	{ id: 'int-travel', name: 'Travel' },
];

/**
 * `GET /lists/{list_id}/interest-categories`.
 *
 * @param {string} listId The audience.
 * @return {CategoriesResponse} The answer.
 */
export function categoriesAnswer( listId ) {
	return {
		list_id: listId,
		categories: [
			{ list_id: listId, ...CATEGORY, display_order: 0, _links: [] },
		],
		total_items: 1,
		_links: [],
	};
}

/**
 * `GET /lists/{list_id}/interest-categories/{id}/interests`.
 *
 * @param {string} listId The audience.
 * @return {InterestsResponse} The answer.
 */
export function interestsAnswer( listId ) {
	return {
		list_id: listId,
		category_id: CATEGORY.id,
		interests: INTERESTS.map(
			( interest, index ) =>
				/** @type {Interest} */ ( {
					category_id: CATEGORY.id,
					list_id: listId,
					...interest,
					subscriber_count: '0',
					display_order: index,
					_links: [],
				} )
		),
		total_items: INTERESTS.length,
		_links: [],
	};
}

/**
 * A member's id: the MD5 of the lowercased address.
 *
 * @param {string} email The address.
 * @return {string} The hash.
 */
export function subscriberHash( email ) {
	return crypto
		.createHash( 'md5' )
		.update( email.toLowerCase() )
		.digest( 'hex' );
}

/**
 * Only the fields a `fields` query names (dot notation not needed here), as
 * Mailchimp answers partial responses; the whole answer when none is named.
 *
 * @template {Object} T
 * @param {T}             answer The whole answer.
 * @param {string | null} fields The query's `fields`.
 * @return {Partial<T>} The answer.
 */
export function pick( answer, fields ) {
	const names = ( fields ?? '' ).split( ',' ).filter( Boolean );
	if ( ! names.length ) {
		return answer;
	}
	return /** @type {Partial<T>} */ (
		Object.fromEntries(
			Object.entries( answer ).filter( ( [ name ] ) =>
				names.includes( name )
			)
		)
	);
}
