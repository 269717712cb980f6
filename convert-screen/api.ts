/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { Batch, Progress } from './types';

/** Posts per request: small enough to answer well within a host's time limit. */
export const BATCH_SIZE = 20;

/**
 * How many posts hold Jetpack blocks.
 *
 * @return The count.
 */
export async function fetchTotal(): Promise< number > {
	const { total } = await apiFetch< { total: number } >( {
		path: ROUTES.jetpackSite,
	} );
	return total;
}

/**
 * Runs the whole-site conversion a batch at a time from where it stands,
 * reporting after each batch, until the end or until asked to stop. A
 * failed request throws with the progress so far kept by the caller.
 *
 * @param options            The run.
 * @param options.dryRun     Report without saving.
 * @param options.from       Where a previous run stopped.
 * @param options.onProgress Called after each batch.
 * @param options.shouldStop Asked before each batch.
 * @return The progress at the end.
 */
export async function runConversion( {
	dryRun,
	from,
	onProgress,
	shouldStop,
}: {
	dryRun: boolean;
	from: Progress;
	onProgress: ( progress: Progress ) => void;
	shouldStop: () => boolean;
} ): Promise< Progress > {
	let progress = from;
	while ( ! progress.done && ! shouldStop() ) {
		const batch = await apiFetch< Batch >( {
			path: ROUTES.jetpackSiteBatch,
			method: 'POST',
			data: { after: progress.after, size: BATCH_SIZE, dry_run: dryRun },
		} );
		progress = {
			scanned: progress.scanned + batch.scanned,
			after: batch.next,
			posts: [ ...progress.posts, ...batch.posts ],
			done: batch.done,
		};
		onProgress( progress );
	}
	return progress;
}

/** A run that has not started. */
export const START: Progress = Object.freeze( {
	scanned: 0,
	after: 0,
	posts: [],
	done: false,
} );
