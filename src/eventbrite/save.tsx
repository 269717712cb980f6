/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Saves only the button (a Button block, whose text and colours are the
 * author's): the server (render.php) parses the URL again, points the
 * button at the event and draws the embedded checkout.
 *
 * @return The button's markup.
 */
export default function save() {
	return <InnerBlocks.Content />;
}
