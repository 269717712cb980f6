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
	Placeholder,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import UploadComplete from './components/upload-complete';
import type { PosterChoice } from './components/upload-complete';
import TracksControl from './components/tracks-control';
import UploadStatus from './components/upload-status';
import VideoInspector from './components/video-inspector';
import { MAX_PREVIEW_RETRIES, META_PATH, PREVIEW_RETRY_MS } from './constants';
import icon from './icon';
import type { VideoEditProps } from './types';
import { setPoster, uploadFrame } from './poster';
import { useVideoUpload } from './use-video-upload';
import { peerVideoGuid } from './utils';

/** What the editor needs of the video's media record. */
interface VideoMedia {
	source_url: string;
	mime_type?: string;
	cairn_video: { guid: string } | null;
}

/**
 * The video block in the editor: the upload flow until a video is there,
 * then the player with its sidebar and 'Replace'.
 *
 * @param props The block's props.
 * @return The editor view.
 */
export default function Edit( props: VideoEditProps ) {
	const { attributes, setAttributes, clientId } = props;
	const upload = useVideoUpload();
	const chosen = useRef< File | null >( null );
	const blockProps = useBlockProps( {
		style: { maxWidth: attributes.maxWidth },
	} );
	const { replaceBlock } = useDispatch( blockEditorStore );
	const { createErrorNotice } = useDispatch( noticesStore );

	const { media, mediaResolved } = useSelect(
		( select ) => {
			if ( ! attributes.id ) {
				return { media: undefined, mediaResolved: false };
			}
			const core = select( coreStore );
			return {
				media: core.getMedia( attributes.id, {
					context: 'edit',
				} ) as VideoMedia | undefined,
				mediaResolved: core.hasFinishedResolution( 'getMedia', [
					attributes.id,
					{ context: 'edit' },
				] ),
			};
		},
		[ attributes.id ]
	);

	const { invalidateResolution } = useDispatch( coreStore );

	// A video the site does not know as one plays as a core video (spec 001
	// §4); a core video just converted to this block gets its guid.
	useEffect( () => {
		if ( ! mediaResolved || media?.cairn_video ) {
			return;
		}
		const fallBack = () =>
			replaceBlock(
				clientId,
				createBlock( 'core/video', {
					id: attributes.id,
					src: media?.source_url ?? attributes.src,
					caption: attributes.caption,
				} )
			);
		if ( ! attributes.guid && media?.mime_type?.startsWith( 'video/' ) ) {
			apiFetch< { guid?: string } >( {
				path: META_PATH,
				method: 'POST',
				data: { id: attributes.id, assign_guid: true },
			} )
				.then( ( answer ) => {
					if ( ! answer.guid ) {
						throw new Error( 'No guid' );
					}
					setAttributes( { guid: answer.guid } );
					invalidateResolution( 'getMedia', [
						attributes.id,
						{ context: 'edit' },
					] );
				} )
				.catch( fallBack );
			return;
		}
		fallBack();
	}, [ mediaResolved, media ] ); // eslint-disable-line react-hooks/exhaustive-deps -- only when the record arrives.

	// A preview that fails (a file still being moved, a slow disk) is loaded
	// again up to 5 times, 2 s × the attempt apart (spec 001 §4).
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

	// A block with only a guid (a converted link to the peer's hosted
	// video, or a core video of the peer's plugin) finds its video here,
	// else becomes again what it was.
	useEffect( () => {
		if ( ! attributes.guid || attributes.id ) {
			return;
		}
		apiFetch< { id: number; src: string } >( {
			path: `/cairn/v1/videos/${ attributes.guid }`,
		} )
			.then( ( found ) =>
				setAttributes( { id: found.id, src: found.src } )
			)
			.catch( () =>
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
				)
			);
	}, [ attributes.guid, attributes.id ] ); // eslint-disable-line react-hooks/exhaustive-deps -- when the guid or id change.

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
		const video = upload.result;
		if ( ! video ) {
			return;
		}
		setAttributes( {
			id: video.id,
			guid: video.guid,
			src: video.src,
			title,
			poster: poster.type === 'image' ? poster.url : '',
		} );
		if ( title ) {
			void apiFetch( {
				path: META_PATH,
				method: 'POST',
				data: { id: video.id, title },
			} ).catch( () => undefined );
		}
		void savePoster( video.guid, poster );
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

	if ( isUploading || isPending || ! attributes.guid ) {
		let body = picker( __( 'Upload', 'cairn' ) );
		if ( isUploading ) {
			body = <UploadStatus upload={ upload } />;
		} else if ( isPending ) {
			body = <UploadComplete file={ chosen.current } onDone={ done } />;
		}
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Cairn Video', 'cairn' ) }
					instructions={ __(
						'Upload a video file. Large files and weak connections are fine: the upload resumes where it stopped.',
						'cairn'
					) }
				>
					{ body }
				</Placeholder>
			</div>
		);
	}

	const src = media?.source_url || attributes.src;
	const previewSrc = previewAttempt
		? addQueryArgs( src, { 'cairn-retry': previewAttempt } )
		: src;
	return (
		<>
			<BlockControls group="other">
				<ToolbarGroup>
					{ picker( __( 'Replace', 'cairn' ), true ) }
				</ToolbarGroup>
				<ToolbarGroup>
					<TracksControl
						guid={ attributes.guid }
						tracks={ attributes.videoPressTracks }
						onChange={ ( videoPressTracks ) =>
							setAttributes( { videoPressTracks } )
						}
					/>
				</ToolbarGroup>
			</BlockControls>
			<VideoInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<figure { ...blockProps }>
				<video
					className="cairn-video__player"
					controls
					src={ previewSrc }
					poster={ attributes.poster || undefined }
					preload="metadata"
					onError={ retryPreview }
				/>
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
