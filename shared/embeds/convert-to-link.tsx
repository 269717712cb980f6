/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { Button } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { escapeAttribute, escapeHTML } from '@wordpress/escape-html';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { parsePlainUrl } from '../utils/plain-url';

/**
 * The address a block that could not embed what was entered may become a
 * link to: only a plain http(s) URL (no script, no user name or password,
 * no port), as the URL reads it.
 *
 * @param text What was entered.
 * @return The address, or '' when it may not become a link.
 */
export function linkTarget( text: string ): string {
	return parsePlainUrl( text.trim() )?.href ?? '';
}

/**
 * The paragraph's content for a link to an address, escaped.
 *
 * @param href The address (from `linkTarget`).
 * @return The paragraph's HTML.
 */
export function linkContent( href: string ): string {
	return `<a href="${ escapeAttribute( href ) }">${ escapeHTML( href ) }</a>`;
}

/** Props of the "Convert block to link" action. */
export interface ConvertToLinkProps {
	/** The block's client id. */
	clientId: string;
	/** What was entered and could not be embedded. */
	text: string;
}

/**
 * 'Convert block to link': replaces the block with a paragraph that links to
 * what was entered. Offered only when that is a plain http(s) address.
 *
 * @param props          Component props.
 * @param props.clientId The block's client id.
 * @param props.text     What was entered.
 * @return The button, or null.
 */
export default function ConvertToLink( {
	clientId,
	text,
}: ConvertToLinkProps ) {
	const { replaceBlock } = useDispatch( blockEditorStore );
	const href = linkTarget( text );
	if ( ! href ) {
		return null;
	}
	return (
		<Button
			variant="link"
			onClick={ () =>
				replaceBlock(
					clientId,
					createBlock( 'core/paragraph', {
						content: linkContent( href ),
					} )
				)
			}
		>
			{ __( 'Convert block to link', 'cairn' ) }
		</Button>
	);
}
