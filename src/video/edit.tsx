/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	BlockControls,
	RichText,
	useBlockProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import {
	FormFileUpload,
	Notice,
	Placeholder,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { useJustInserted } from '@cairn/shared/blocks/use-just-inserted';
import UploadComplete from './components/upload-complete';
import type { PosterChoice } from './components/upload-complete';
import TracksControl from './components/tracks-control';
import UploadStatus from './components/upload-status';
import VideoInspector from './components/video-inspector';
import VideoUnavailable from './components/video-unavailable';
import { MAX_PREVIEW_RETRIES, PREVIEW_RETRY_MS } from './constants';
import icon from './icon';
import type { VideoEditProps } from './types';
import { useVideoRecord } from './use-video-record';
import { setPoster, uploadFrame } from './poster';
import { useVideoUpload } from './use-video-upload';
import { peerVideoGuid } from './utils';

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
export default function Edit( props: EditProps ) {
	const { attributes, setAttributes, clientId } = props;
	const upload = useVideoUpload();
	const chosen = useRef< File | null >( null );
	const blockProps = useBlockProps( {
		style: { maxWidth: attributes.maxWidth },
	} );
	const { replaceBlock } = useDispatch( blockEditorStore );
	const { createErrorNotice } = useDispatch( noticesStore );
	const justMade = useJustInserted( clientId );
	const [ attempt, setAttempt ] = useState( 0 );
	const lookup = useVideoRecord(
		attributes.guid,
		props.context?.postId,
		attempt
	);
	const video = lookup.status === 'found' ? lookup.video : undefined;

	// Just made from a core video of the media library: the video gets its
	// guid; a file that is not a video (or that this user may not change)
	// stays the core video it was.
	useEffect( () => {
		if ( ! justMade || attributes.guid || ! attributes.id ) {
			return;
		}
		apiFetch< { guid?: string } >( {
			path: ROUTES.videoMeta,
			method: 'POST',
			data: { id: attributes.id, assign_guid: true },
		} )
			.then( ( answer ) => {
				if ( ! answer.guid ) {
					throw new Error( 'No guid' );
				}
				setAttributes( { guid: answer.guid } );
			} )
			.catch( () =>
				replaceBlock(
					clientId,
					createBlock( 'core/video', {
						id: attributes.id,
						src: attributes.src,
						caption: attributes.caption,
					} )
				)
			);
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps -- once, as the user makes the block.

	// Just made from a link to the peer's hosted video (or a core video of
	// the peer's plugin): the site's video of that guid, else back to what
	// it was.
	useEffect( () => {
		if ( ! justMade || attributes.id || ! attributes.guid ) {
			return;
		}
		if ( lookup.status === 'found' ) {
			setAttributes( { id: lookup.video.id, src: lookup.video.src } );
		} else if ( lookup.status === 'missing' ) {
			replaceBlock(
				clientId,
				peerVideoGuid( attributes.src )
					? createBlock( 'core/embed', {
							url: attributes.src,
							providerNameSlug: 'videopress',
						} )
					: createBlock( 'core/video', {
							src: attributes.src,
							caption: attributes.caption,
						} )
			);
		}
	}, [ lookup.status ] ); // eslint-disable-line react-hooks/exhaustive-deps -- when the site has answered.

	// A preview that fails (a file still being moved, a slow disk) is loaded
	// again up to 5 times, 2 s × the attempt apart.
	const [ previewAttempt, setPreviewAttempt ] = useState( 0 );
	const retryTimer = useRef< number >();
	useEffect( () => () => window.clearTimeout( retryTimer.current ), [] );
	const retryPreview = () => {
		if ( previewAttempt < MAX_PREVIEW_RETRIES ) {
			window.clearTimeout( retryTimer.current );
			retryTimer.current = window.setTimeout(
				() => setPreviewAttempt( previewAttempt + 1 ),
				PREVIEW_RETRY_MS * ( previewAttempt + 1 )
			);
		}
	};

	const start = ( file: File ) => {
		chosen.current = file;
		upload.start( file );
	};

	// A file dropped on the inserter uploads at once.
	useEffect( () => {
		if ( attributes.fileForImmediateUpload instanceof window.File ) {
			start( attributes.fileForImmediateUpload );
			setAttributes( { fileForImmediateUpload: undefined } );
		}
	}, [] ); // eslint-disable-line react-hooks/exhaustive-deps -- once, on insert.

	const done = ( title: string, poster: PosterChoice ) => {
		const uploaded = upload.result;
		if ( ! uploaded ) {
			return;
		}
		setAttributes( {
			id: uploaded.id,
			guid: uploaded.guid,
			src: uploaded.src,
			title,
			poster: poster.type === 'image' ? poster.url : '',
		} );
		if ( title ) {
			void apiFetch( {
				path: ROUTES.videoMeta,
				method: 'POST',
				data: { id: uploaded.id, title },
			} ).catch( () => undefined );
		}
		void savePoster( uploaded.guid, poster );
	};

	// The poster is saved after Done; the block shows it once the site has it.
	const savePoster = async ( guid: string, poster: PosterChoice ) => {
		try {
			if ( poster.type === 'image' ) {
				await setPoster( guid, poster.id, null );
			} else if ( poster.type === 'frame' ) {
				const imageId = await uploadFrame(
					poster.frame,
					`${ guid }-poster.jpg`
				);
				setAttributes( {
					poster: await setPoster( guid, imageId, poster.atTimeMs ),
				} );
			}
		} catch {
			createErrorNotice(
				__( 'The poster image could not be saved.', 'cairn' ),
				{ type: 'snackbar' }
			);
		}
	};

	const picker = ( label: string, asToolbar = false ) => (
		<FormFileUpload
			accept="video/*"
			onChange={ ( event ) => {
				const file = event.currentTarget.files?.[ 0 ];
				if ( file ) {
					start( file );
				}
			} }
			render={ ( { openFileDialog } ) =>
				asToolbar ? (
					<ToolbarButton onClick={ openFileDialog }>
						{ label }
					</ToolbarButton>
				) : (
					<button
						type="button"
						className="components-button is-primary"
						onClick={ openFileDialog }
					>
						{ label }
					</button>
				)
			}
		/>
	);

	const isUploading = [ 'uploading', 'paused', 'error' ].includes(
		upload.status
	);
	// A finished upload waits for Done before it replaces what is shown.
	const isPending =
		upload.status === 'complete' &&
		!! upload.result &&
		upload.result.guid !== attributes.guid;

	if (
		isUploading ||
		isPending ||
		! attributes.guid ||
		lookup.status !== 'found'
	) {
		let body = picker( __( 'Upload', 'cairn' ) );
		if ( isUploading ) {
			body = <UploadStatus upload={ upload } />;
		} else if ( isPending ) {
			body = <UploadComplete file={ chosen.current } onDone={ done } />;
		} else if ( attributes.guid && lookup.status === 'loading' ) {
			body = <Spinner />;
		} else if ( attributes.guid ) {
			// Not on this site, or not read: nothing is changed; the block
			// says why and offers what the user can do.
			body = (
				<VideoUnavailable
					lookup={ lookup }
					attributes={ attributes }
					replace={ picker( __( 'Replace', 'cairn' ) ) }
					onRetry={ () => setAttempt( ( n ) => n + 1 ) }
				/>
			);
		}
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ attributes.title || __( 'Cairn Video', 'cairn' ) }
					instructions={
						attributes.guid
							? undefined
							: __(
									'Upload a video file. Large files and weak connections are fine: the upload resumes where it stopped.',
									'cairn'
								)
					}
				>
					{ body }
				</Placeholder>
			</div>
		);
	}

	if ( ! video ) {
		return null;
	}
	const src = video.src;
	const previewSrc = previewAttempt
		? addQueryArgs( src, { 'cairn-retry': previewAttempt } )
		: src;
	return (
		<>
			<BlockControls group="other">
				<ToolbarGroup>
					{ picker( __( 'Replace', 'cairn' ), true ) }
				</ToolbarGroup>
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
				onMoved={ () => setAttempt( ( n ) => n + 1 ) }
			/>
			<figure { ...blockProps }>
				{ video.can_watch ? (
					<video
						className="cairn-video__player"
						controls
						src={ previewSrc }
						poster={
							attributes.poster || video.poster || undefined
						}
						preload="metadata"
						onError={ retryPreview }
					/>
				) : (
					<Notice status="info" isDismissible={ false }>
						{ __(
							'This video is private and belongs to someone else: only they or an editor can watch it here. Readers who may watch it see it in this post.',
							'cairn'
						) }
					</Notice>
				) }
				<RichText
					tagName="figcaption"
					className="wp-element-caption"
					aria-label={ __( 'Video caption text', 'cairn' ) }
					placeholder={ __( 'Add caption', 'cairn' ) }
					value={ attributes.caption }
					onChange={ ( caption ) => setAttributes( { caption } ) }
					withoutInteractiveFormatting
				/>
			</figure>
		</>
	);
}
