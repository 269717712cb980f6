/**
 * The route table: every call the client makes to the site, served under
 * `/cairn/v1/`. Nothing else in the client spells a REST path, and a test
 * holds this table against the routes the server registers.
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

/**
 * POST (the signup form's fields): subscribes an address to the Mailchimp
 * list. A route a visitor's page calls is a constant of its own, listed in
 * the table too, so that a view script carries its path and not the table.
 */
export const MAILCHIMP_SUBSCRIBE_ROUTE = `${ NAMESPACE }/mailchimp/subscribe`;

export const ROUTES = {
	/** GET: the site locale's day names and first day of the week. */
	businessHoursLocalizedWeek: `${ NAMESPACE }/business-hours/localized-week`,
	/** GET: every module with its state. */
	modules: `${ NAMESPACE }/module/all`,
	/**
	 * POST `{active}`: switches a module on or off.
	 *
	 * @param name Module slug.
	 */
	moduleActive: ( name: string ) =>
		`${ NAMESPACE }/module/${ segment( name ) }/active`,

	/** GET (query source, type, is_editable): products and the payment account. */
	membershipsStatus: `${ NAMESPACE }/memberships/status`,
	/** POST: creates one product. */
	membershipsProduct: `${ NAMESPACE }/memberships/product`,
	/** POST: creates the default donation products. */
	membershipsProducts: `${ NAMESPACE }/memberships/products`,
	/** POST: the plan a site without plans starts with, made once. */
	membershipsDefaultProduct: `${ NAMESPACE }/memberships/default-product`,
	/** GET (query subscriber_status, subscription_status): subscriber counts. */
	subscribersCounts: `${ NAMESPACE }/subscribers/counts`,
	/** GET: whether newsletter categories are on, and the categories the owner marked. */
	newsletterCategories: `${ NAMESPACE }/newsletter-categories`,
	/** GET: whether Mailchimp is connected, and the connect URL. */
	mailchimp: `${ NAMESPACE }/mailchimp`,
	/** GET: the Mailchimp interest groups. */
	mailchimpGroups: `${ NAMESPACE }/mailchimp/groups`,
	/** POST: a visitor's signup (view scripts use MAILCHIMP_SUBSCRIBE_ROUTE). */
	mailchimpSubscribe: MAILCHIMP_SUBSCRIBE_ROUTE,
	/** GET (query q): Giphy's GIFs for a search term, at most 10. */
	gifSearch: `${ NAMESPACE }/gif/search`,
	pinterestPreview: `${ NAMESPACE }/pinterest/preview`,
	/**
	 * GET: one Giphy GIF.
	 *
	 * @param id Giphy's GIF id.
	 */
	gif: ( id: string ) => `${ NAMESPACE }/gif/${ segment( id ) }`,
	/** GET: the connected Instagram accounts (`id`, `username`, `can_disconnect`; never a token). */
	instagramConnections: `${ NAMESPACE }/instagram-gallery/connections`,
	/**
	 * DELETE: disconnects an Instagram account (the user who connected it).
	 *
	 * @param id Connection id.
	 */
	instagramConnection: ( id: string ) =>
		`${ NAMESPACE }/instagram-gallery/connections/${ segment( id ) }`,
	/** GET: the Instagram authorization URL, opened in a 700×700 popup. */
	instagramConnectUrl: `${ NAMESPACE }/instagram-gallery/connect-url`,
	/** GET (query access_token: a connection id, count): `external_name` and `images`. */
	instagramGallery: `${ NAMESPACE }/instagram-gallery/gallery`,
	/**
	 * GET: a post's related posts.
	 *
	 * @param postId Post whose related posts are wanted.
	 */
	relatedPostsFor: ( postId: number ) =>
		`${ NAMESPACE }/related-posts/${ segment( postId ) }`,
	/** GET (query url): where a URL leads, and its status. */
	resolveRedirect: `${ NAMESPACE }/resolve-redirect`,

	/** GET/POST `{service_api_key}`/DELETE: the site's Mapbox public token (administrators). */
	mapboxKey: `${ NAMESPACE }/service-api-keys/mapbox`,
	/** GET (query lon, lat, zoom, width, height, style, color, markers[, sig]): a static map image. */
	mapImage: `${ NAMESPACE }/map-image`,
	/** GET: a short-lived MapKit JS token (`mapkit_access_token`, `expires`). */
	mapkit: `${ NAMESPACE }/mapkit`,

	/** POST: a token for the video's tus upload, and where to send it. */
	videoUploadToken: `${ NAMESPACE }/videos/upload-token`,
	/** POST `{id, …settings}`: saves a video's settings (title, rating, privacy…). */
	videoMeta: `${ NAMESPACE }/videopress/meta`,
	/**
	 * GET (query post): one video, where it plays for the user.
	 *
	 * @param guid The video's guid.
	 */
	video: ( guid: string ) => `${ NAMESPACE }/videos/${ segment( guid ) }`,
	/**
	 * GET/POST: a video's text tracks (captions, chapters…).
	 *
	 * @param guid The video's guid.
	 */
	videoTracks: ( guid: string ) =>
		`${ NAMESPACE }/videos/${ segment( guid ) }/tracks`,
	/**
	 * POST `{kind, srclang}`: deletes one text track of a video.
	 *
	 * @param guid The video's guid.
	 */
	videoTracksDelete: ( guid: string ) =>
		`${ NAMESPACE }/videos/${ segment( guid ) }/tracks/delete`,
	/**
	 * POST: a video's poster image (a file, or a time in the video).
	 *
	 * @param guid The video's guid.
	 */
	videoPoster: ( guid: string ) =>
		`${ NAMESPACE }/videos/${ segment( guid ) }/poster`,

	/** POST `{content}`: one Jetpack block's markup as Cairn's blocks. */
	jetpackConvert: `${ NAMESPACE }/jetpack/convert`,
	/** GET: how many posts of the site hold Jetpack blocks (Tools → Convert from Jetpack). */
	jetpackSite: `${ NAMESPACE }/jetpack/site`,
	/** POST: converts the next batch of the site's posts. */
	jetpackSiteBatch: `${ NAMESPACE }/jetpack/site/batch`,

	/** GET: the AI feature status. */
	aiAssistantFeature: `${ NAMESPACE }/ai/assistant-feature`,
	/** POST: a short-lived AI token. */
	aiJwt: `${ NAMESPACE }/ai/jwt`,
	/** POST with a bearer token: an AI answer, streamed or as JSON. */
	aiQuery: `${ NAMESPACE }/ai/query`,
	/** GET: the models the OpenAI-compatible server offers (administrators). */
	aiModels: `${ NAMESPACE }/ai/models`,
	/** POST `{kind, post_id, content}`: a post's excerpt, title, SEO title or meta description. */
	aiPostText: `${ NAMESPACE }/ai/post-text`,
	/** POST `{kind, id, url}`: an image's alt text or caption from the vision model. */
	aiImageText: `${ NAMESPACE }/ai/image-text`,
	/** POST `{allowed}`: whether images may be sent to the AI provider (administrators). */
	aiImageConsent: `${ NAMESPACE }/ai/image-consent`,
	/**
	 * POST `{services, secrets}`: tests a service with the values entered on
	 * Settings → Cairn (administrators).
	 *
	 * @param service A service with a test (`ai`, `stripe`, `maps`…).
	 */
	serviceTest: ( service: string ) =>
		`${ NAMESPACE }/services/${ segment( service ) }/test`,
	/** GET: this site's Stripe webhook URL, its events and the endpoint's state (administrators). */
	stripeWebhook: `${ NAMESPACE }/services/stripe/webhook`,
	/** POST with a bearer token `{prompt, style, feature}`: a logo (`data[0].b64_json`). */
	aiImages: `${ NAMESPACE }/ai/images`,
	/** POST with a bearer token (multipart `audio_file`, or `{upload}`): a recording's text. */
	aiTranscriptions: `${ NAMESPACE }/ai/transcriptions`,
	/** GET with a bearer token: whether a recording can be transcribed now, and its limits. */
	aiTranscriptionLimits: `${ NAMESPACE }/ai/transcriptions/limits`,
	/** POST with a bearer token `{size, type}`: starts a recording's upload in pieces. */
	aiTranscriptionUploads: `${ NAMESPACE }/ai/transcriptions/uploads`,
	/**
	 * POST with a bearer token (query offset; the piece as the raw body): one piece of a recording.
	 *
	 * @param id The upload.
	 */
	aiTranscriptionUpload: ( id: string ) =>
		`${ NAMESPACE }/ai/transcriptions/uploads/${ segment( id ) }`,
	/** POST `{feature, item, rating, prompt, answer, …}` / DELETE (query item): the user's rating of an AI answer. */
	aiFeedback: `${ NAMESPACE }/ai/feedback`,

	/**
	 * Core's settings route, where Settings → Cairn reads and saves
	 * `cairn_services` and `cairn_secrets` (core serves it).
	 */
	siteSettings: '/wp/v2/settings',
} as const;
