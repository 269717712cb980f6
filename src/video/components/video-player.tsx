/**
 * WordPress dependencies
 */
import { RichText } from '@wordpress/block-editor';
import { Notice } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { initSeekbar } from '../seekbar';
import type { VideoAttributes, VideoRecord } from '../types';
import { usePreviewRetry } from '../use-preview-retry';
import { seekbarStyle } from '../seekbar-style';

/**
 * Props of the editor's player.
 */
export interface VideoPlayerProps {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	/** The video as the site tells it to this user. */
	video: VideoRecord;
	/** The block's wrapper props. */
	blockProps: Record< string, unknown >;
}

/**
 * The video as the editor shows it, with its caption: the player when this
 * user may watch it, else a note that it is someone else's private video.
 * The seekbar in the block's colours shows under it as visitors see it.
 *
 * @param props The props.
 * @return The figure.
 */
export default function VideoPlayer( props: VideoPlayerProps ) {
	const { attributes, setAttributes, video, blockProps } = props;
	const preview = usePreviewRetry( video.src );
	const colors = attributes.controls ? seekbarStyle( attributes ) : null;
	const player = useRef< HTMLVideoElement >( null );
	const seekbar = useRef< HTMLInputElement >( null );
	const hasSeekbar = !! colors && video.can_watch;
	useEffect( () => {
		if ( hasSeekbar && player.current && seekbar.current ) {
			initSeekbar( seekbar.current, player.current );
		}
	}, [ hasSeekbar ] );
	const wrapperStyle = blockProps.style as Record< string, unknown >;
	return (
		<figure
			{ ...blockProps }
			style={ colors ? { ...wrapperStyle, ...colors } : wrapperStyle }
		>
			{ video.can_watch ? (
				<video
					ref={ player }
					className="wp-block-cairn-video__player"
					controls
					src={ preview.src }
					poster={ attributes.poster || video.poster || undefined }
					preload="metadata"
					onError={ preview.onError }
				/>
			) : (
				<Notice status="info" isDismissible={ false }>
					{ __(
						'This video is private and belongs to someone else: only they or an editor can watch it here. Readers who may watch it see it in this post.',
						'cairn'
					) }
				</Notice>
			) }
			{ hasSeekbar && (
				<input
					ref={ seekbar }
					type="range"
					className="wp-block-cairn-video__seekbar"
					min={ 0 }
					step={ 0.1 }
					defaultValue={ 0 }
					aria-label={ __( 'Seek', 'cairn' ) }
				/>
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
	);
}
