/**
 * External dependencies
 */
import {
	AiDisclaimer,
	AiFeedback,
	AiUpgradeNudge,
	AiUpgradePrompt,
	AiUsagePanel,
	aiUsageStore,
	getSettingsUrl,
} from '@cairn/shared';
import type { AiError, AiMessage } from '@cairn/shared';
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	PlainText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	Notice,
	PanelBody,
	Spinner,
	VisuallyHidden,
} from '@wordpress/components';
import { usePrevious } from '@wordpress/compose';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	DEFAULT_TONE,
	FEEDBACK_FEATURE,
	FOCUS_DELAY_MS,
	SETTINGS_SECTION,
	STATE_DONE,
	STATE_ERROR,
	STATE_INIT,
	STATE_REQUESTING,
	getLanguageLabels,
	getToneLabels,
} from './constants';
import {
	cleanTitle,
	extractTitle,
	htmlToText,
	isTitleMode,
	toBlocks,
} from './content';
import { appendAnswer, buildRequestMessages } from './history';
import { getLanguageOptions, getSiteLanguage } from './language';
import ContentPreview from './preview';
import { isBusy } from './request-state';
import AiAssistantToolbar from './toolbar';
import type {
	AiAssistantEditProps,
	AiRequest,
	PromptTemplate,
	Tone,
} from './types';
import useAiRequest from './use-ai-request';
import './editor.scss';

/** The parts of the post editor's store the block reads (absent outside posts). */
interface PostEditorSelectors {
	getCurrentPostId?: () => number | string | null;
	getEditedPostAttribute?: ( attribute: string ) => unknown;
}

/** The post editor's action the block uses. */
interface PostEditorActions {
	editPost?: ( edits: Record< string, unknown > ) => void;
}

/** The post editor's store name: a string, so the block works where it is not loaded. */
const POST_EDITOR = 'core/editor';

/**
 * The AI Assistant block in the editor: a prompt, the answer as it streams
 * in, and the actions of spec 000 §2–§4. Nothing is saved in the post until
 * Accept turns the answer into real blocks.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.clientId      The block's id in the editor.
 * @param props.isSelected    Whether the block is selected.
 * @return The editor element.
 */
