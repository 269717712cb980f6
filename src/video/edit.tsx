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
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import UploadComplete from './components/upload-complete';
import TracksControl from './components/tracks-control';
import UploadStatus from './components/upload-status';
import VideoInspector from './components/video-inspector';
import { META_PATH } from './constants';
import icon from './icon';
import type { VideoEditProps } from './types';
import { useVideoUpload } from './use-video-upload';

/** What the editor needs of the video's media record. */
interface VideoMedia {
	source_url: string;
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

	// A video the site does not know as one plays as a core video (spec 001 §4).
	useEffect( () => {
		if ( mediaResolved && ( ! media || ! media.cairn_video ) ) {
			replaceBlock(
				clientId,
				createBlock( 'core/video', {
					id: attributes.id,
					src: media?.source_url ?? attributes.src,
					caption: attributes.caption,
				} )
			);
		}
	}, [ mediaResolved, media ] ); // eslint-disable-line react-hooks/exhaustive-deps -- only when the record arrives.

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

	const done = ( title: string ) => {
		const video = upload.result;
		if ( ! video ) {
			return;
		}
		setAttributes( {
			id: video.id,
			guid: video.guid,
			src: video.src,
			title,
		} );
		if ( title ) {
			void apiFetch( {
				path: META_PATH,
				method: 'POST',
				data: { id: video.id, title },
			} ).catch( () => undefined );
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
			body = (
				<UploadComplete
					filename={ chosen.current?.name ?? '' }
					onDone={ done }
				/>
			);
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
					src={ src }
					poster={ attributes.poster || undefined }
					preload="metadata"
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
