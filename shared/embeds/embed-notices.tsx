/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import ConvertToLink from './convert-to-link';
import { unreachableMessage } from './resolve-link';
import type { EmbedForm } from './use-embed-form';

/** The words when what was entered cannot be embedded, unless a block has its own. */
export const EMBED_ERROR = __(
	'Sorry, this content could not be embedded.',
	'cairn'
);

/** How a block words its notices. */
export interface EmbedNoticesProps {
	/** The form's state. */
	form: Pick< EmbedForm, 'failed' | 'unreachable' >;
	/** The error, in the block's words. @default EMBED_ERROR */
	errorMessage?: string;
	/** A bold first line of the error. @default undefined: none */
	errorTitle?: string;
	/** The service's name, for the warning when the site cannot reach it. @default undefined: no short links */
	service?: string;
	/** The block's client id, to offer 'Convert block to link'. @default undefined: not offered */
	clientId?: string;
}

/**
 * What an embed form says: a warning when the site could not reach the
 * service (what was entered is not called wrong), or the error, with
 * 'Convert block to link' where the block offers it.
 *
 * @param props              Component props.
 * @param props.form         The form's state.
 * @param props.errorMessage The error, in the block's words.
 * @param props.errorTitle   A bold first line of the error.
 * @param props.service      The service's name, for the warning.
 * @param props.clientId     The block's client id, to offer the link.
 * @return The notices.
 */
export default function EmbedNotices( {
	form,
	errorMessage = EMBED_ERROR,
	errorTitle,
	service,
	clientId,
}: EmbedNoticesProps ) {
	return (
		<>
			{ form.unreachable && service && (
				<Notice status="warning" isDismissible={ false }>
					{ unreachableMessage( service ) }
				</Notice>
			) }
			{ form.failed !== null && (
				<Notice
					status="error"
					isDismissible={ false }
					// Said in words alone: the action is no part of what is read out.
					spokenMessage={
						errorTitle
							? `${ errorTitle } ${ errorMessage }`
							: errorMessage
					}
				>
					{ errorTitle && (
						<>
							<strong>{ errorTitle }</strong>
							<br />
						</>
					) }
					{ errorMessage }
					{ clientId && (
						<>
							{ ' ' }
							<ConvertToLink
								clientId={ clientId }
								text={ form.failed }
							/>
						</>
					) }
				</Notice>
			) }
		</>
	);
}
