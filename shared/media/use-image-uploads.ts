/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { addImages, type MediaItem } from './images';

/** The image types a gallery block takes. */
export const IMAGE_TYPES = [ 'image' ];

type MediaUploadFunction = ( options: {
	allowedTypes: string[];
	filesList: FileList | File[];
	onFileChange: ( files: MediaItem[] ) => void;
	onError: ( message: string ) => void;
} ) => void;

interface Options< T > {
	/** The block's images now. */
	images: T[];
	/** How the block keeps an uploaded or picked image. */
	pick: ( media: MediaItem ) => T;
	/** Receives the new images and their ids. */
	onChange: ( next: { images: T[]; ids: Array< number | string > } ) => void;
}

/**
 * Adding images to a gallery block, from files (picked or dropped) or from
 * the media library; an image already there is not added twice. Upload
 * errors show as the editor's error notices.
 *
 * @param options          The images, how to keep one, and where they go.
 * @param options.images   The block's images now.
 * @param options.pick     How the block keeps an image.
 * @param options.onChange Receives the new images and their ids.
 * @return Handlers for files, for media-library picks, and for errors.
 */
export function useImageUploads< T extends { id?: number | string } >( {
	images,
	pick,
	onChange,
}: Options< T > ) {
	const { createErrorNotice } = useDispatch( noticesStore );
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ).getSettings() as {
					mediaUpload?: MediaUploadFunction;
				}
			 ).mediaUpload,
		[]
	);

	const onError = ( message: string ) =>
		createErrorNotice( message, { isDismissible: true } );

	const uploadFiles = ( files: FileList | File[] ) => {
		if ( ! mediaUpload || ! files.length ) {
			return;
		}
		// Uploads report first with blob: URLs, then with the attachments:
		// each report replaces the batch after the images there were.
		const before = images;
		mediaUpload( {
			allowedTypes: IMAGE_TYPES,
			filesList: files,
			onFileChange: ( uploaded ) =>
				onChange( addImages( before, uploaded.map( pick ) ) ),
			onError,
		} );
	};

	const selectMedia = ( media: MediaItem | MediaItem[] ) => {
		const list = Array.isArray( media ) ? media : [ media ];
		onChange( addImages( images, list.map( pick ) ) );
	};

	return { uploadFiles, selectMedia, onError };
}
