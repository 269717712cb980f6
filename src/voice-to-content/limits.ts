/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import {
	aiErrorFromReply,
	readErrorBody,
	toAiError,
} from '@cairn/shared/ai/errors';
import { fetchWithAiToken } from '@cairn/shared/ai/query';
import type { AiError } from '@cairn/shared/ai/types';
import { MAX_SECONDS } from './constants';

/** What the site says before a recording starts. */
export type RecordingLimits = { maxSeconds: number } | { error: AiError };

/**
 * Asks the site, before recording starts, whether a recording can be
 * transcribed and written up now (the feature on, a provider that
 * transcribes, room in the budget and in the user's limits), and how long
 * it may be.
 *
 * @return The longest recording in seconds, or why none can be made.
 */
export async function checkRecordingLimits(): Promise< RecordingLimits > {
	try {
		const response = await fetchWithAiToken( ROUTES.aiTranscriptionLimits, {
			method: 'GET',
		} );
		if ( ! response.ok ) {
			return {
				error: aiErrorFromReply(
					response.status,
					await readErrorBody( response )
				),
			};
		}
		const { max_seconds: seconds } = ( await response.json() ) as {
			max_seconds?: unknown;
		};
		const maxSeconds = Number( seconds );
		return {
			maxSeconds:
				Number.isFinite( maxSeconds ) && maxSeconds > 0
					? Math.min( maxSeconds, MAX_SECONDS )
					: MAX_SECONDS,
		};
	} catch ( caught ) {
		return { error: toAiError( caught ) };
	}
}
