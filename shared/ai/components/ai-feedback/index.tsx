/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { Button } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { doAction } from '@wordpress/hooks';
import { __ } from '@wordpress/i18n';
import { thumbsDown, thumbsUp } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { ROUTES } from '../../../api/routes';
import { AI_FEEDBACK_FEATURE, AI_FEEDBACK_HOOK } from '../../constants';
import { store } from '../../store';
import { forgetRating, getStoredRating, storeRating } from './storage';
import type {
	AiFeedbackEvent,
	AiFeedbackItem,
	AiFeedbackProps,
	AiRating,
} from './types';

/**
 * Thumbs up and thumbs down on an AI response,
 * shown only when the 'ai-response-feedback' feature is on. One rating is
 * stored per item, on the site (`POST /cairn/v1/ai/feedback`: who, when,
 * which feature, which answer, the rating), where administrators read it
 * under Tools → AI feedback; clicking the stored rating again does nothing,
 * clicking the other changes it, and Remove rating takes it back. A rating
 * also calls `onRate` and fires the `cairn.ai.feedback` action hook with the
 * event.
 *
 * @param props Component props.
 * @return The control, or null when the feature is off.
 */
export default function AiFeedback( props: AiFeedbackProps ) {
	const { onRate, className } = props;
	const item: AiFeedbackItem =
		typeof props.item === 'string' ? { id: props.item } : props.item;
	const isEnabled = useSelect(
		( select ) => select( store ).isFeatureEnabled( AI_FEEDBACK_FEATURE ),
		[]
	);
	const [ rating, setRating ] = useState< AiRating | null >( () =>
		getStoredRating( item.id )
	);
	useEffect( () => {
		setRating( getStoredRating( item.id ) );
	}, [ item.id ] );

	if ( ! isEnabled ) {
		return null;
	}

	const type = props.type ?? item.type ?? 'ai-assistant';

	const rate = ( next: AiRating ) => {
		if ( next === rating ) {
			return;
		}
		const previous = rating;
		setRating( next );
		storeRating( item.id, next );
		const event: AiFeedbackEvent = {
			type,
			rating: next,
			media_library_id:
				props.mediaLibraryId ?? item.mediaLibraryId ?? null,
			prompt: props.prompt ?? item.prompt ?? '',
			revised_prompt: props.revisedPrompt ?? item.revisedPrompt ?? '',
			block: props.block ?? item.block ?? null,
		};
		onRate?.( event );
		doAction( AI_FEEDBACK_HOOK, event );
		apiFetch( {
			path: ROUTES.aiFeedback,
			method: 'POST',
			data: {
				...event,
				feature: type,
				item: item.id,
				answer: props.answer ?? item.answer ?? '',
			},
		} ).catch( () => {
			// Not stored: the buttons show what the site holds.
			setRating( previous );
			if ( previous ) {
				storeRating( item.id, previous );
			} else {
				forgetRating( item.id );
			}
		} );
	};

	const remove = () => {
		const previous = rating;
		setRating( null );
		forgetRating( item.id );
		apiFetch( {
			path: `${ ROUTES.aiFeedback }?item=${ encodeURIComponent(
				item.id
			) }`,
			method: 'DELETE',
		} ).catch( () => {
			setRating( previous );
			if ( previous ) {
				storeRating( item.id, previous );
			}
		} );
	};

	return (
		<div
			className={ [ 'cairn-ai-feedback', className ]
				.filter( Boolean )
				.join( ' ' ) }
			role="group"
			aria-label={ __( 'Rate this response', 'cairn' ) }
		>
			<Button
				icon={ thumbsUp }
				label={ __( 'Thumbs up', 'cairn' ) }
				isPressed={ rating === 'thumbs-up' }
				onClick={ () => rate( 'thumbs-up' ) }
				size="small"
			/>
			<Button
				icon={ thumbsDown }
				label={ __( 'Thumbs down', 'cairn' ) }
				isPressed={ rating === 'thumbs-down' }
				onClick={ () => rate( 'thumbs-down' ) }
				size="small"
			/>
			{ rating && (
				<Button variant="link" size="small" onClick={ remove }>
					{ __( 'Remove rating', 'cairn' ) }
				</Button>
			) }
		</div>
	);
}
