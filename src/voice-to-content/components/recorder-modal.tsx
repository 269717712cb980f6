/**
 * WordPress dependencies
 */
import { Button, FormFileUpload, Modal, Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { streamAiSuggestion } from '@cairn/shared/ai/stream';
import type { AiStream } from '@cairn/shared/ai/types';
import { FEATURE } from '../constants';
import { transcribe } from '../transcribe';
import type { Upload } from '../transcribe';
import type { RecorderState } from '../types';
import { useRecorder } from '../use-recorder';
import { buttonsFor, formatElapsed, validateAudio } from '../utils';

/** Props of the modal. */
export interface RecorderModalProps {
	/** The post being edited. */
	postId?: number;
	/** Receives the post text (Markdown) once written. */
	onContent: ( markdown: string ) => void;
	/** Closes the modal (and removes the block). */
	onClose: () => void;
}

/**
 * The length of a recording, read by the browser; undefined when it cannot
 * tell (a recording still being written reports Infinity).
 *
 * @param audio The recording.
 * @return Its length in seconds.
 */
function durationOf( audio: Blob ): Promise< number | undefined > {
	return new Promise( ( resolve ) => {
		const url = URL.createObjectURL( audio );
		const element = document.createElement( 'audio' );
		const done = ( value: number | undefined ) => {
			URL.revokeObjectURL( url );
			resolve( value );
		};
		element.preload = 'metadata';
		element.onloadedmetadata = () =>
			done(
				Number.isFinite( element.duration )
					? element.duration
					: undefined
			);
		element.onerror = () => done( undefined );
		element.src = url;
	} );
}

/**
 * Voice to content's modal (spec 000 §2, §4): record (with pause, resume,
 * the time and the input level) or upload a file; it is checked, sent for
 * transcription with the upload's progress, then written up as a post by the
 * AI. Escape and clicks outside do not close it. Nothing recorded is lost on
 * a failure: it can be sent again or downloaded.
 *
 * @param props           Component props.
 * @param props.postId    The post being edited.
 * @param props.onContent Receives the written text.
 * @param props.onClose   Closes the modal.
 * @return The modal.
 */
export default function RecorderModal( {
	postId,
	onContent,
	onClose,
}: RecorderModalProps ) {
	const recorder = useRecorder();
	const [ state, setState ] = useState< RecorderState >( 'inactive' );
	const [ error, setError ] = useState( '' );
	const [ progress, setProgress ] = useState( 0 );
	const [ kept, setKept ] = useState< { audio: Blob; url: string } | null >(
		null
	);
	const upload = useRef< Upload | null >( null );
	const stream = useRef< AiStream | null >( null );

	useEffect(
		() => () => {
			upload.current?.abort();
			stream.current?.close();
		},
		[]
	);
	useEffect(
		() => () => {
			if ( kept ) {
				URL.revokeObjectURL( kept.url );
			}
		},
		[ kept ]
	);

	const fail = ( message: string ) => {
		setError( message );
		setState( 'error' );
	};

	const send = async ( audio: Blob, knownSeconds?: number ) => {
		setError( '' );
		setState( 'validating' );
		const seconds = knownSeconds ?? ( await durationOf( audio ) );
		const problem = validateAudio( audio, seconds );
		if ( problem ) {
			fail( problem );
			return;
		}
		setKept( { audio, url: URL.createObjectURL( audio ) } );
		setProgress( 0 );
		setState( 'processing' );
		const extension = audio.type.includes( 'mp4' )
			? 'm4a'
			: audio.type.split( '/' )[ 1 ]?.split( ';' )[ 0 ] || 'webm';
		upload.current = transcribe(
			audio,
			`recording.${ extension }`,
			setProgress
		);
		let transcript: string;
		try {
			transcript = await upload.current.result;
		} catch ( caught ) {
			if ( ( caught as Error ).name !== 'AbortError' ) {
				fail( ( caught as Error ).message );
			}
			return;
		} finally {
			upload.current = null;
		}
		stream.current = streamAiSuggestion(
			[
				{
					role: 'cairn-ai',
					content: '',
					context: {
						type: 'transcriptToPost',
						request: '',
						content: transcript,
						is_follow_up: false,
					},
				},
			],
			{
				postId,
				feature: FEATURE,
				onDone: ( text ) => {
					stream.current = null;
					onContent( text );
				},
				onError: ( aiError ) => {
					stream.current = null;
					fail( aiError.message );
				},
			}
		);
	};

	const cancel = () => {
		upload.current?.abort();
		stream.current?.close();
		upload.current = null;
		stream.current = null;
		recorder.discard();
		setState( 'inactive' );
	};

	const buttons = buttonsFor( state );
	const busy = state === 'processing' || state === 'validating';

	return (
		<Modal
			title={ __( 'AI Voice to content', 'cairn' ) }
			onRequestClose={ () => {
				cancel();
				onClose();
			} }
			shouldCloseOnEsc={ false }
			shouldCloseOnClickOutside={ false }
			className="cairn-voice-to-content"
		>
			<div className="cairn-voice-to-content__status" aria-live="polite">
				{ ( state === 'recording' || state === 'paused' ) && (
					<p>
						{ state === 'paused'
							? __( 'Paused', 'cairn' )
							: __( 'Recording…', 'cairn' ) }{ ' ' }
						<span className="cairn-voice-to-content__time">
							{ formatElapsed( recorder.elapsed ) }
						</span>
					</p>
				) }
				{ state === 'validating' && (
					<p>{ __( 'Validating audio…', 'cairn' ) }</p>
				) }
				{ state === 'processing' && (
					<>
						<p>
							{ __(
								'Uploading and transcribing audio…',
								'cairn'
							) }
						</p>
						<progress
							max={ 1 }
							value={ progress }
							aria-label={ __( 'Upload progress', 'cairn' ) }
						/>
					</>
				) }
			</div>
			{ state === 'recording' && (
				<meter
					className="cairn-voice-to-content__level"
					min={ 0 }
					max={ 1 }
					value={ recorder.level }
					aria-label={ __( 'Input level', 'cairn' ) }
				/>
			) }
			{ state === 'error' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<div className="cairn-voice-to-content__actions">
				{ buttons.includes( 'record' ) && (
					<Button
						variant="primary"
						disabled={ busy }
						accessibleWhenDisabled
						onClick={ async () => {
							setError( '' );
							try {
								await recorder.start();
								setState( 'recording' );
							} catch {
								fail(
									__(
										'The microphone could not be used. Allow it in your browser, or upload a file.',
										'cairn'
									)
								);
							}
						} }
					>
						{ __( 'Record', 'cairn' ) }
					</Button>
				) }
				{ buttons.includes( 'upload' ) && (
					<FormFileUpload
						accept="audio/*"
						render={ ( { openFileDialog } ) => (
							<Button
								variant="secondary"
								disabled={ busy }
								accessibleWhenDisabled
								onClick={ openFileDialog }
							>
								{ __( 'Upload', 'cairn' ) }
							</Button>
						) }
						onChange={ ( event ) => {
							const file = event.currentTarget.files?.[ 0 ];
							event.currentTarget.value = '';
							if ( file ) {
								void send( file );
							}
						} }
					/>
				) }
				{ buttons.includes( 'pause' ) && (
					<Button
						variant="secondary"
						onClick={ () => {
							recorder.pause();
							setState( 'paused' );
						} }
					>
						{ __( 'Pause', 'cairn' ) }
					</Button>
				) }
				{ buttons.includes( 'resume' ) && (
					<Button
						variant="secondary"
						onClick={ () => {
							recorder.resume();
							setState( 'recording' );
						} }
					>
						{ __( 'Resume', 'cairn' ) }
					</Button>
				) }
				{ buttons.includes( 'done' ) && (
					<Button
						variant="primary"
						onClick={ async () => {
							const seconds = recorder.elapsed;
							const audio = await recorder.stop();
							if ( audio ) {
								void send( audio, seconds );
							}
						} }
					>
						{ __( 'Done', 'cairn' ) }
					</Button>
				) }
				{ buttons.includes( 'cancel' ) && (
					<Button variant="tertiary" onClick={ cancel }>
						{ __( 'Cancel', 'cairn' ) }
					</Button>
				) }
			</div>
			{ state === 'error' && kept && (
				<div className="cairn-voice-to-content__kept">
					<Button
						variant="secondary"
						onClick={ () => void send( kept.audio ) }
					>
						{ __( 'Try again', 'cairn' ) }
					</Button>
					<Button
						variant="link"
						href={ kept.url }
						download={ `recording.${ kept.audio.type.includes( 'mp4' ) ? 'm4a' : 'webm' }` }
					>
						{ __( 'Download the recording', 'cairn' ) }
					</Button>
				</div>
			) }
			{ state === 'processing' && (
				<p className="cairn-voice-to-content__hint">
					{ sprintf(
						/* translators: %d: percent uploaded. */
						__( '%d%% uploaded', 'cairn' ),
						Math.round( progress * 100 )
					) }
				</p>
			) }
		</Modal>
	);
}
