/**
 * WordPress dependencies
 */
import { useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { chunkInterval, recordingType } from './utils';

/** What the recorder hook offers. */
export interface Recorder {
	/** Seconds recorded (pauses left out). */
	elapsed: number;
	/** The microphone's level, 0 to 1. */
	level: number;
	start: () => Promise< void >;
	pause: () => void;
	resume: () => void;
	/** Stops and gives the recording. */
	stop: () => Promise< Blob | null >;
	/** Stops and throws the recording away. */
	discard: () => void;
}

/**
 * Records the microphone with MediaRecorder (mp4 audio where the browser
 * has it, else webm, in chunks of 1000 ms), counting the time and showing
 * the input level.
 *
 * @return The recorder.
 */
export function useRecorder(): Recorder {
	const [ elapsed, setElapsed ] = useState( 0 );
	const [ level, setLevel ] = useState( 0 );
	const media = useRef< MediaRecorder | null >( null );
	const chunks = useRef< Blob[] >( [] );
	const stream = useRef< MediaStream | null >( null );
	const audio = useRef< AudioContext | null >( null );
	const frame = useRef( 0 );
	const clock = useRef< { since: number; before: number } | null >( null );

	const release = () => {
		cancelAnimationFrame( frame.current );
		stream.current?.getTracks().forEach( ( track ) => track.stop() );
		void audio.current?.close();
		stream.current = null;
		audio.current = null;
		clock.current = null;
		setLevel( 0 );
	};

	useEffect( () => release, [] );

	const tick = (
		analyser: AnalyserNode,
		data: Uint8Array< ArrayBuffer >
	) => {
		analyser.getByteTimeDomainData( data );
		let peak = 0;
		for ( const value of data ) {
			peak = Math.max( peak, Math.abs( value - 128 ) / 128 );
		}
		setLevel( peak );
		if ( clock.current && media.current?.state === 'recording' ) {
			setElapsed(
				clock.current.before +
					( performance.now() - clock.current.since ) / 1000
			);
		}
		frame.current = requestAnimationFrame( () => tick( analyser, data ) );
	};

	const start = async () => {
		stream.current = await navigator.mediaDevices.getUserMedia( {
			audio: true,
		} );
		const type = recordingType( ( candidate ) =>
			MediaRecorder.isTypeSupported( candidate )
		);
		media.current = new MediaRecorder( stream.current, { mimeType: type } );
		chunks.current = [];
		media.current.ondataavailable = ( event ) => {
			if ( event.data.size ) {
				chunks.current.push( event.data );
			}
		};
		media.current.start( chunkInterval() );
		clock.current = { since: performance.now(), before: 0 };
		setElapsed( 0 );
		audio.current = new AudioContext();
		const analyser = audio.current.createAnalyser();
		analyser.fftSize = 512;
		audio.current
			.createMediaStreamSource( stream.current )
			.connect( analyser );
		tick( analyser, new Uint8Array( analyser.fftSize ) );
	};

	const pause = () => {
		media.current?.pause();
		if ( clock.current ) {
			clock.current = {
				since: performance.now(),
				before:
					clock.current.before +
					( performance.now() - clock.current.since ) / 1000,
			};
		}
	};

	const resume = () => {
		if ( clock.current ) {
			clock.current = { ...clock.current, since: performance.now() };
		}
		media.current?.resume();
	};

	const stop = () =>
		new Promise< Blob | null >( ( resolve ) => {
			const recorder = media.current;
			if ( ! recorder || recorder.state === 'inactive' ) {
				release();
				resolve( null );
				return;
			}
			recorder.onstop = () => {
				release();
				resolve(
					new Blob( chunks.current, {
						type: recorder.mimeType || 'audio/webm',
					} )
				);
			};
			recorder.stop();
		} );

	const discard = () => {
		if ( media.current && media.current.state !== 'inactive' ) {
			media.current.onstop = null;
			media.current.stop();
		}
		chunks.current = [];
		release();
		setElapsed( 0 );
	};

	return { elapsed, level, start, pause, resume, stop, discard };
}
