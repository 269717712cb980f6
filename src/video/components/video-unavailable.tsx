/**
 * WordPress dependencies
 */
import { Button, ExternalLink, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { originalVideoUrl } from '../missing';
import type { VideoAttributes, VideoLookup } from '../types';

/**
 * Props of the unavailable video's note.
 */
export interface VideoUnavailableProps {
	/** What the site said of the block's video. */
	lookup: VideoLookup;
	/** The block's attributes, all kept. */
	attributes: VideoAttributes;
	/** The file picker that uploads a file in the block's place. */
	replace: ReactNode;
	/** Asks the site again. */
	onRetry: () => void;
}

/**
 * What the editor shows of a video it cannot play, without changing the
 * block: a video whose file is not on this site (converted from the peer's
 * hosted video, or deleted from the media library) says what visitors see
 * until a file is uploaded and offers Replace; a video that could not be
 * read says why and offers to try again.
 *
 * @param props The props.
 * @return The note.
 */
export default function VideoUnavailable( props: VideoUnavailableProps ) {
	const { lookup, attributes, replace, onRetry } = props;
	const original = originalVideoUrl( attributes );

	if ( lookup.status === 'error' ) {
		return (
			<div className="wp-block-cairn-video__unavailable">
				<Notice status="warning" isDismissible={ false }>
					{ __( 'This video could not be loaded.', 'cairn' ) }{ ' ' }
					{ lookup.message }
				</Notice>
				<Button variant="secondary" onClick={ onRetry }>
					{ __( 'Try again', 'cairn' ) }
				</Button>
			</div>
		);
	}

	return (
		<div className="wp-block-cairn-video__unavailable">
			{ attributes.poster && (
				<img
					className="wp-block-cairn-video__poster-image"
					src={ attributes.poster }
					alt=""
				/>
			) }
			<Notice status="warning" isDismissible={ false }>
				{ original
					? __(
							'This video’s file is not on this site: it is still where the video was first published. Until a file is uploaded here, visitors see its poster and title with a link to the original.',
							'cairn'
						)
					: __(
							'This video’s file is not on this site any more. Until a file is uploaded here, visitors see a note that the video is not available.',
							'cairn'
						) }
			</Notice>
			<p>
				{ __(
					'Upload the video’s file with Replace: the block keeps its title, caption and settings.',
					'cairn'
				) }
			</p>
			<div className="wp-block-cairn-video__unavailable-actions">
				{ replace }
				{ original && (
					<ExternalLink href={ original }>
						{ __( 'Open the original', 'cairn' ) }
					</ExternalLink>
				) }
			</div>
		</div>
	);
}
