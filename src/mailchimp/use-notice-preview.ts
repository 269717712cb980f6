/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { FormState } from './types';
import { NOTICE_PREVIEW_MS } from './constants';

/**
 * Which notification text the block previews: the one edited last, for
 * three seconds after its last edit.
 *
 * @return The previewed state (null for none) and the function to call on an edit.
 */
export function useNoticePreview(): [
	FormState | null,
	( state: FormState ) => void,
] {
	const [ previewed, setPreviewed ] = useState< FormState | null >( null );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const preview = useCallback( ( state: FormState ) => {
		setPreviewed( state );
		clearTimeout( timer.current );
		timer.current = setTimeout(
			() => setPreviewed( null ),
			NOTICE_PREVIEW_MS
		);
	}, [] );
	useEffect( () => () => clearTimeout( timer.current ), [] );
	return [ previewed, preview ];
}
