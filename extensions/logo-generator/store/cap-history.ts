/**
 * Internal dependencies
 */
import { HISTORY_LIMIT } from './constants';

/**
 * The last entries of a history, at most HISTORY_LIMIT.
 *
 * @param history The history.
 * @return Its tail.
 */
export function capHistory< T >( history: T[] ): T[] {
	return history.slice( -HISTORY_LIMIT );
}