export default function AiAssistantEdit( {
	attributes,
	setAttributes,
	clientId,
	isSelected,
}: AiAssistantEditProps ) {
	const {
		content = '',
		originalContent = '',
		userPrompt,
		promptType,
		messages,
		originalMessages,
		requestingState,
	} = attributes;
	const registry = useRegistry();
	const siteLanguage = useMemo( () => getSiteLanguage(), [] );
	const languages = useMemo(
		() => getLanguageOptions( siteLanguage ),
		[ siteLanguage ]
	);
	const [ tone, setTone ] = useState< Tone >( DEFAULT_TONE );
	const [ language, setLanguage ] = useState( siteLanguage );
	const [ isOpen, setIsOpen ] = useState( true );
	const lastRequest = useRef< AiRequest | null >( null );
	const sent = useRef< AiMessage[] >( [] );
	// PlainText's published types do not take a textarea ref; its box is found
	// inside this wrapper instead.
	const prompt = useRef< HTMLDivElement >( null );
	const acceptButton = useRef< HTMLButtonElement >( null );
	const stopButton = useRef< HTMLButtonElement >( null );
	const focusTimer = useRef< ReturnType< typeof setTimeout > >();

	const { postId, hasPostEditor } = useSelect( ( select ) => {
		const editor = select( POST_EDITOR ) as PostEditorSelectors | undefined;
		const id = editor?.getCurrentPostId?.();
		return {
			postId: id ? Number( id ) : undefined,
			hasPostEditor: Boolean( editor?.getEditedPostAttribute ),
		};
	}, [] );
	const { requireUpgrade, canRate } = useSelect( ( select ) => {
		const usage = select( aiUsageStore );
		// Selecting the status starts loading it.
		usage.getAiFeature();
		return {
			requireUpgrade: usage.getRequireUpgrade(),
			canRate: usage.isFeatureEnabled( FEEDBACK_FEATURE ),
		};
	}, [] );
	const { handleAiError, increaseRequestsCount } =
		useDispatch( aiUsageStore );
	const { replaceBlocks, removeBlock } = useDispatch( blockEditorStore );

	/**
	 * Moves focus after a response, once the buttons it brings have
	 * rendered (spec 000 §4: after 100 ms).
	 */
	const focusAfterResponse = useCallback( () => {
		clearTimeout( focusTimer.current );
		focusTimer.current = setTimeout( () => {
			(
				acceptButton.current ??
				prompt.current?.querySelector( 'textarea' )
			)?.focus();
		}, FOCUS_DELAY_MS );
	}, [] );
	useEffect( () => () => clearTimeout( focusTimer.current ), [] );

	const saveAnswer = ( text: string ) => {
		setAttributes( {
			content: text,
			messages: appendAnswer( sent.current, text ),
			requestingState: STATE_DONE,
		} );
	};

	const { status, start, stop, reset } = useAiRequest(
		requestingState,
		postId,
		{
			onDone( text ) {
				saveAnswer( text );
				increaseRequestsCount( 1 );
				focusAfterResponse();
			},
			onError( error: AiError, partial ) {
				handleAiError( error.code );
				if ( partial ) {
					// Keep what arrived before the connection dropped.
					setAttributes( { content: partial } );
				}
				focusAfterResponse();
			},
			onStop( partial ) {
				if ( partial ) {
					saveAnswer( partial );
				}
				// The server counted the request when it began.
				increaseRequestsCount( 1 );
				focusAfterResponse();
			},
		}
	);
	const busy = isBusy( status.state );
	const error = status.state === STATE_ERROR ? status.error : null;
	const showUpgrade =
		requireUpgrade || error?.code === 'error_quota_exceeded';
	const canRequest = ! showUpgrade;

	// Keyboard users keep a control that works (Esc, Stop) while the input
	// is disabled.
	useEffect( () => {
		if ( busy ) {
			stopButton.current?.focus();
		}
	}, [ busy ] );

	// Selecting the block again opens the assistant that Close hid.
	const wasSelected = usePrevious( isSelected );
	useEffect( () => {
		if ( isSelected && ! wasSelected ) {
			setIsOpen( true );
		}
	}, [ isSelected, wasSelected ] );

	/**
	 * Sends a request on top of a given answer and history.
	 *
	 * @param request     What is asked.
	 * @param baseContent The answer it starts from (kept for Discard/Undo).
	 * @param baseHistory The conversation it follows.
	 */
	const send = (
		request: AiRequest,
		baseContent: string,
		baseHistory: AiMessage[]
	) => {
		if ( ! canRequest ) {
			return;
		}
		lastRequest.current = request;
		sent.current = buildRequestMessages( baseHistory, request );
		setAttributes( {
			originalContent: baseContent,
			originalMessages: baseHistory,
			promptType: request.type,
		} );
		start( sent.current );
	};

	const generate = () => {
		const request = userPrompt.trim();
		if ( ! request || busy ) {
			return;
		}
		send(
			{
				type: 'userPrompt',
				request,
				content: content || undefined,
				isFollowUp: Boolean( content ),
			},
			content,
			messages
		);
	};

	/**
	 * Sends the last request again from where it started (Try Again, Retry).
	 */
	const resend = () => {
		if ( lastRequest.current ) {
			send( lastRequest.current, originalContent, originalMessages );
		} else if ( promptType === 'userPrompt' || ! promptType ) {
			// After a reload only the prompt is known.
			generate();
		}
	};

	const runTemplate = ( template: PromptTemplate ) => {
		const editor = registry.select( POST_EDITOR ) as
			PostEditorSelectors | undefined;
		const source =
			template.source === 'title'
				? String( editor?.getEditedPostAttribute?.( 'title' ) ?? '' )
				: htmlToText(
						String(
							editor?.getEditedPostAttribute?.( 'content' ) ?? ''
						)
					);
		setAttributes( { userPrompt: template.label } );
		send(
			{
				type: template.type,
				request: template.label,
				content: source || undefined,
				isFollowUp: false,
			},
			content,
			messages
		);
	};

	const changeTone = ( next: Tone ) => {
		setTone( next );
		send(
			{
				type: 'changeTone',
				request: sprintf(
					/* translators: %s: a tone, e.g. "Formal". */
					__( 'Change the tone to %s', 'cairn' ),
					getToneLabels()[ next ]
				),
				content,
				tone: next,
				isFollowUp: true,
			},
			content,
			messages
		);
	};

	const changeLanguage = ( next: string ) => {
		setLanguage( next );
		const label =
			languages.find( ( option ) => option.value === next )?.label ??
			( getLanguageLabels() as Record< string, string > )[ next ] ??
			next;
		send(
			{
				type: 'changeLanguage',
				request: sprintf(
					/* translators: %s: a language, e.g. "Spanish". */
					__( 'Translate to %s', 'cairn' ),
					label
				),
				content,
				language: next,
				isFollowUp: true,
			},
			content,
			messages
		);
	};

	const getPostEditor = () => ( {
		selectors: registry.select( POST_EDITOR ) as
			PostEditorSelectors | undefined,
		actions: registry.dispatch( POST_EDITOR ) as
			PostEditorActions | undefined,
	} );

	const accept = () => {
		const { selectors, actions } = getPostEditor();
		const { title, body } = extractTitle( content );
		let text = content;
		if (
			title &&
			actions?.editPost &&
			! selectors?.getEditedPostAttribute?.( 'title' )
		) {
			actions.editPost( { title } );
			text = body;
		}
		const blocks = toBlocks( text );
		if ( blocks.length ) {
			replaceBlocks( clientId, blocks );
		} else {
			removeBlock( clientId );
		}
	};

	const acceptTitle = () => {
		getPostEditor().actions?.editPost?.( { title: cleanTitle( content ) } );
		removeBlock( clientId );
	};

	const restoreOriginal = () => {
		const state = originalContent ? STATE_DONE : STATE_INIT;
		setAttributes( {
			content: originalContent,
			messages: originalMessages,
			requestingState: state,
		} );
		reset( state );
	};

	const discard = () => {
		restoreOriginal();
		prompt.current?.querySelector( 'textarea' )?.focus();
	};

	const undo = () => {
		const wasEmpty = ! originalContent;
		restoreOriginal();
		if ( wasEmpty ) {
			removeBlock( clientId );
		} else {
			setIsOpen( false );
		}
	};

	const close = () => {
		if ( ! content ) {
			removeBlock( clientId );
		} else {
			setIsOpen( false );
		}
	};

	const onPromptKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if (
			event.key === 'Enter' &&
			! event.shiftKey &&
			! event.nativeEvent.isComposing
		) {
			event.preventDefault();
			generate();
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		if ( event.key === 'Escape' && busy ) {
			// Esc stops the request; it must not also leave the block.
			event.preventDefault();
			event.stopPropagation();
			stop();
		}
	};

	const shownText =
		busy || ( status.state === STATE_ERROR && status.text )
			? status.text
			: content;
	const hasAnswer = ! busy && content !== '';
	const titleMode =
		hasPostEditor && isTitleMode( promptType, userPrompt, content );
	const settingsUrl = getSettingsUrl( SETTINGS_SECTION );
	const blockProps = useBlockProps( {
		className: busy ? 'is-busy' : undefined,
		onKeyDown,
	} );

	return (
		<>
			<AiAssistantToolbar
				isBusy={ busy }
				hasContent={ content !== '' }
				canRequest={ canRequest }
				tone={ tone }
				language={ language }
				languages={ languages }
				onTemplate={ runTemplate }
				onTone={ changeTone }
				onLanguage={ changeLanguage }
			/>
			<InspectorControls>
				<AiUsagePanel />
				{ settingsUrl && (
					<PanelBody title={ __( 'AI Assistant', 'cairn' ) }>
						<a href={ settingsUrl }>
							{ __( 'Discover all features', 'cairn' ) }
						</a>
					</PanelBody>
				) }
			</InspectorControls>
			<div { ...blockProps }>
				{ shownText && <ContentPreview text={ shownText } /> }
				{ status.state === STATE_REQUESTING && (
					<p className="wp-block-cairn-ai-assistant__status">
						<Spinner />
						{ __( 'Generating…', 'cairn' ) }
					</p>
				) }
				<div aria-live="polite">
					<VisuallyHidden>
						{ status.state === STATE_DONE &&
							lastRequest.current !== null &&
							__( 'The answer is ready.', 'cairn' ) }
					</VisuallyHidden>
				</div>
				{ error && (
					<Notice
						className="wp-block-cairn-ai-assistant__error"
						status="info"
						isDismissible={ false }
					>
						{ error.message }
					</Notice>
				) }
				{ showUpgrade && <AiUpgradePrompt /> }
				{ hasAnswer && <AiDisclaimer /> }
				{ hasAnswer && canRate && (
					<AiFeedback
						item={ {
							id: `${ clientId }:${ messages.length }`,
							prompt: userPrompt,
							block: 'cairn/ai-assistant',
						} }
					/>
				) }
				{ ! showUpgrade && status.state === STATE_DONE && (
					<AiUpgradeNudge />
				) }
				{ isOpen ? (
					<div
						ref={ prompt }
						className="wp-block-cairn-ai-assistant__prompt"
					>
						<PlainText
							className="wp-block-cairn-ai-assistant__input"
							aria-label={ __( 'Ask Cairn AI', 'cairn' ) }
							placeholder={
								content
									? __(
											'Tell Cairn AI what to change…',
											'cairn'
										)
									: __(
											'Ask Cairn AI to write anything…',
											'cairn'
										)
							}
							value={ userPrompt }
							disabled={ busy }
							onChange={ ( next: string ) =>
								setAttributes( { userPrompt: next } )
							}
							onKeyDown={ onPromptKeyDown }
						/>
						<div className="wp-block-cairn-ai-assistant__actions">
							{ busy && (
								<Button
									ref={ stopButton }
									variant="secondary"
									onClick={ stop }
								>
									{ __( 'Stop', 'cairn' ) }
								</Button>
							) }
							{ ! busy && canRequest && (
								<Button
									variant={
										hasAnswer ? 'secondary' : 'primary'
									}
									accessibleWhenDisabled
									disabled={ ! userPrompt.trim() }
									onClick={ generate }
								>
									{ __( 'Generate', 'cairn' ) }
								</Button>
							) }
							{ error?.retry && canRequest && (
								<Button variant="primary" onClick={ resend }>
									{ __( 'Retry', 'cairn' ) }
								</Button>
							) }
							{ hasAnswer && promptType !== 'generateTitle' && (
								<Button
									ref={ acceptButton }
									variant="primary"
									onClick={ accept }
								>
									{ __( 'Accept', 'cairn' ) }
								</Button>
							) }
							{ hasAnswer && titleMode && (
								<Button
									ref={
										promptType === 'generateTitle'
											? acceptButton
											: undefined
									}
									variant={
										promptType === 'generateTitle'
											? 'primary'
											: 'secondary'
									}
									onClick={ acceptTitle }
								>
									{ __( 'Accept title', 'cairn' ) }
								</Button>
							) }
							{ hasAnswer &&
								canRequest &&
								( lastRequest.current ||
									userPrompt.trim() ) && (
									<Button
										variant="tertiary"
										onClick={ resend }
									>
										{ __( 'Try Again', 'cairn' ) }
									</Button>
								) }
							{ hasAnswer && (
								<Button variant="tertiary" onClick={ discard }>
									{ __( 'Discard', 'cairn' ) }
								</Button>
							) }
							{ hasAnswer && (
								<Button variant="tertiary" onClick={ undo }>
									{ __( 'Undo', 'cairn' ) }
								</Button>
							) }
							{ ! busy && (
								<Button variant="tertiary" onClick={ close }>
									{ __( 'Close', 'cairn' ) }
								</Button>
							) }
						</div>
					</div>
				) : (
					isSelected && (
						<Button
							variant="secondary"
							onClick={ () => setIsOpen( true ) }
						>
							{ __( 'Ask Cairn AI', 'cairn' ) }
						</Button>
					)
				) }
			</div>
		</>
	);
}
