/**
 * WordPress dependencies
 */
import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Button, Placeholder } from '@wordpress/components';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toBlocks } from '@cairn/shared/ai/answer-blocks';
import { useJustInserted } from '@cairn/shared/blocks/use-just-inserted';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import RecorderModal from './components/recorder-modal';
import icon from './icon';
import type { VoiceToContentAttributes } from './types';
import { emptyLeadingParagraphs } from './utils';

/** Props of the editor: its attributes, and the post it sits in. */
type VoiceToContentEditProps = BlockEditProps< VoiceToContentAttributes > & {
	context?: { postId?: number };
};

/**
 * Voice to content in the editor: the modal opens as the block is inserted
 * (never when a post that holds it is opened: that changes nothing, and
 * 'Open' brings the modal); the written post takes the block's place (its
 * first two blocks go if they are empty paragraphs), and closing the modal
 * removes the block. Where no provider transcribes audio or writes text,
 * the block says what to set up instead, and nothing can be recorded to be
 * lost.
 *
 * @param props Block edit props.
 * @return The editor view.
 */
export default function VoiceToContentEdit( props: VoiceToContentEditProps ) {
	const { clientId } = props;
	const audio = useServiceSetup( 'ai-audio' );
	const text = useServiceSetup( 'ai-text' );
	let missing: 'ai-audio' | 'ai-text' | null = null;
	if ( ! audio.ready ) {
		missing = 'ai-audio';
	} else if ( ! text.ready ) {
		missing = 'ai-text';
	}
	const justInserted = useJustInserted( clientId );
	const [ open, setOpen ] = useState( justInserted && missing === null );
	const registry = useRegistry();
	const { replaceBlock, removeBlock, removeBlocks } =
		useDispatch( blockEditorStore );
	const postId = (
		registry.select( 'core/editor' ) as
			{ getCurrentPostId?: () => number | null } | undefined
	 )?.getCurrentPostId?.();

	return (
		<div { ...useBlockProps() }>
			<Placeholder
				icon={ icon }
				label={ __( 'Voice to content', 'cairn' ) }
				instructions={ __(
					'Speak or upload a recording: AI writes it down as paragraphs and headings.',
					'cairn'
				) }
			>
				{ missing ? (
					<ConnectBanner service={ missing } />
				) : (
					<Button variant="primary" onClick={ () => setOpen( true ) }>
						{ __( 'Open', 'cairn' ) }
					</Button>
				) }
			</Placeholder>
			{ open && ! missing && (
				<RecorderModal
					postId={ postId ?? undefined }
					onContent={ ( markdown ) => {
						const blocks = toBlocks( markdown );
						if ( blocks.length ) {
							replaceBlock( clientId, blocks );
						} else {
							removeBlock( clientId );
						}
						const first = registry
							.select( blockEditorStore )
							.getBlocks()
							.slice( 0, 2 );
						const empty = emptyLeadingParagraphs( first );
						if ( empty.length ) {
							removeBlocks( empty, false );
						}
					} }
					onClose={ () => {
						setOpen( false );
						removeBlock( clientId );
					} }
				/>
			) }
		</div>
	);
}
