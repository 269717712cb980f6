/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { getErrorMessage } from '@cairn/shared/api/error-message';
import { fetchAiModels } from './api';

/**
 * What the model fields know of the server's models.
 */
export interface AiModels {
	/** Model ids: of the last connection test, else of the saved server. */
	models: string[];
	/** Why the saved server's models could not be listed; '' when they could. */
	error: string;
	/** Takes the models a connection test listed, for the values entered. */
	setTested: ( models: string[] ) => void;
}

/**
 * The models of the AI server, which the model fields offer as a list: the
 * saved server's, asked once when the page opens with a base URL saved, then
 * those of the server a connection test reached with the values entered.
 *
 * @param savedBaseUrl The saved base URL ('' when none).
 * @return The models.
 */
export default function useAiModels( savedBaseUrl: string ): AiModels {
	const [ saved, setSaved ] = useState( {
		url: '',
		models: [] as string[],
		error: '',
	} );
	const [ tested, setTested ] = useState< string[] | null >( null );

	useEffect( () => {
		if ( ! savedBaseUrl ) {
			return;
		}
		let isCurrent = true;
		fetchAiModels().then(
			( models ) =>
				isCurrent &&
				setSaved( { url: savedBaseUrl, models, error: '' } ),
			( error: unknown ) =>
				isCurrent &&
				setSaved( {
					url: savedBaseUrl,
					models: [],
					error: getErrorMessage( error ),
				} )
		);
		return () => {
			isCurrent = false;
		};
	}, [ savedBaseUrl ] );

	const isCurrent = saved.url === savedBaseUrl && savedBaseUrl !== '';
	return {
		models: tested ?? ( isCurrent ? saved.models : [] ),
		error: tested === null && isCurrent ? saved.error : '',
		setTested: useCallback(
			( models: string[] ) => setTested( models ),
			[]
		),
	};
}
