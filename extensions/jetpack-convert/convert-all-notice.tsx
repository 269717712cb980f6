/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { selectMissingJetpackBlocks } from './select-missing';
import { useConvert } from './use-convert';

/** The notice's id, so it is shown once and taken away. */
export const NOTICE_ID = 'cairn-jetpack-convert-all';

/**
 * On a post with several Jetpack blocks the editor cannot show, a notice
 * that converts them all at once (one Undo brings them back).
 *
 * @return Nothing: the notice is the editor's.
 */
export default function ConvertAllNotice() {
	const blocks = useSelect( selectMissingJetpackBlocks, [] );
	const { createWarningNotice, removeNotice } = useDispatch( noticesStore );
	const { convert } = useConvert();
	const count = blocks.length;

	useEffect( () => {
		createWarningNotice(
			sprintf(
				/* translators: %d: number of blocks. */
				_n(
					'This post has %d block made with Jetpack, which is not active.',
					'This post has %d blocks made with Jetpack, which is not active.',
					count,
					'cairn'
				),
				count
			),
			{
				id: NOTICE_ID,
				isDismissible: true,
				actions: [
					{
						label: __( 'Convert all to Cairn blocks', 'cairn' ),
						onClick: () => convert( blocks ),
					},
				],
			}
		);
		// Gone with the blocks (converted, or removed by hand).
		return () => {
			removeNotice( NOTICE_ID );
		};
		// The notice follows the count; its action reads the blocks then.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ count ] );

	return null;
}
