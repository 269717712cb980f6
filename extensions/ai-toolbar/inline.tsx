/**
 * The AI toolbar's inline input (its own chunk): shown under the block while
 * an action runs and after it, with a field for the user's own instruction,
 * Stop, Undo, Try again and Close.
 */

/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Notice, Popover, TextControl } from '@wordpress/components';
import { useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import AiErrorNotice from '@cairn/shared/ai/components/ai-error-notice';
import AiUpgradePrompt from '@cairn/shared/ai/components/ai-upgrade-prompt';
import { store as aiUsageStore } from '@cairn/shared/ai/store';
import { replacesBlock } from './menus';
import { startToolbarRun } from './runs';
import type { ToolbarRun } from './runs';

/** Props of the inline input. */
export interface InlineInputProps {
	/** The block. */
	clientId: string;
	/** Its run; null while only the upgrade prompt is shown. */
	run: ToolbarRun | null;
	/** Whether the budget is spent: the upgrade prompt instead of a request. */
	requireUpgrade: boolean;
	/** Closes the input (a running rewrite goes on in the background). */
	onClose: () => void;
}

/**
 * The block's element, in the editor's canvas iframe or in the page.
 *
 * @param clientId The block.
 * @return The element, or null.
 */
export function findBlockElement( clientId: string ): HTMLElement | null {
	const id = `block-${ clientId }`;
	const frame = document.querySelector< HTMLIFrameElement >(
		'iframe[name="editor-canvas"]'
	);
	return (
		frame?.contentDocument?.getElementById( id ) ??
		document.getElementById( id )
	);
}

/**
 * The inline input of one block's run.
 *
 * @param props                The props.
 * @param props.clientId       The block.
 * @param props.run            Its run.
 * @param props.requireUpgrade Whether the budget is spent.
 * @param props.onClose        Closes the input.
 * @return The input.
 */
export default function InlineInput( {
	clientId,
	run,
	requireUpgrade,
	onClose,
}: InlineInputProps ) {
	const registry = useRegistry();
	const [ instruction, setInstruction ] = useState( '' );
	const field = useRef< HTMLInputElement >( null );
	const state = run?.view.state ?? 'idle';
	const running = state === 'streaming';
	// A typed instruction is a free prompt, the assistant's (a form's is Form AI's).
	const canInstruct = useSelect(
		( select ) =>
			run?.name === 'cairn/contact-form' ||
			select( aiUsageStore ).isFeatureEnabled( 'ai-assistant' ),
		[ run?.name ]
	);

	// Focusing the block closes the input, unless a request is running.
	const runningRef = useRef( running );
	runningRef.current = running;
	useEffect( () => {
		const element = findBlockElement( clientId );
		if ( ! element ) {
			return;
		}
		const onFocus = () => {
			if ( ! runningRef.current ) {
				onClose();
			}
		};
		element.addEventListener( 'focusin', onFocus );
		return () => element.removeEventListener( 'focusin', onFocus );
	}, [ clientId, onClose ] );

	// Waiting for an instruction: the field takes the focus.
	useEffect( () => {
		if ( state === 'idle' ) {
			field.current?.focus();
		}
	}, [ state ] );

	const anchor = findBlockElement( clientId );
	const transform = replacesBlock( run?.action.promptType );

	const send = ( event?: FormEvent ) => {
		event?.preventDefault();
		const request = instruction.trim();
		if ( ! run || ! request || running ) {
			return;
		}
		const postId = (
			registry.select( 'core/editor' ) as
				{ getCurrentPostId?: () => number | null } | undefined
		 )?.getCurrentPostId?.();
		setInstruction( '' );
		startToolbarRun(
			registry,
			clientId,
			run.name,
			{
				kind: 'prompt',
				promptType: 'userPrompt',
				request,
			},
			postId ?? undefined
		);
	};

	return (
		<Popover
			anchor={ anchor ?? undefined }
			placement="bottom-start"
			focusOnMount={ false }
			className="cairn-ai-toolbar__inline"
			variant="toolbar"
		>
			<div
				className="cairn-ai-toolbar__input"
				role="group"
				aria-label={ __( 'AI Assistant', 'cairn' ) }
			>
				{ requireUpgrade || ! run ? (
					<>
						<AiUpgradePrompt />
						<Button variant="tertiary" onClick={ onClose }>
							{ __( 'Close', 'cairn' ) }
						</Button>
					</>
				) : (
					<>
						<p
							className="cairn-ai-toolbar__status"
							aria-live="polite"
						>
							{ running && __( 'Writing…', 'cairn' ) }
							{ state === 'done' &&
								! transform &&
								__( 'Done.', 'cairn' ) }
							{ state === 'stopped' && __( 'Stopped.', 'cairn' ) }
						</p>
						{ transform && run.view.answer && (
							<pre className="cairn-ai-toolbar__preview">
								{ run.view.answer }
							</pre>
						) }
						{ state === 'conflict' && (
							<Notice status="warning" isDismissible={ false }>
								{ __(
									'The block changed while the answer arrived. Your edit is kept; the answer is below.',
									'cairn'
								) }
								<pre className="cairn-ai-toolbar__preview">
									{ run.view.answer }
								</pre>
							</Notice>
						) }
						{ state === 'error' && run.view.error && (
							<AiErrorNotice
								error={ run.view.error }
								onRetry={ () => run.run.retry() }
							/>
						) }
						{ canInstruct && (
							<form
								className="cairn-ai-toolbar__instruction"
								onSubmit={ send }
							>
								<TextControl
									ref={ field }
									__next40pxDefaultSize
									__nextHasNoMarginBottom
									label={ __(
										'Ask AI to change it',
										'cairn'
									) }
									hideLabelFromVision
									placeholder={ __(
										'Tell the AI what to change…',
										'cairn'
									) }
									value={ instruction }
									disabled={ running }
									onChange={ setInstruction }
								/>
								<Button
									type="submit"
									variant="primary"
									disabled={ running || ! instruction.trim() }
									accessibleWhenDisabled
								>
									{ __( 'Send', 'cairn' ) }
								</Button>
							</form>
						) }
						<div className="cairn-ai-toolbar__actions">
							{ running && (
								<Button
									variant="secondary"
									onClick={ () => run.run.stop() }
								>
									{ __( 'Stop', 'cairn' ) }
								</Button>
							) }
							{ ( state === 'conflict' ||
								( transform && state === 'done' ) ) && (
								<Button
									variant="primary"
									onClick={ () => {
										run.run.useAnswer();
										if ( transform ) {
											onClose();
										}
									} }
								>
									{ transform
										? __( 'Insert', 'cairn' )
										: __( 'Use answer', 'cairn' ) }
								</Button>
							) }
							{ ( state === 'done' || state === 'stopped' ) &&
								! transform && (
									<Button
										variant="tertiary"
										onClick={ () => {
											run.run.undo();
											onClose();
										} }
									>
										{ __( 'Undo', 'cairn' ) }
									</Button>
								) }
							{ ( state === 'done' ||
								state === 'stopped' ||
								state === 'conflict' ) && (
								<Button
									variant="tertiary"
									onClick={ () => run.run.retry() }
								>
									{ __( 'Try again', 'cairn' ) }
								</Button>
							) }
							<Button variant="tertiary" onClick={ onClose }>
								{ __( 'Close', 'cairn' ) }
							</Button>
						</div>
					</>
				) }
			</div>
		</Popover>
	);
}
