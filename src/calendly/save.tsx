/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Saves only the link style's Button block: the calendar itself is rendered
 * by the server (render.php) after it parses the URL again.
 *
 * @return The Button's markup, or nothing.
 */
export default function save() {
	return <InnerBlocks.Content />;
}
