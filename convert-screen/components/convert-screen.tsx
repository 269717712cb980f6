/**
 * WordPress dependencies
 */
import { Button, Notice, ProgressBar, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { fetchTotal, runConversion, START } from '../api';
import type { Progress } from '../types';
import ReportTable from './report-table';

type State = 'idle' | 'running' | 'stopped' | 'done' | 'failed';

/**
 * Tools → Convert from Jetpack: how many posts hold Jetpack blocks, a check
 * that saves nothing, and the conversion of every post with a progress bar,
 * Stop, and a report per post. A stopped or failed run resumes where it
 * was; a finished one can run again and changes nothing.
 *
 * @return The screen.
 */
export default function ConvertScreen() {
	const [ total, setTotal ] = useState< number | null >( null );
	const [ loadError, setLoadError ] = useState( '' );
	const [ state, setState ] = useState< State >( 'idle' );
	const [ dryRun, setDryRun ] = useState( false );
	const [ progress, setProgress ] = useState< Progress >( START );
	const [ error, setError ] = useState( '' );
	const stop = useRef( false );

	useEffect( () => {
		fetchTotal()
			.then( setTotal )
			.catch( ( failure: { message?: string } ) =>
				setLoadError( failure.message ?? '' )
			);
	}, [] );

	const run = async ( check: boolean, from: Progress ) => {
		stop.current = false;
		setDryRun( check );
		setError( '' );
		setState( 'running' );
		try {
			const end = await runConversion( {
				dryRun: check,
				from,
				onProgress: setProgress,
				shouldStop: () => stop.current,
			} );
			setState( end.done ? 'done' : 'stopped' );
			if ( end.done && ! check ) {
				setTotal( await fetchTotal() );
			}
		} catch ( failure ) {
			setError(
				( failure as { message?: string } ).message ??
					__( 'The conversion stopped with an error.', 'cairn' )
			);
			setState( 'failed' );
		}
	};

	if ( loadError ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	}
	if ( total === null ) {
		return <Spinner />;
	}

	const running = state === 'running';
	const resumable = state === 'stopped' || state === 'failed';
	const needs = [
		...new Set( progress.posts.flatMap( ( post ) => post.needs ) ),
	];
	const percent = total
		? Math.min( 100, Math.round( ( progress.scanned / total ) * 100 ) )
		: 100;

	return (
		<div className="cairn-convert-screen">
			<p>
				{ sprintf(
					/* translators: %d: number of posts. */
					_n(
						'%d post, page or reusable block holds blocks made with Jetpack.',
						'%d posts, pages and reusable blocks hold blocks made with Jetpack.',
						total,
						'cairn'
					),
					total
				) }
			</p>
			<p>
				{ __(
					'Converting turns each Jetpack block that Cairn has a block for into that block. Each post’s previous content is kept as a revision. You can stop at any time and start again: a converted post is not converted twice.',
					'cairn'
				) }
			</p>
			<div className="cairn-convert-screen__actions">
				<Button
					__next40pxDefaultSize
					variant="secondary"
					disabled={ running || ! total }
					onClick={ () => run( true, START ) }
				>
					{ __( 'Check without saving', 'cairn' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="primary"
					disabled={ running || ! total }
					onClick={ () =>
						run( false, resumable && ! dryRun ? progress : START )
					}
				>
					{ resumable && ! dryRun
						? __( 'Continue converting', 'cairn' )
						: __( 'Convert all posts', 'cairn' ) }
				</Button>
				{ running && (
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						onClick={ () => ( stop.current = true ) }
					>
						{ __( 'Stop', 'cairn' ) }
					</Button>
				) }
			</div>
			{ state !== 'idle' && (
				<div className="cairn-convert-screen__progress">
					<ProgressBar
						value={ percent }
						aria-label={ __( 'Posts looked at', 'cairn' ) }
					/>
					<p role="status">
						{ dryRun
							? sprintf(
									/* translators: 1: posts looked at, 2: all posts, 3: posts that would change. */
									__(
										'%1$d of %2$d looked at; %3$d would change.',
										'cairn'
									),
									progress.scanned,
									Math.max( total, progress.scanned ),
									progress.posts.length
								)
							: sprintf(
									/* translators: 1: posts looked at, 2: all posts, 3: posts converted. */
									__(
										'%1$d of %2$d looked at; %3$d converted.',
										'cairn'
									),
									progress.scanned,
									Math.max( total, progress.scanned ),
									progress.posts.length
								) }
						{ state === 'done' && ' ' + __( 'Done.', 'cairn' ) }
						{ state === 'stopped' &&
							' ' + __( 'Stopped.', 'cairn' ) }
					</p>
				</div>
			) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ needs.length > 0 && (
				<Notice status="warning" isDismissible={ false }>
					<p>{ __( 'To finish, fill these settings:', 'cairn' ) }</p>
					<ul>
						{ needs.map( ( need ) => (
							<li key={ need }>{ need }</li>
						) ) }
					</ul>
				</Notice>
			) }
			<ReportTable posts={ progress.posts } dryRun={ dryRun } />
		</div>
	);
}
