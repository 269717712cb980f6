/**
 * The embed aspect-ratio classes (the same names core embeds use, so
 * themes that style them style Cairn's embeds too).
 */
export const ASPECT_RATIOS = [
	{ ratio: 21 / 9, className: 'wp-embed-aspect-21-9' },
	{ ratio: 18 / 9, className: 'wp-embed-aspect-18-9' },
	{ ratio: 16 / 9, className: 'wp-embed-aspect-16-9' },
	{ ratio: 4 / 3, className: 'wp-embed-aspect-4-3' },
	{ ratio: 1, className: 'wp-embed-aspect-1-1' },
	{ ratio: 9 / 16, className: 'wp-embed-aspect-9-16' },
	{ ratio: 1 / 2, className: 'wp-embed-aspect-1-2' },
] as const;

/** How far a ratio may be from a listed one and still take its class. */
const TOLERANCE = 0.1;

/**
 * The classes for an embed of the given size: the nearest listed ratio plus
 * `wp-has-aspect-ratio`, or nothing when the size is unknown or far from all.
 *
 * @param width  Width in pixels.
 * @param height Height in pixels.
 * @return Class names, space-separated, or ''.
 */
export function aspectRatioClassNames( width: number, height: number ): string {
	if (
		! Number.isFinite( width ) ||
		! Number.isFinite( height ) ||
		width <= 0 ||
		height <= 0
	) {
		return '';
	}
	const ratio = width / height;
	const match = ASPECT_RATIOS.find(
		( entry ) => Math.abs( entry.ratio - ratio ) <= TOLERANCE * entry.ratio
	);
	return match ? `${ match.className } wp-has-aspect-ratio` : '';
}
