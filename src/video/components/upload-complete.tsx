/**
 * WordPress dependencies
 */
import { MediaUpload } from '@wordpress/block-editor';
import { Button, RangeControl, TextControl } from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { captureFrame } from '../poster';
import type { PosterChoice } from '../use-poster';

/**
 * Props of the finished upload's step.
 */
export interface UploadCompleteProps {
	/** The uploaded file, played here to pick a frame. */
	file: File | null;
	/** Applies the video with its title and poster. */
	onDone: ( title: string, poster: PosterChoice ) => void;
}

/**
 * 'Upload Complete': the video's title, and for users who
 * may upload, a poster: a frame picked with a slider over the video's
 * length (steps of 0.1 s) or an image ('Select Poster Image', 'Remove
 * Poster Image'); then Done.
 *
 * @param props The props.
 * @return The step.
 */
export default function UploadComplete( props: UploadCompleteProps ) {
	const { file, onDone } = props;
	const [ title, setTitle ] = useState(
		( file?.name ?? '' ).replace( /\.[^.]+$/, '' )
	);
	const [ duration, setDuration ] = useState( 0 );
	const [ frameAt, setFrameAt ] = useState< number | null >( null );
	const [ image, setImage ] = useState< { id: number; url: string } | null >(
		null
	);
	const [ isCapturing, setIsCapturing ] = useState( false );
	const video = useRef< HTMLVideoElement >( null );
	const canUpload = useSelect(
		( select ) =>
			!! select( coreStore ).canUser( 'create', {
				kind: 'root',
				name: 'media',
			} ),
		[]
	);
	const preview = useMemo(
		() => ( file ? URL.createObjectURL( file ) : '' ),
		[ file ]
	);
	useEffect( () => () => URL.revokeObjectURL( preview ), [ preview ] );

	const done = async () => {
		if ( image ) {
			onDone( title.trim(), { type: 'image', ...image } );
			return;
		}
		if ( frameAt !== null && video.current ) {
			setIsCapturing( true );
			try {
				const frame = await captureFrame( video.current );
				onDone( title.trim(), {
					type: 'frame',
					frame,
					atTimeMs: Math.round( frameAt * 1000 ),
				} );
				return;
			} catch {
				// A frame the browser cannot draw: the video keeps no poster.
			} finally {
				setIsCapturing( false );
			}
		}
		onDone( title.trim(), { type: 'none' } );
	};

	return (
		<div className="wp-block-cairn-video__upload-complete">
			<h3>{ __( 'Upload Complete', 'cairn' ) }</h3>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Video title', 'cairn' ) }
				value={ title }
				onChange={ setTitle }
			/>
			{ canUpload && preview && (
				<div className="wp-block-cairn-video__poster">
					{ image ? (
						<img
							src={ image.url }
							alt={ __( 'Poster image', 'cairn' ) }
						/>
					) : (
						<video
							ref={ video }
							src={ preview }
							muted
							preload="auto"
							aria-label={ __( 'Poster frame preview', 'cairn' ) }
							onLoadedMetadata={ ( event ) => {
								const { currentTarget } = event;
								if (
									Number.isFinite( currentTarget.duration )
								) {
									setDuration( currentTarget.duration );
								} else {
									// A recording made in a browser (WebM) often
									// says no length until read to its end.
									currentTarget.currentTime = 1e101;
								}
							} }
							onDurationChange={ ( event ) => {
								const { currentTarget } = event;
								if (
									Number.isFinite( currentTarget.duration ) &&
									currentTarget.duration > 0 &&
									duration === 0
								) {
									setDuration( currentTarget.duration );
									currentTarget.currentTime = 0;
								}
							} }
						/>
					) }
					{ ! image && duration > 0 && (
						<RangeControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Poster frame', 'cairn' ) }
							min={ 0 }
							max={ Math.floor( duration * 10 ) / 10 }
							step={ 0.1 }
							value={ frameAt ?? 0 }
							onChange={ ( value ) => {
								const at = value ?? 0;
								setFrameAt( at );
								if ( video.current ) {
									video.current.currentTime = at;
								}
							} }
						/>
					) }
					<MediaUpload
						allowedTypes={ [ 'image' ] }
						onSelect={ ( media: { id: number; url: string } ) =>
							setImage( { id: media.id, url: media.url } )
						}
						render={ ( { open } ) => (
							<Button variant="secondary" onClick={ open }>
								{ __( 'Select Poster Image', 'cairn' ) }
							</Button>
						) }
					/>
					{ image && (
						<Button
							variant="tertiary"
							isDestructive
							onClick={ () => setImage( null ) }
						>
							{ __( 'Remove Poster Image', 'cairn' ) }
						</Button>
					) }
				</div>
			) }
			<Button
				variant="primary"
				onClick={ done }
				isBusy={ isCapturing }
				disabled={ isCapturing }
				accessibleWhenDisabled
			>
				{ __( 'Done', 'cairn' ) }
			</Button>
		</div>
	);
}
