/**
 * Internal dependencies
 */
import type { VideoAttributes } from './types';

/** The seekbar's colour attributes and the CSS custom properties they set. */
const SEEKBAR_PROPERTIES = {
	seekbarColor: '--cairn-seekbar-color',
	seekbarLoadingColor: '--cairn-seekbar-loading-color',
	seekbarPlayedColor: '--cairn-seekbar-played-color',
} as const;

/**
 * The seekbar's colours as CSS custom properties, as the server sets them on
 * the visitor's player (Cairn\Blocks\Video::seekbar_colors): none with
 * 'Dynamic color' on or no colour chosen; hex colours only.
 *
 * @param attributes The block's attributes.
 * @return The properties, or null for the browser's own player.
 */
export function seekbarStyle(
	attributes: Pick<
		VideoAttributes,
		| 'useAverageColor'
		| 'seekbarColor'
		| 'seekbarLoadingColor'
		| 'seekbarPlayedColor'
	>
): Record< string, string > | null {
	if ( attributes.useAverageColor !== false ) {
		return null;
	}
	const style: Record< string, string > = {};
	for ( const [ key, property ] of Object.entries( SEEKBAR_PROPERTIES ) ) {
		const color = String(
			attributes[ key as keyof typeof SEEKBAR_PROPERTIES ] ?? ''
		).trim();
		if (
			/^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(
				color
			)
		) {
			style[ property ] = color;
		}
	}
	return Object.keys( style ).length ? style : null;
}
