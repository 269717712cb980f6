/**
 * WordPress dependencies
 */
import { InnerBlocks } from '@wordpress/block-editor';

/**
 * Saves only the form's blocks: the form itself (its hidden fields, the
 * visitor's values and errors) is rendered by the server (render.php,
 * Cairn\Blocks\Contact_Form).
 *
 * @return The inner blocks' content.
 */
export default function save() {
	return <InnerBlocks.Content />;
}
