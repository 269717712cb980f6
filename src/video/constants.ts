/** Retry delays of a failed chunk, in milliseconds. */
export const RETRY_DELAYS = [ 0, 1000, 3000, 5000, 10000 ];

/** The largest chunk sent: 10,000,000 bytes; the site may ask for less. */
export const LARGEST_CHUNK_SIZE = 10000000;

/** The header the upload token travels in. */
export const TOKEN_HEADER = 'X-Cairn-Upload-Token';

/** The ratings a video may have; X-18 is kept as R-17. */
export const RATINGS = [ 'G', 'PG-13', 'R-17' ] as const;

/** Privacy settings: public, private, the site's default. */
export const PRIVACY = { public: 0, private: 1, siteDefault: 2 } as const;

/** Where the recommended video settings are explained. */
export const RECOMMENDED_SETTINGS_URL =
	'https://wordpress.org/documentation/article/video-shortcode/';

/** Times a failing preview is loaded again. */
export const MAX_PREVIEW_RETRIES = 5;

/** The wait before a preview's next attempt, times the attempt number. */
export const PREVIEW_RETRY_MS = 2000;
