/** The largest recording, in bytes. */
export const MAX_BYTES = 25_000_000;

/** The longest recording, in seconds (25 minutes). */
export const MAX_SECONDS = 1500;

/** Audio types accepted, as the second half of their MIME type. */
export const AUDIO_TYPES = [
	'mpeg',
	'mp3',
	'mpga',
	'ogg',
	'flac',
	'x-flac',
	'm4a',
	'x-m4a',
	'mp4',
	'wav',
	'wave',
	'x-wav',
	'webm',
];

/** How often the recorder hands over what it has, in ms (never below 100). */
export const CHUNK_INTERVAL = 1000;

/** The feature the server counts and checks. */
export const FEATURE = 'voice-to-content';
