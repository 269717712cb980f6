/**
 * WordPress dependencies
 */
import { useCallback, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { errorMessage, fetchAiModels } from './api';

/**
 * What the model fields know of the server's models.
 */
export interface AiModels {
	/** Model ids, once loaded. */
	models: string[];
	/** Why they could not be listed; '' when they could. */
	error: string;
	/** Whether they are being listed. */
	isLoading: boolean;
	/** Lists them, once per saved base URL. */
	load: () => void;
}

/**
 * The models of the saved AI server, listed the first time a model field is
 * used rather than on every visit to the page: the list is a call to the
 * provider.
 *
 * @param savedBaseUrl The saved base URL ('' when none, or when it has unsaved changes).
 * @return The models and how to load them.
 */
export default function useAiModels( savedBaseUrl: string ): AiModels {
	const [ state, setState ] = useState( {
		url: '',
		models: [] as string[],
		error: '',
		isLoading: false,
	} );
	const requested = useRef( '' );

	const load = useCallback( () => {
		if ( ! savedBaseUrl || requested.current === savedBaseUrl ) {
			return;
		}
		requested.current = savedBaseUrl;
		setState( {
			url: savedBaseUrl,
			models: [],
			error: '',
			isLoading: true,
		} );
		const settle = ( models: string[], error: string ) =>
			// A later base URL's answer wins over an earlier one's.
			setState( ( current ) =>
				current.url === savedBaseUrl
					? { url: savedBaseUrl, models, error, isLoading: false }
					: current
			);
		fetchAiModels().then(
			( models ) => settle( models, '' ),
			( error: unknown ) => settle( [], errorMessage( error ) )
		);
	}, [ savedBaseUrl ] );

	const isCurrent = state.url === savedBaseUrl && savedBaseUrl !== '';
	return {
		models: isCurrent ? state.models : [],
		error: isCurrent ? state.error : '',
		isLoading: isCurrent && state.isLoading,
		load,
	};
}
