/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Only the inner button is saved: the server (render.php) wraps it in the
 * form that posts to the checkout, so the plan is read from the saved
 * attributes and never from the page.
 *
 * @return The inner blocks.
 */
export default function save() {
	return <InnerBlocks.Content />;
}
