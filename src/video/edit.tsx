/**
 * WordPress dependencies
 */
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import { ToolbarGroup } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import TracksControl from './components/tracks-control';
import VideoInspector from './components/video-inspector';
import VideoPlayer from './components/video-player';
import VideoSetup from './components/video-setup';
import { MediaReplaceFlow } from './media-components';
import type { VideoEditProps } from './types';
import { useApplyUpload } from './use-apply-upload';
import { useChooseVideo } from './use-choose-video';
import { useMadeFrom } from './use-made-from';
import { useVideoRecord } from './use-video-record';
import { useVideoUpload } from './use-video-upload';

/** The editor's props: the block's, and the post it is in. */
type EditProps = VideoEditProps & { context?: { postId?: number } };

/**
 * The video block in the editor: the upload flow until a video is there,
 * then the player with its sidebar and 'Replace'.
 *
 * Opening a post never changes its video blocks, whatever the site has or
 * lacks: a video whose file is not here, that this user may not read, or
 * that the site could not be asked about keeps every attribute, and the
 * block says what is missing and what can be done. Only the user's own step
 * of making the block from something else (a core video, a link) may still
 * turn it back into what it was made from.
 *
 * @param props The block's props.
 * @return The editor view.
 */
export default function VideoEdit( props: EditProps ) {
	const { attributes, setAttributes, clientId } = props;
	const upload = useVideoUpload();
	const chosen = useRef< File | null >( null );
	const blockProps = useBlockProps( {
		style: { maxWidth: attributes.maxWidth },
	} );
	const [ attempt, setAttempt ] = useState( 0 );
	const lookup = useVideoRecord(
		attributes.guid,
		props.context?.postId,
		attempt
	);
	const readAgain = () => setAttempt( ( n ) => n + 1 );
	useMadeFrom( clientId, attributes, setAttributes, lookup );

	const start = ( file: File ) => {
		chosen.current = file;
		upload.start( file );
	};
	const choose = useChooseVideo( attributes, setAttributes, start );
	const done = useApplyUpload( upload.result, setAttributes );

	// A file dropped on the editor (the block's transform from files) uploads at once.
	useEffect( () => {
		if ( attributes.fileForImmediateUpload instanceof window.File ) {
			start( attributes.fileForImmediateUpload );
			setAttributes( { fileForImmediateUpload: undefined } );
		}
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps -- once, on insert.

	const isUploading = [ 'uploading', 'paused', 'error' ].includes(
		upload.status
	);
	// A finished upload waits for Done before it replaces what is shown.
	const isPending =
		upload.status === 'complete' &&
		!! upload.result &&
		upload.result.guid !== attributes.guid;

	if ( isUploading || isPending || lookup.status !== 'found' ) {
		return (
			<div { ...blockProps }>
				<VideoSetup
					attributes={ attributes }
					upload={ upload }
					file={ chosen.current }
					isPending={ isPending }
					lookup={ lookup }
					onChoose={ choose }
					onDone={ done }
					onRetry={ readAgain }
				/>
			</div>
		);
	}

	const { video } = lookup;
	return (
		<>
			<BlockControls group="other">
				<MediaReplaceFlow
					mediaId={ attributes.id }
					mediaURL={ video.src }
					allowedTypes={ [ 'video' ] }
					accept="video/*"
					handleUpload={ false }
					onSelect={ choose }
				/>
				{ video.can_edit && (
					<ToolbarGroup>
						<TracksControl
							guid={ attributes.guid }
							tracks={ attributes.videoPressTracks }
							onChange={ ( videoPressTracks ) =>
								setAttributes( { videoPressTracks } )
							}
						/>
					</ToolbarGroup>
				) }
			</BlockControls>
			<VideoInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
				videoId={ video.id }
				canEdit={ video.can_edit }
				videoPoster={ video.poster }
				onMoved={ readAgain }
			/>
			<VideoPlayer
				attributes={ attributes }
				setAttributes={ setAttributes }
				video={ video }
				blockProps={ blockProps }
			/>
		</>
	);
}
