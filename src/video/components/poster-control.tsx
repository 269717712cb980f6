/**
 * WordPress dependencies
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { BaseControl, Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { VideoAttributes } from '../types';
import { usePosterSaver } from '../use-poster';

/**
 * Props of the poster's control.
 */
export interface PosterControlProps {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	/** Whether this user may change the video itself (its own poster). */
	canEdit: boolean;
	/** The video's own poster, shown when the block has none of its own. */
	videoPoster: string;
}

/**
 * The poster, changed at any time after the upload, by users who pass the
 * media-upload check: 'Select Poster Image' and 'Remove Poster Image'. For
 * whoever may change the video, the image becomes the video's own poster
 * too; for anyone else, the poster of the video in this post only.
 *
 * @param props The props.
 * @return The control.
 */
export default function PosterControl( props: PosterControlProps ) {
	const { attributes, setAttributes, canEdit, videoPoster } = props;
	const savePoster = usePosterSaver( setAttributes );
	const shown = attributes.poster || videoPoster;
	const choose = ( media: { id: number; url: string } ) => {
		if ( canEdit ) {
			void savePoster(
				attributes.guid,
				{ type: 'image', id: media.id, url: media.url },
				attributes.poster
			);
		} else {
			setAttributes( { poster: media.url } );
		}
	};
	return (
		<MediaUploadCheck>
			<BaseControl
				__nextHasNoMarginBottom
				id="cairn-video-poster"
				label={ __( 'Poster image', 'cairn' ) }
				help={
					canEdit
						? undefined
						: __(
								'The poster you choose shows in this post only.',
								'cairn'
							)
				}
			>
				{ shown && (
					<img
						className="wp-block-cairn-video__poster-preview"
						src={ shown }
						alt={ __( 'Poster image', 'cairn' ) }
					/>
				) }
				<div className="wp-block-cairn-video__poster-actions">
					<MediaUpload
						title={ __( 'Select Poster Image', 'cairn' ) }
						allowedTypes={ [ 'image' ] }
						onSelect={ choose }
						render={ ( { open } ) => (
							<Button variant="secondary" onClick={ open }>
								{ __( 'Select Poster Image', 'cairn' ) }
							</Button>
						) }
					/>
					{ attributes.poster && (
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () => setAttributes( { poster: '' } ) }
						>
							{ __( 'Remove Poster Image', 'cairn' ) }
						</Button>
					) }
				</div>
			</BaseControl>
		</MediaUploadCheck>
	);
}
