/**
 * WordPress dependencies
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button, DropZone, FormFileUpload } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { upload } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import type { MediaItem } from './images';
import { IMAGE_TYPES } from './use-image-uploads';

interface Props {
	/** Files picked or dropped. */
	onFiles: ( files: FileList | File[] ) => void;
	/** Images picked in the media library. */
	onSelect: ( media: MediaItem | MediaItem[] ) => void;
	/** The button style of 'Upload an image'. */
	variant?: 'primary' | 'secondary';
	className?: string;
}

/**
 * The ways to add images to a gallery block: a drop zone, 'Upload an image'
 * (several files at once) and the media library. Shown only to users who
 * may upload.
 *
 * @param props           The handlers and the look.
 * @param props.onFiles   Receives files picked or dropped.
 * @param props.onSelect  Receives images picked in the media library.
 * @param props.variant   The upload button's style.
 * @param props.className The wrapper's class.
 * @return The controls.
 */
export default function AddImages( {
	onFiles,
	onSelect,
	variant = 'secondary',
	className,
}: Props ) {
	return (
		<MediaUploadCheck>
			<div className={ className }>
				<DropZone onFilesDrop={ onFiles } />
				<FormFileUpload
					multiple
					accept="image/*"
					onChange={ ( event ) =>
						onFiles( event.currentTarget.files ?? [] )
					}
					render={ ( { openFileDialog } ) => (
						<Button
							__next40pxDefaultSize
							icon={ upload }
							variant={ variant }
							onClick={ openFileDialog }
						>
							{ __( 'Upload an image', 'cairn' ) }
						</Button>
					) }
				/>
				<MediaUpload
					allowedTypes={ IMAGE_TYPES }
					multiple
					onSelect={ onSelect }
					render={ ( { open }: { open: () => void } ) => (
						<Button
							__next40pxDefaultSize
							variant="tertiary"
							onClick={ open }
						>
							{ __( 'Media Library', 'cairn' ) }
						</Button>
					) }
				/>
			</div>
		</MediaUploadCheck>
	);
}
