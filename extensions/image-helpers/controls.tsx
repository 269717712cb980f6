/**
 * WordPress dependencies
 */
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { escapeHTML } from '@wordpress/escape-html';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { useAiFeature } from '@cairn/shared/ai/use-ai-feature';
import {
	canManageOptions,
	getEditorData,
} from '@cairn/shared/site/editor-data';
import { fetchImageText, saveImageConsent } from '@cairn/shared/ai/image-text';
import { useAiRequests } from '@cairn/shared/ai/request/use-ai-requests';
import { getErrorMessage } from '@cairn/shared/api/error-message';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import ConsentModal from './consent-modal';
import type { ImageAttributes, ImageTextKind } from './types';

/**
 * Props of the controls.
 */
export interface ImageHelpersControlsProps {
	/** The image block's attributes. */
	attributes: ImageAttributes;
	/** Sets them (undoable, as any block change). */
	setAttributes: ( attributes: Partial< ImageAttributes > ) => void;
}

/**
 * The failure notice of each helper.
 *
 * @param kind   The helper.
 * @param reason Why it failed.
 * @return The notice's text.
 */
export function failureMessage( kind: ImageTextKind, reason: string ): string {
	if ( kind === 'alt' ) {
		/* translators: %s: why it failed. */
		const message = __( 'Image alt text generation failed: %s', 'cairn' );
		return sprintf( message, reason );
	}
	/* translators: %s: why it failed. */
	const message = __( 'Image caption generation failed: %s', 'cairn' );
	return sprintf( message, reason );
}

/**
 * The notice that offers an answer the user's own edit kept out.
 *
 * @param kind The helper.
 * @param text The answer.
 * @return The notice's text.
 */
function suggestionMessage( kind: ImageTextKind, text: string ): string {
	if ( kind === 'alt' ) {
		/* translators: %s: the generated alt text. */
		const message = __( 'Suggested alt text: %s', 'cairn' );
		return sprintf( message, text );
	}
	/* translators: %s: the generated caption. */
	const message = __( 'Suggested caption: %s', 'cairn' );
	return sprintf( message, text );
}

/**
 * A helper's button text.
 *
 * @param kind   The helper.
 * @param isBusy Whether it is writing.
 * @return The text.
 */
function buttonLabel( kind: ImageTextKind, isBusy: boolean ): string {
	if ( kind === 'alt' ) {
		return isBusy
			? __( 'Generating alt text…', 'cairn' )
			: __( 'Generate alt text', 'cairn' );
	}
	return isBusy
		? __( 'Generating caption…', 'cairn' )
		: __( 'Generate caption', 'cairn' );
}

/**
 * 'Generate alt text' and 'Generate caption' in the image block's toolbar,
 * each with its own busy state; hidden while an upgrade is required, and
 * disabled, naming the setting to fill in, while no provider reads images.
 *
 * @param props Component props.
 * @return The controls.
 */
