/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';

/** The block editor's selector this hook reads (not in its published types). */
type InsertedSelectors = {
	wasBlockJustInserted: ( clientId: string, source?: string ) => boolean;
};

/**
 * Whether the block was just created by the user (inserted, pasted, or made
 * by a transform) when its editor first showed, as opposed to read from the
 * post being opened. Opening a post must never change it: a block does on
 * its own only what follows from the user's own step of creating it (open
 * its dialog, take what it was made from), never on load.
 *
 * The answer is the one at the first render, and stays: a later insertion
 * elsewhere does not make this block an old one.
 *
 * @param clientId The block's client id.
 * @return Whether the user just created it.
 */
export function useJustInserted( clientId: string ): boolean {
	const now = useSelect(
		( select ) =>
			(
				select( blockEditorStore ) as unknown as InsertedSelectors
			 ).wasBlockJustInserted( clientId ),
		[ clientId ]
	);
	const [ atFirstRender ] = useState( now );
	return atFirstRender;
}
