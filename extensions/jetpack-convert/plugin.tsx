/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { Suspense, lazy } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { selectMissingJetpackBlocks } from './select-missing';

const ConvertAllNotice = lazy( () => import( './convert-all-notice' ) );

/**
 * Counts the Jetpack blocks the editor cannot show; the notice that
 * converts them all loads only on a post with several.
 *
 * @return The notice's loader, or nothing.
 */
export default function JetpackConvertPlugin() {
	const count = useSelect(
		( select ) => selectMissingJetpackBlocks( select ).length,
		[]
	);
	if ( count < 2 ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<ConvertAllNotice />
		</Suspense>
	);
}
