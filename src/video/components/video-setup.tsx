/**
 * WordPress dependencies
 */
import { FormFileUpload, Placeholder, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Chosen } from '../choose';
import icon from '../icon';
import { MediaPlaceholder } from '../media-components';
import type { VideoAttributes, VideoLookup } from '../types';
import type { VideoUpload } from '../use-video-upload';
import UploadComplete from './upload-complete';
import UploadStatus from './upload-status';
import VideoUnavailable from './video-unavailable';
import type { PosterChoice } from '../use-poster';

/**
 * Props of the block before it has a video to play.
 */
export interface VideoSetupProps {
	attributes: VideoAttributes;
	upload: VideoUpload;
	/** The file being uploaded, played on 'Upload Complete' to pick a frame. */
	file: File | null;
	/** Whether a finished upload waits for Done. */
	isPending: boolean;
	lookup: VideoLookup;
	/** Handles a file or a video of the media library. */
	onChoose: ( chosen: Chosen ) => void;
	/** Applies a finished upload. */
	onDone: ( title: string, poster: PosterChoice ) => void;
	/** Asks the site again about the block's video. */
	onRetry: () => void;
}

/**
 * The block until it plays a video: the upload's progress, then 'Upload
 * Complete'; for a block with no video, the media placeholder (upload, drop
 * a file, or pick a video of the media library); for a video not here or not
 * read, what is missing, with nothing changed.
 *
 * @param props The props.
 * @return The placeholder.
 */
export default function VideoSetup( props: VideoSetupProps ) {
	const { attributes, upload, lookup, onChoose } = props;
	const isUploading = [ 'uploading', 'paused', 'error' ].includes(
		upload.status
	);
	if ( ! isUploading && ! props.isPending && ! attributes.guid ) {
		return (
			<MediaPlaceholder
				icon={ icon }
				labels={ {
					title: attributes.title || __( 'Cairn Video', 'cairn' ),
					instructions: __(
						'Upload a video file, drop one here, or pick one from the media library. Large files and weak connections are fine: the upload resumes where it stopped.',
						'cairn'
					),
				} }
				allowedTypes={ [ 'video' ] }
				handleUpload={ false }
				onSelect={ onChoose }
			/>
		);
	}
	let body = <Spinner />;
	if ( isUploading ) {
		body = <UploadStatus upload={ upload } />;
	} else if ( props.isPending ) {
		body = <UploadComplete file={ props.file } onDone={ props.onDone } />;
	} else if ( lookup.status !== 'loading' ) {
		body = (
			<VideoUnavailable
				lookup={ lookup }
				attributes={ attributes }
				replace={
					<FormFileUpload
						accept="video/*"
						onChange={ ( event ) =>
							onChoose( event.currentTarget.files )
						}
						render={ ( { openFileDialog } ) => (
							<button
								type="button"
								className="components-button is-primary"
								onClick={ openFileDialog }
							>
								{ __( 'Replace', 'cairn' ) }
							</button>
						) }
					/>
				}
				onRetry={ props.onRetry }
			/>
		);
	}
	return (
		<Placeholder
			icon={ icon }
			label={ attributes.title || __( 'Cairn Video', 'cairn' ) }
		>
			{ body }
		</Placeholder>
	);
}
