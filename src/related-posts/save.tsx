/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Saves only the optional heading: the posts are rendered by the server
 * (render.php, Cairn\Blocks\Related_Posts) when a visitor asks, so they
 * follow what is published.
 *
 * @return The heading block's content.
 */
export default function save() {
	return <InnerBlocks.Content />;
}
