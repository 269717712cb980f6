/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { Button, Notice, SelectControl } from '@wordpress/components';
import { useRegistry, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getErrorMessage } from '@cairn/shared/api/error-message';
import type { Chapter } from './parse-chapters';
import { applyChapters, findVideos, writeChapters } from './chapters';

/**
 * Chapters for a video of the post: written by the AI from the video's
 * transcript or description, shown, then added to its description, which
 * makes the visitor's chapter list and chapters track.
 *
 * @return The section, or nothing when the post has no video of the site.
 */
export default function ChaptersSection() {
	const registry = useRegistry();
	const videos = useSelect(
		( select ) => findVideos( select( blockEditorStore ).getBlocks() ),
		[]
	);
	const [ chosen, setChosen ] = useState( '' );
	const [ chapters, setChapters ] = useState< Chapter[] >( [] );
	const [ busy, setBusy ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ added, setAdded ] = useState( false );

	if ( ! videos.length ) {
		return null;
	}
	const video =
		videos.find( ( candidate ) => candidate.clientId === chosen ) ??
		videos[ 0 ];

	const run = async ( step: string, work: () => Promise< void > ) => {
		setBusy( step );
		setError( '' );
		try {
			await work();
		} catch ( caught ) {
			setError( getErrorMessage( caught ) );
		} finally {
			setBusy( '' );
		}
	};

	return (
		<div className="cairn-post-ai__chapters">
			<h3>{ __( 'Video chapters', 'cairn' ) }</h3>
			{ videos.length > 1 && (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Video', 'cairn' ) }
					value={ video.clientId }
					options={ videos.map( ( candidate, index ) => ( {
						value: candidate.clientId,
						label:
							candidate.title ||
							sprintf(
								/* translators: %d: the video's position in the post. */
								__( 'Video %d', 'cairn' ),
								index + 1
							),
					} ) ) }
					onChange={ ( value ) => {
						setChosen( value );
						setChapters( [] );
						setAdded( false );
					} }
				/>
			) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<Button
				variant="secondary"
				isBusy={ busy === 'write' }
				disabled={ !! busy }
				accessibleWhenDisabled
				onClick={ () =>
					run( 'write', async () => {
						setAdded( false );
						setChapters( await writeChapters( video ) );
					} )
				}
			>
				{ busy === 'write'
					? __( 'Writing chapters…', 'cairn' )
					: __( 'Write chapters', 'cairn' ) }
			</Button>
			{ chapters.length > 0 && (
				<>
					<ol className="cairn-post-ai__chapter-list">
						{ chapters.map( ( chapter ) => (
							<li key={ chapter.startAt }>
								<time>{ chapter.startAt }</time>{ ' ' }
								{ chapter.title }
							</li>
						) ) }
					</ol>
					{ added ? (
						<p role="status">
							{ __(
								'The chapters are in the video’s description.',
								'cairn'
							) }
						</p>
					) : (
						<Button
							variant="primary"
							isBusy={ busy === 'apply' }
							disabled={ !! busy }
							accessibleWhenDisabled
							onClick={ () =>
								run( 'apply', async () => {
									await applyChapters(
										registry,
										video,
										chapters
									);
									setAdded( true );
								} )
							}
						>
							{ __( 'Add to the video’s description', 'cairn' ) }
						</Button>
					) }
				</>
			) }
		</div>
	);
}
