/**
 * WordPress dependencies
 */
import { Button, FormFileUpload, Modal, Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import AiErrorNotice from '@cairn/shared/ai/components/ai-error-notice';
import { toAiError } from '@cairn/shared/ai/errors';
import { useAiRequests } from '@cairn/shared/ai/request/use-ai-requests';
import type { AiError, AiStream } from '@cairn/shared/ai/types';
import { FEATURE, MAX_SECONDS } from '../constants';
import { checkRecordingLimits } from '../limits';
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
 * Voice to content's modal: record (with pause, resume,
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
	const requests = useAiRequests();
	const [ state, setState ] = useState< RecorderState >( 'inactive' );
	// Why a recording cannot be sent (the file's size, length or type).
	const [ error, setError ] = useState( '' );
	// Why a request failed, as every AI surface says it.
	const [ aiError, setAiError ] = useState< AiError | null >( null );
	const [ maxSeconds, setMaxSeconds ] = useState( MAX_SECONDS );
	const [ checking, setChecking ] = useState( false );
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
		setAiError( null );
		setState( 'error' );
	};

	const failRequest = ( caught: AiError ) => {
		setError( '' );
		setAiError( caught );
		setState( 'error' );
	};

	const send = async ( audio: Blob, knownSeconds?: number ) => {
		setError( '' );
		setAiError( null );
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
		upload.current = transcribe(
			audio,
			audio.type.split( ';' )[ 0 ] || 'audio/webm',
			setProgress
		);
		let transcript: string;
		try {
			const running = upload.current;
			// A failed transcription costs nothing: the site gives it back.
			transcript = await requests.call( () => running.result, {
				countOnError: false,
			} );
		} catch ( caught ) {
			if ( ( caught as Error ).name !== 'AbortError' ) {
				failRequest( toAiError( caught ) );
			}
			return;
		} finally {
			upload.current = null;
		}
		stream.current = requests.stream(
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
				onError: ( caught ) => {
					stream.current = null;
					failRequest( caught );
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

	const done = async () => {
		const seconds = recorder.elapsed;
		const audio = await recorder.stop();
		if ( audio ) {
			void send( audio, seconds );
		}
	};

	// At the longest recording allowed, the recording is sent as it is.
	const reachedLimit =
		state === 'recording' && recorder.elapsed >= maxSeconds;
	useEffect( () => {
		if ( reachedLimit ) {
			void done();
		}
	}, [ reachedLimit ] ); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the limit is reached.

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
			className="wp-block-cairn-voice-to-content__modal"
		>
			<div
				className="wp-block-cairn-voice-to-content__status"
				aria-live="polite"
			>
				{ ( state === 'recording' || state === 'paused' ) && (
					<p>
						{ state === 'paused'
							? __( 'Paused', 'cairn' )
							: __( 'Recording…', 'cairn' ) }{ ' ' }
						<span className="wp-block-cairn-voice-to-content__time">
							{ formatElapsed( recorder.elapsed ) }
						</span>{ ' ' }
						<span className="wp-block-cairn-voice-to-content__left">
							{ sprintf(
								/* translators: %s: recording time left, as m:ss. */
								__( '(%s left)', 'cairn' ),
								formatElapsed(
									Math.max( 0, maxSeconds - recorder.elapsed )
								)
							) }
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
					className="wp-block-cairn-voice-to-content__level"
					min={ 0 }
					max={ 1 }
					value={ recorder.level }
					aria-label={ __( 'Input level', 'cairn' ) }
				/>
			) }
			{ state === 'error' && error && (
				<Notice status="info" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ state === 'error' && aiError && (
				<AiErrorNotice
					error={ aiError }
					onRetry={ kept ? () => void send( kept.audio ) : undefined }
				/>
			) }
			{ ( state === 'inactive' || state === 'error' ) && (
				<p className="wp-block-cairn-voice-to-content__limit">
					{ sprintf(
						/* translators: %s: the longest recording, as m:ss. */
						__( 'You can record for up to %s.', 'cairn' ),
						formatElapsed( maxSeconds )
					) }
				</p>
			) }
			<div className="wp-block-cairn-voice-to-content__actions">
				{ buttons.includes( 'record' ) && (
					<Button
						variant="primary"
						disabled={ busy || checking }
						accessibleWhenDisabled
						onClick={ async () => {
							setError( '' );
							setAiError( null );
							setChecking( true );
							// Nobody records for nothing: the budget, the
							// user's limits and a provider are checked first.
							const limits = await checkRecordingLimits();
							setChecking( false );
							if ( 'error' in limits ) {
								requests.settle( {
									kind: 'error',
									error: limits.error,
									cost: 0,
								} );
								failRequest( limits.error );
								return;
							}
							setMaxSeconds( limits.maxSeconds );
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
					<Button variant="primary" onClick={ () => void done() }>
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
				<div className="wp-block-cairn-voice-to-content__kept">
					{ ! aiError && (
						<Button
							variant="secondary"
							onClick={ () => void send( kept.audio ) }
						>
							{ __( 'Try again', 'cairn' ) }
						</Button>
					) }
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
				<p className="wp-block-cairn-voice-to-content__hint">
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