export default function ImageHelpersControls(
	props: ImageHelpersControlsProps
) {
	const { attributes, setAttributes } = props;
	const { feature } = useAiFeature();
	// Counted, and its failures handled, as on every AI surface.
	const requests = useAiRequests();
	// Describing an image takes a provider that reads images.
	const setup = useServiceSetup( 'ai-vision' );
	const { createErrorNotice, createInfoNotice } = useDispatch( noticesStore );
	const [ busy, setBusy ] = useState< Record< ImageTextKind, boolean > >( {
		alt: false,
		caption: false,
	} );
	const [ consent, setConsent ] = useState( getEditorData().ai.imageConsent );
	const [ asking, setAsking ] = useState< ImageTextKind | null >( null );
	// The latest attributes, to tell whether the user changed a field while the answer came.
	const latest = useRef( attributes );
	useEffect( () => {
		latest.current = attributes;
	}, [ attributes ] );

	if ( feature.requireUpgrade ) {
		return null;
	}

	const recipient = getEditorData().ai.imageRecipient;

	const run = async ( kind: ImageTextKind ) => {
		const id = Number( attributes.id ) || 0;
		const url = typeof attributes.url === 'string' ? attributes.url : '';
		if ( ! id && ! url ) {
			createErrorNotice(
				failureMessage(
					kind,
					__(
						'This image has no address or media library item to describe. Upload it or choose it from the media library first.',
						'cairn'
					)
				),
				{ isDismissible: true, id: `cairn-image-${ kind }-error` }
			);
			return;
		}
		const before = attributes[ kind ] ?? '';
		setBusy( ( current ) => ( { ...current, [ kind ]: true } ) );
		try {
			const text = await requests.call( () =>
				fetchImageText( kind, { id, url } )
			);
			const value = kind === 'caption' ? escapeHTML( text ) : text;
			if ( ( latest.current[ kind ] ?? '' ) !== before ) {
				// The user wrote their own while the answer came: offer it, keep theirs.
				createInfoNotice( suggestionMessage( kind, text ), {
					isDismissible: true,
					id: `cairn-image-${ kind }-suggestion`,
				} );
			} else {
				setAttributes( { [ kind ]: value } );
			}
		} catch ( error ) {
			const reason = error as { detail?: string; message?: string };
			createErrorNotice(
				failureMessage(
					kind,
					reason.detail || getErrorMessage( error )
				),
				{
					isDismissible: true,
					id: `cairn-image-${ kind }-error`,
				}
			);
		} finally {
			setBusy( ( current ) => ( { ...current, [ kind ]: false } ) );
		}
	};

	const onClick = ( kind: ImageTextKind ) => {
		if ( ! setup.ready ) {
			return;
		}
		if ( consent === 'allowed' ) {
			run( kind );
		} else if ( consent === '' && canManageOptions() ) {
			setAsking( kind );
		} else {
			createInfoNotice(
				consent === 'refused'
					? __(
							'An administrator chose not to send images to the AI provider, so alt text and captions are not generated on this site.',
							'cairn'
						)
					: sprintf(
							/* translators: %s: who would receive the images, such as api.openai.com. */
							__(
								'Alt text and captions wait for an administrator to allow images to be sent to %s.',
								'cairn'
							),
							recipient
						),
				{ isDismissible: true, id: 'cairn-image-consent' }
			);
		}
	};

	const decide = async ( allowed: boolean ) => {
		const kind = asking;
		setAsking( null );
		try {
			await saveImageConsent( allowed );
			setConsent( allowed ? 'allowed' : 'refused' );
			if ( allowed && kind ) {
				run( kind );
			}
		} catch ( error ) {
			createErrorNotice( getErrorMessage( error ), {
				isDismissible: true,
			} );
		}
	};

	return (
		<>
			<BlockControls group="other">
				<ToolbarGroup>
					{ ( [ 'alt', 'caption' ] as const ).map( ( kind ) => (
						<ToolbarButton
							key={ kind }
							onClick={ () => onClick( kind ) }
							isBusy={ busy[ kind ] }
							disabled={ busy[ kind ] || ! setup.ready }
							aria-busy={ busy[ kind ] }
							accessibleWhenDisabled
							// Not set up: the button stays, disabled, and says
							// which setting to fill in (or whom to ask).
							{ ...( ! setup.ready && {
								label: buttonLabel( kind, false ),
								description: setup.description,
								showTooltip: true,
							} ) }
						>
							{ buttonLabel( kind, busy[ kind ] ) }
						</ToolbarButton>
					) ) }
				</ToolbarGroup>
			</BlockControls>
			{ asking && (
				<ConsentModal
					recipient={ recipient }
					onAllow={ () => decide( true ) }
					onRefuse={ () => decide( false ) }
					onClose={ () => setAsking( null ) }
				/>
			) }
		</>
	);
}
