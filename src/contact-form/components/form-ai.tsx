/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { cloneBlock, serialize } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';
import { Button, Notice, TextareaControl } from '@wordpress/components';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { streamAiSuggestion } from '@cairn/shared/ai/stream';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import type { AiMessage, AiStream } from '@cairn/shared/ai/types';
import { ALLOWED_BLOCKS } from '../constants';
import { parseFormAnswer } from '../form-ai';

/** The feature the server counts and checks. */
const FEATURE = 'form-ai';

/** What the panel shows. */
type Status = 'idle' | 'streaming' | 'done' | 'stopped' | 'error';

/** Props of the Form AI panel. */
export interface FormAiProps {
	/** The form block. */
	clientId: string;
	/** The post being edited. */
	postId?: number;
	/** Closes the panel. */
	onClose: () => void;
}

/**
 * Form AI (spec 000 §2, §5): the editor describes a form, the answer streams
 * in, and once complete replaces the form's blocks if every block is valid.
 * Stop, Undo (the form exactly as it was), Try again and Close. Where no
 * provider can write text, it says what to set up instead.
 *
 * @param props          Component props.
 * @param props.clientId The form block.
 * @param props.postId   The post being edited.
 * @param props.onClose  Closes the panel.
 * @return The panel.
 */
export default function FormAi( { clientId, postId, onClose }: FormAiProps ) {
	const registry = useRegistry();
	const { replaceInnerBlocks } = useDispatch( blockEditorStore );
	const [ request, setRequest ] = useState( '' );
	const [ status, setStatus ] = useState< Status >( 'idle' );
	const [ error, setError ] = useState( '' );
	const [ received, setReceived ] = useState( 0 );
	const stream = useRef< AiStream | null >( null );
	const original = useRef< BlockInstance[] | null >( null );
	const setup = useServiceSetup( 'ai-text' );

	useEffect( () => () => stream.current?.close(), [] );

	if ( ! setup.ready ) {
		// No provider can write text: no request to type, only what to set up.
		return (
			<div
				className="wp-block-cairn-contact-form__ai"
				role="group"
				aria-label={ __( 'Form AI', 'cairn' ) }
			>
				<ConnectBanner
					service="ai-text"
					feature={ __( 'Form AI', 'cairn' ) }
				/>
				<div className="wp-block-cairn-contact-form__ai-actions">
					<Button variant="tertiary" onClick={ onClose }>
						{ __( 'Close', 'cairn' ) }
					</Button>
				</div>
			</div>
		);
	}

	const currentBlocks = () =>
		registry.select( blockEditorStore ).getBlocks( clientId );

	const generate = () => {
		stream.current?.close();
		if ( original.current === null ) {
			original.current = currentBlocks().map( ( block ) =>
				cloneBlock( block )
			);
		}
		const message: AiMessage = {
			role: 'cairn-ai',
			content: request,
			context: {
				type: 'formCustomPrompt',
				request,
				is_follow_up: false,
				// The form as it is, so that a request can change it rather than start over.
				content: serialize( original.current ),
				supports: ALLOWED_BLOCKS,
			},
		};
		setStatus( 'streaming' );
		setError( '' );
		setReceived( 0 );
		stream.current = streamAiSuggestion( [ message ], {
			postId,
			feature: FEATURE,
			onSuggestion: ( text ) => setReceived( text.length ),
			onDone: ( text ) => {
				stream.current = null;
				const answer = parseFormAnswer( text );
				if ( ! answer.ok ) {
					setStatus( 'error' );
					setError(
						__(
							'The answer could not be turned into form blocks. Your form is unchanged; try again or reword your request.',
							'cairn'
						)
					);
					return;
				}
				replaceInnerBlocks( clientId, answer.blocks, false );
				setStatus( 'done' );
			},
			onError: ( aiError ) => {
				stream.current = null;
				setStatus( 'error' );
				setError( aiError.message );
			},
		} );
	};

	const undo = () => {
		if ( original.current ) {
			replaceInnerBlocks( clientId, original.current, false );
		}
		original.current = null;
		setStatus( 'idle' );
	};

	return (
		<div
			className="wp-block-cairn-contact-form__ai"
			role="group"
			aria-label={ __( 'Form AI', 'cairn' ) }
		>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Describe the form you want', 'cairn' ) }
				placeholder={ __(
					'For example: a booking request with date, number of guests and a message',
					'cairn'
				) }
				value={ request }
				onChange={ setRequest }
				disabled={ status === 'streaming' }
			/>
			<p
				className="wp-block-cairn-contact-form__ai-status"
				aria-live="polite"
			>
				{ status === 'streaming' &&
					( received
						? __( 'Writing the form…', 'cairn' )
						: __( 'Asking AI…', 'cairn' ) ) }
				{ status === 'done' &&
					__( 'Done: the form was replaced.', 'cairn' ) }
				{ status === 'stopped' &&
					__( 'Stopped. Your form is unchanged.', 'cairn' ) }
			</p>
			{ status === 'error' && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<div className="wp-block-cairn-contact-form__ai-actions">
				{ status === 'streaming' ? (
					<Button
						variant="secondary"
						onClick={ () => {
							stream.current?.close();
							stream.current = null;
							setStatus( 'stopped' );
						} }
					>
						{ __( 'Stop', 'cairn' ) }
					</Button>
				) : (
					<Button
						variant="primary"
						disabled={ ! request.trim() }
						accessibleWhenDisabled
						onClick={ generate }
					>
						{ status === 'idle'
							? __( 'Generate', 'cairn' )
							: __( 'Try again', 'cairn' ) }
					</Button>
				) }
				{ status === 'done' && (
					<Button variant="tertiary" onClick={ undo }>
						{ __( 'Undo', 'cairn' ) }
					</Button>
				) }
				{ status !== 'streaming' && (
					<Button variant="tertiary" onClick={ onClose }>
						{ __( 'Close', 'cairn' ) }
					</Button>
				) }
			</div>
		</div>
	);
}
