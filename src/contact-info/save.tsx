/**
 * WordPress dependencies
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';

/**
 * The saved wrapper around the children (email, phone, address and any
 * other block).
 *
 * The structured data (schema.org JSON-LD) is not saved: it is added by the
 * server (render.php, Cairn\Blocks\Contact_Info) from the children's
 * attributes. Microdata (itemscope, itemtype, itemprop) would be simpler to
 * save, but wp_kses_post() does not allow those attributes, so an Author's
 * save would strip them and leave the block invalid; and JSON-LD reads the
 * attributes, not the markup, so it does not depend on how the children are
 * saved.
 *
 * @return The saved element.
 */
export default function save() {
	return (
		<div { ...useBlockProps.save() }>
			<InnerBlocks.Content />
		</div>
	);
}
