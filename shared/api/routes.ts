/**
 * The route table: every call that the specs name, served by the site under
 * `/cairn/v1/`. Nothing else in the client spells a REST path.
 *
 * Each path mirrors the hosted API's `/wpcom/v2/X` or `/jetpack/v4/X` as
 * `/cairn/v1/X`, with the same payload and response shape, so block code
 * written against those calls works unchanged.
 */
export const NAMESPACE = '/cairn/v1';

/**
 * Encodes one path segment taken from a variable.
 *
 * @param value Segment value.
 * @return The encoded segment.
 */
const segment = ( value: string | number ): string =>
	encodeURIComponent( String( value ) );

export const ROUTES = {
	/** Spec: GET /wpcom/v2/business-hours/localized-week */
	businessHoursLocalizedWeek: `${ NAMESPACE }/business-hours/localized-week`,
	/** Spec: GET /jetpack/v4/module/all */
	modules: `${ NAMESPACE }/module/all`,
	/**
	 * Spec: POST /jetpack/v4/module/{name}/active
	 *
	 * @param name Module slug.
	 */
	moduleActive: ( name: string ) =>
		`${ NAMESPACE }/module/${ segment( name ) }/active`,

	/** Spec: GET /wpcom/v2/memberships/status (query source, type, is_editable). */
	membershipsStatus: `${ NAMESPACE }/memberships/status`,
	/** Spec: POST /wpcom/v2/memberships/product */
	membershipsProduct: `${ NAMESPACE }/memberships/product`,
	/** Spec: POST /wpcom/v2/memberships/products */
	membershipsProducts: `${ NAMESPACE }/memberships/products`,
	/** Spec: GET /wpcom/v2/subscribers/counts (query subscriber_status, subscription_status). */
	subscribersCounts: `${ NAMESPACE }/subscribers/counts`,
	/** Spec: GET /wpcom/v2/newsletter-categories */
	newsletterCategories: `${ NAMESPACE }/newsletter-categories`,
	/** Spec: GET /wpcom/v2/newsletter-categories/count (query term_ids). */
	newsletterCategoriesCount: `${ NAMESPACE }/newsletter-categories/count`,
	/**
	 * Spec: GET /jetpack/v4/stats-app/sites/{site}/stats/opens/emails/{post}/rate
	 * (the simple-site variant is not needed: the site serves it itself).
	 *
	 * @param site Site id or slug.
	 * @param post Post id.
	 */
	emailOpensRate: ( site: string | number, post: number ) =>
		`${ NAMESPACE }/stats-app/sites/${ segment(
			site
		) }/stats/opens/emails/${ segment( post ) }/rate`,
	/** Spec: GET /wpcom/v2/mailchimp */
	mailchimp: `${ NAMESPACE }/mailchimp`,
	/** Spec: GET /wpcom/v2/mailchimp/groups */
	mailchimpGroups: `${ NAMESPACE }/mailchimp/groups`,
	/** Spec: GET /wpcom/v2/related-posts */
	relatedPosts: `${ NAMESPACE }/related-posts`,
	/** Spec: POST /wpcom/v2/related-posts/enable */
	relatedPostsEnable: `${ NAMESPACE }/related-posts/enable`,
	/**
	 * Spec: GET /wpcom/v2/related-posts/{postId}
	 *
	 * @param postId Post whose related posts are wanted.
	 */
	relatedPostsFor: ( postId: number ) =>
		`${ NAMESPACE }/related-posts/${ segment( postId ) }`,
	/** Spec: GET /jetpack/v4/site (plan product_name). */
	site: `${ NAMESPACE }/site`,
	/** Spec: GET /jetpack/v4/connection/url (query from, redirect). */
	connectionUrl: `${ NAMESPACE }/connection/url`,
	/** Spec: GET /wpcom/v2/resolve-redirect/ (query url). */
	resolveRedirect: `${ NAMESPACE }/resolve-redirect`,

	/** Spec: GET /wpcom/v2/jetpack-ai/ai-assistant-feature (the AI feature status). */
	aiAssistantFeature: `${ NAMESPACE }/ai/assistant-feature`,
	/** Spec: POST /jetpack/v4/jetpack-ai-jwt (a short-lived AI token). */
	aiJwt: `${ NAMESPACE }/ai/jwt`,
	/** Spec: the hosted AI query endpoint (bearer token; stream or JSON). */
	aiQuery: `${ NAMESPACE }/ai/query`,

	/**
	 * Core's settings route, where Settings → Cairn reads and saves
	 * `cairn_services` and `cairn_secrets` (core serves it).
	 */
	siteSettings: '/wp/v2/settings',
} as const;
