/**
 * The upgrade banner on blocks that need a plan the site lacks (none by
 * default: see shared/blocks/paid-blocks.ts). The attribute is declared when
 * Cairn registers its blocks; this adds the banner to their editor.
 */

/**
 * WordPress dependencies
 */
import { addFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { withUpgradeBanner } from './with-upgrade-banner';

addFilter( 'editor.BlockEdit', 'cairn/paid-blocks', withUpgradeBanner );
