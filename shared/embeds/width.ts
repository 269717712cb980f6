/**
 * The embed width setting's rules (no React here, so save code and tests
 * use them without the editor).
 */

/** Presets offered, in percent. */
export const WIDTH_PRESETS = [ 25, 50, 75, 100 ] as const;

export const MIN_WIDTH = 0;
export const MAX_WIDTH = 100;

/**
 * A stored width made safe: a whole percentage from 0 to 100, or undefined
 * when none (full width).
 *
 * @param value The stored value.
 * @return The percentage, or undefined.
 */
export function clampWidth( value: unknown ): number | undefined {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return undefined;
	}
	return Math.min( MAX_WIDTH, Math.max( MIN_WIDTH, Math.round( value ) ) );
}

/**
 * Whether the width panel applies: a left or right aligned block floats at
 * its own size, so it has none.
 *
 * @param align The block's alignment.
 * @return True when the panel shows.
 */
export function hasWidthPanel( align: string | undefined ): boolean {
	return align !== 'left' && align !== 'right';
}
