/**
 * WordPress dependencies
 */
import type { BlockConfiguration } from '@wordpress/blocks';

/**
 * Adds the `guid` attribute to the core video block's settings.
 *
 * @param settings The block's settings.
 * @param name     Its name.
 * @return The settings.
 */
export function withGuidAttribute(
	settings: BlockConfiguration,
	name: string
): BlockConfiguration {
	if ( name !== 'core/video' || settings.attributes?.guid ) {
		return settings;
	}
	return {
		...settings,
		attributes: {
			...settings.attributes,
			guid: { type: 'string' },
		},
	};
}
