/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { Suspense, lazy } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isMissingJetpackBlock } from './is-missing-jetpack-block';
import type { MissingAttributes } from './types';

const ConvertAllNotice = lazy( () => import( './convert-all-notice' ) );

/**
 * Counts the Jetpack blocks the editor cannot show; the notice that
 * converts them all loads only on a post with several.
 *
 * @return The notice's loader, or nothing.
 */
export default function JetpackConvertPlugin() {
	const count = useSelect( ( select ) => {
		const editor = select( blockEditorStore );
		return ( editor.getBlocksByName( 'core/missing' ) as string[] ).filter(
			( clientId ) => {
				const block = editor.getBlock( clientId );
				return (
					block !== null &&
					isMissingJetpackBlock( {
						name: block.name,
						attributes: block.attributes as MissingAttributes,
					} )
				);
			}
		).length;
	}, [] );
	if ( count < 2 ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<ConvertAllNotice />
		</Suspense>
	);
}
