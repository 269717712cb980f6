/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Dropdown,
	FormFileUpload,
	MenuGroup,
	SelectControl,
	Spinner,
	TextControl,
	ToolbarButton,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getErrorMessage } from '@cairn/shared/api/error-message';
import { ROUTES } from '@cairn/shared/api/routes';
import type { VideoTrack } from '../types';

/** The kinds of track, subtitles first (the default). */
const KINDS: Array< { value: VideoTrack[ 'kind' ]; label: string } > = [
	{ value: 'subtitles', label: __( 'Subtitles', 'cairn' ) },
	{ value: 'captions', label: __( 'Captions', 'cairn' ) },
	{ value: 'descriptions', label: __( 'Descriptions', 'cairn' ) },
	{ value: 'chapters', label: __( 'Chapters', 'cairn' ) },
	{ value: 'metadata', label: __( 'Metadata', 'cairn' ) },
];

/**
 * Props of the tracks control.
 */
export interface TracksControlProps {
	/** The video. */
	guid: string;
	/** Its tracks. */
	tracks: VideoTrack[];
	/** Sets them. */
	onChange: ( tracks: VideoTrack[] ) => void;
}

/**
 * The message of a failed call.
 *
 * @param error What apiFetch threw.
 * @return 'Error: {message}'.
 */
function errorText( error: unknown ): string {
	return sprintf(
		/* translators: %s: why it failed. */
		__( 'Error: %s', 'cairn' ),
		getErrorMessage( error )
	);
}

/**
 * The track editor: a .vtt file, Label, Source language, Kind, Save and
 * Close; the fields are disabled and a spinner shows while it saves.
 *
 * @param props         The props.
 * @param props.guid    The video.
 * @param props.onSaved Called with the new track.
 * @param props.onClose Closes the editor.
 * @return The editor.
 */
function TrackForm( props: {
	guid: string;
	onSaved: ( track: VideoTrack ) => void;
	onClose: () => void;
} ) {
	const { guid, onSaved, onClose } = props;
	const [ file, setFile ] = useState< File | null >( null );
	const [ label, setLabel ] = useState( '' );
	const [ srcLang, setSrcLang ] = useState( '' );
	const [ kind, setKind ] = useState< VideoTrack[ 'kind' ] >( 'subtitles' );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ error, setError ] = useState( '' );

	const save = async () => {
		if ( ! file ) {
			return;
		}
		setIsSaving( true );
		setError( '' );
		const body = new window.FormData();
		body.append( 'vtt', file, file.name );
		body.append( 'kind', kind );
		body.append( 'srclang', srcLang );
		body.append( 'label', label );
		try {
			onSaved(
				await apiFetch< VideoTrack >( {
					path: ROUTES.videoTracks( guid ),
					method: 'POST',
					body,
				} )
			);
			onClose();
		} catch ( caught ) {
			setError( errorText( caught ) );
		} finally {
			setIsSaving( false );
		}
	};

	return (
		<div className="wp-block-cairn-video__track-form">
			<FormFileUpload
				accept=".vtt,text/vtt"
				onChange={ ( event ) =>
					setFile( event.currentTarget.files?.[ 0 ] ?? null )
				}
				render={ ( { openFileDialog } ) => (
					<Button
						variant="secondary"
						onClick={ openFileDialog }
						disabled={ isSaving }
					>
						{ file ? file.name : __( 'Select track', 'cairn' ) }
					</Button>
				) }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Label', 'cairn' ) }
				placeholder={ __( 'English', 'cairn' ) }
				value={ label }
				onChange={ setLabel }
				disabled={ isSaving }
			/>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Source language', 'cairn' ) }
				placeholder="en"
				value={ srcLang }
				onChange={ setSrcLang }
				disabled={ isSaving }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Kind', 'cairn' ) }
				value={ kind }
				options={ KINDS }
				onChange={ ( value ) =>
					setKind( value as VideoTrack[ 'kind' ] )
				}
				disabled={ isSaving }
			/>
			{ error && (
				<p className="wp-block-cairn-video__track-error" role="alert">
					{ error }
				</p>
			) }
			<div className="wp-block-cairn-video__track-actions">
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Close', 'cairn' ) }
				</Button>
				{ isSaving && <Spinner /> }
				<Button
					variant="primary"
					onClick={ save }
					disabled={ ! file || isSaving }
					accessibleWhenDisabled
				>
					{ __( 'Save', 'cairn' ) }
				</Button>
			</div>
		</div>
	);
}

/**
 * The toolbar's text tracks: the list with Delete, and 'Upload track'.
 *
 * @param props The props.
 * @return The control.
 */
export default function TracksControl( props: TracksControlProps ) {
	const { guid, tracks, onChange } = props;
	const [ isEditing, setIsEditing ] = useState( false );
	const [ deleting, setDeleting ] = useState( '' );
	const [ error, setError ] = useState( '' );

	const remove = async ( track: VideoTrack ) => {
		const key = `${ track.kind }-${ track.srcLang }`;
		setDeleting( key );
		setError( '' );
		try {
			await apiFetch( {
				path: ROUTES.videoTracksDelete( guid ),
				method: 'POST',
				data: { kind: track.kind, srclang: track.srcLang },
			} );
			onChange(
				tracks.filter(
					( other ) => `${ other.kind }-${ other.srcLang }` !== key
				)
			);
		} catch ( caught ) {
			setError( errorText( caught ) );
		} finally {
			setDeleting( '' );
		}
	};

	return (
		<Dropdown
			popoverProps={ { placement: 'bottom-start' } }
			onClose={ () => setIsEditing( false ) }
			renderToggle={ ( { isOpen, onToggle } ) => (
				<ToolbarButton
					onClick={ onToggle }
					aria-expanded={ isOpen }
					aria-haspopup="true"
				>
					{ __( 'Text tracks', 'cairn' ) }
				</ToolbarButton>
			) }
			renderContent={ () =>
				isEditing ? (
					<TrackForm
						guid={ guid }
						onSaved={ ( track ) =>
							onChange( [ ...tracks, track ] )
						}
						onClose={ () => setIsEditing( false ) }
					/>
				) : (
					<div className="wp-block-cairn-video__tracks">
						<MenuGroup label={ __( 'Text tracks', 'cairn' ) }>
							{ tracks.map( ( track ) => {
								const key = `${ track.kind }-${ track.srcLang }`;
								return (
									<div
										key={ key }
										className="wp-block-cairn-video__track"
									>
										<span>
											{ sprintf(
												/* translators: 1: the track's label, 2: its language, 3: its kind. */
												__(
													'%1$s (%2$s, %3$s)',
													'cairn'
												),
												track.label,
												track.srcLang,
												track.kind
											) }
										</span>
										<Button
											variant="link"
											isDestructive
											disabled={ deleting === key }
											accessibleWhenDisabled
											onClick={ () => remove( track ) }
										>
											{ deleting === key
												? __( 'Deleting', 'cairn' )
												: __( 'Delete', 'cairn' ) }
										</Button>
									</div>
								);
							} ) }
						</MenuGroup>
						{ error && <p role="alert">{ error }</p> }
						<Button
							variant="secondary"
							onClick={ () => setIsEditing( true ) }
						>
							{ __( 'Upload track', 'cairn' ) }
						</Button>
					</div>
				)
			}
		/>
	);
}
