/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { PluginPrePublishPanel } from '@wordpress/editor';
import { __, _n, sprintf } from '@wordpress/i18n';

/** The assistant block. */
const ASSISTANT_BLOCK = 'cairn/ai-assistant';

/** No blocks: one array, so that the selection stays equal between renders. */
const NONE: string[] = [];

/** The block-editor selector this panel uses (missing from older typings). */
interface BlocksByName {
	getBlocksByName?: ( name: string ) => string[];
}

/**
 * The pre-publish warning about unaccepted AI Assistant answers.
 *
 * @return The panel, or nothing when the post holds none.
 */
export default function UnacceptedAnswers() {
	const ids = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as BlocksByName
			 ).getBlocksByName?.( ASSISTANT_BLOCK ) ?? NONE,
		[]
	);
	const { selectBlock } = useDispatch( blockEditorStore );
	if ( ! ids.length ) {
		return null;
	}
	return (
		<PluginPrePublishPanel
			title={ __( 'AI Assistant', 'cairn' ) }
			initialOpen
			className="cairn-ai-unaccepted"
		>
			<p>
				{ sprintf(
					/* translators: %d: how many AI Assistant blocks the post holds. */
					_n(
						'This post holds %d AI Assistant block whose answer was not accepted. Visitors will see its text as it is now; accept, discard or remove it before publishing if that is not what you want.',
						'This post holds %d AI Assistant blocks whose answers were not accepted. Visitors will see their text as it is now; accept, discard or remove them before publishing if that is not what you want.',
						ids.length,
						'cairn'
					),
					ids.length
				) }
			</p>
			<Button
				variant="secondary"
				onClick={ () => selectBlock( ids[ 0 ] ) }
			>
				{ __( 'Show the AI Assistant block', 'cairn' ) }
			</Button>
		</PluginPrePublishPanel>
	);
}
