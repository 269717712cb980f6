/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { UploadedVideo, VideoAttributes } from './types';
import { usePosterSaver, type PosterChoice } from './use-poster';

/**
 * Done on 'Upload Complete': the finished upload's id, guid and src apply
 * to the block, then its title and poster are saved on the video.
 *
 * @param uploaded      The finished upload, when there is one.
 * @param setAttributes Sets the block's attributes.
 * @return Applies the upload with the title and poster chosen.
 */
export function useApplyUpload(
	uploaded: UploadedVideo | null,
	setAttributes: ( next: Partial< VideoAttributes > ) => void
): ( title: string, poster: PosterChoice ) => void {
	const savePoster = usePosterSaver( setAttributes );
	return ( title, poster ) => {
		if ( ! uploaded ) {
			return;
		}
		setAttributes( {
			id: uploaded.id,
			guid: uploaded.guid,
			src: uploaded.src,
			title,
			poster: '',
		} );
		if ( title ) {
			void apiFetch( {
				path: ROUTES.videoMeta,
				method: 'POST',
				data: { id: uploaded.id, title },
			} ).catch( () => undefined );
		}
		void savePoster( uploaded.guid, poster, '' );
	};
}
