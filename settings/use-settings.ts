/**
 * WordPress dependencies
 */
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getErrorMessage } from '@cairn/shared/api/error-message';
import { fetchSettings, saveSettings } from './api';
import { getAiSettingsPageData } from './page-data';
import {
	buildAiPayload,
	buildPayload,
	readAiSettings,
	readSecretStatus,
	readServices,
} from './settings-state';
import type {
	AiFeatureSlug,
	AiSettings,
	PageNotice,
	SecretEdits,
	SecretKey,
	SecretStatus,
	ServiceKey,
	ServiceSettings,
	SettingsResponse,
} from './types';

/**
 * What the settings page works with.
 */
export interface SettingsState {
	/** True until the settings are read. */
	isLoading: boolean;
	/** Why the settings could not be read, or null. */
	loadError: string | null;
	/** Service values with the user's edits applied. */
	services: ServiceSettings;
	/** Service values as saved, without the user's edits. */
	savedServices: ServiceSettings;
	/** Which secrets are stored. */
	secretStatus: SecretStatus;
	/** The user's secret edits. */
	secretEdits: SecretEdits;
	/** Changes one service value. */
	setService: ( key: ServiceKey, value: string ) => void;
	/** Changes a secret: a value, '' to remove, undefined to keep the stored one. */
	setSecret: ( key: SecretKey, value: string | undefined ) => void;
	/** The AI switches and budget with the user's edits applied. */
	ai: AiSettings;
	/** Changes AI keys (not features; see setAiFeature). */
	setAi: ( edits: Partial< Omit< AiSettings, 'features' > > ) => void;
	/** Switches one AI feature. */
	setAiFeature: ( slug: AiFeatureSlug, enabled: boolean ) => void;
	/** Whether anything changed since the last save. */
	isDirty: boolean;
	/** True while saving. */
	isSaving: boolean;
	/** Saves what changed. */
	save: () => Promise< void >;
	/** Counts successful saves; fields key on it to drop their local state. */
	generation: number;
	/** The notice to show, or null. */
	notice: PageNotice | null;
	/** Hides the notice. */
	dismissNotice: () => void;
}

/**
 * Reads Cairn's settings, keeps the user's edits, and saves only what
 * changed.
 *
 * @return The settings state.
 */
export default function useSettings(): SettingsState {
	const [ stored, setStored ] = useState< SettingsResponse | null >( null );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const [ serviceEdits, setServiceEdits ] = useState<
		Partial< ServiceSettings >
	>( {} );
	const [ secretEdits, setSecretEdits ] = useState< SecretEdits >( {} );
	const [ aiEdits, setAiEdits ] = useState< Partial< AiSettings > >( {} );
	const [ isSaving, setIsSaving ] = useState( false );
	const [ generation, setGeneration ] = useState( 0 );
	const [ notice, setNotice ] = useState< PageNotice | null >( null );

	useEffect( () => {
		let isCurrent = true;
		fetchSettings().then(
			( response ) => isCurrent && setStored( response ),
			( error: unknown ) =>
				isCurrent &&
				setLoadError(
					getErrorMessage(
						error,
						__( 'The settings could not be loaded.', 'cairn' )
					)
				)
		);
		return () => {
			isCurrent = false;
		};
	}, [] );

	const storedServices = readServices( stored ?? {} );
	const storedAi = readAiSettings( stored ?? {} );
	const payload = buildPayload( storedServices, serviceEdits, secretEdits );
	const aiPayload = buildAiPayload(
		storedAi,
		aiEdits,
		getAiSettingsPageData().canManageBudget
	);
	if ( aiPayload ) {
		payload.cairn_ai = aiPayload;
	}
	const isDirty = Object.keys( payload ).length > 0;

	const setService = useCallback( ( key: ServiceKey, value: string ) => {
		setServiceEdits( ( edits ) => ( { ...edits, [ key ]: value } ) );
	}, [] );

	const setSecret = useCallback(
		( key: SecretKey, value: string | undefined ) => {
			setSecretEdits( ( edits ) => {
				const { [ key ]: _previous, ...rest } = edits;
				return value === undefined ? rest : { ...rest, [ key ]: value };
			} );
		},
		[]
	);

	const setAi = useCallback(
		( edits: Partial< Omit< AiSettings, 'features' > > ) => {
			setAiEdits( ( previous ) => ( { ...previous, ...edits } ) );
		},
		[]
	);

	const setAiFeature = useCallback(
		( slug: AiFeatureSlug, enabled: boolean ) => {
			setAiEdits( ( previous ) => ( {
				...previous,
				features: {
					...( previous.features as AiSettings[ 'features' ] ),
					[ slug ]: enabled,
				},
			} ) );
		},
		[]
	);

	const save = async () => {
		if ( isSaving || ! isDirty ) {
			return;
		}
		setIsSaving( true );
		setNotice( null );
		try {
			const response = await saveSettings( payload );
			setStored( response );
			setServiceEdits( {} );
			setSecretEdits( {} );
			setAiEdits( {} );
			setGeneration( ( value ) => value + 1 );
			setNotice( {
				status: 'success',
				message: __( 'Settings saved.', 'cairn' ),
			} );
		} catch ( error ) {
			setNotice( {
				status: 'error',
				message: getErrorMessage(
					error,
					__( 'The settings could not be saved.', 'cairn' )
				),
			} );
		} finally {
			setIsSaving( false );
		}
	};

	return {
		isLoading: stored === null && loadError === null,
		loadError,
		services: { ...storedServices, ...serviceEdits },
		savedServices: storedServices,
		secretStatus: readSecretStatus( stored ?? {} ),
		secretEdits,
		setService,
		setSecret,
		ai: {
			...storedAi,
			...aiEdits,
			features: { ...storedAi.features, ...aiEdits.features },
		},
		setAi,
		setAiFeature,
		isDirty,
		isSaving,
		save,
		generation,
		notice,
		dismissNotice: () => setNotice( null ),
	};
}
