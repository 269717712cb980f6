/**
 * WordPress dependencies
 */
import {
	Button,
	ExternalLink,
	Flex,
	Notice,
	ProgressBar,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { RECOMMENDED_SETTINGS_URL } from '../constants';
import type { VideoUpload } from '../use-video-upload';

/**
 * Props of the upload status.
 */
export interface UploadStatusProps {
	/** The upload. */
	upload: VideoUpload;
}

/**
 * The upload's progress with Pause/Resume and Cancel, or its failure with
 * Try again and Cancel.
 *
 * @param props The props.
 * @return The status.
 */
export default function UploadStatus( props: UploadStatusProps ) {
	const { upload } = props;
	const percent = Math.floor( upload.progress * 100 );
	if ( upload.status === 'error' ) {
		return (
			<div className="wp-block-cairn-video__upload-status">
				<Notice status="error" isDismissible={ false }>
					{ upload.error }{ ' ' }
					{ upload.isFormatError && (
						<ExternalLink href={ RECOMMENDED_SETTINGS_URL }>
							{ __( 'Recommended video settings', 'cairn' ) }
						</ExternalLink>
					) }
				</Notice>
				<Flex justify="flex-start">
					{ ! upload.isFormatError && (
						<Button variant="primary" onClick={ upload.retry }>
							{ __( 'Try again', 'cairn' ) }
						</Button>
					) }
					<Button variant="secondary" onClick={ upload.cancel }>
						{ __( 'Cancel', 'cairn' ) }
					</Button>
				</Flex>
			</div>
		);
	}
	return (
		<div className="wp-block-cairn-video__upload-status">
			<p role="status" aria-live="polite">
				{ upload.status === 'paused'
					? sprintf(
							/* translators: %d: percent uploaded. */
							__( 'Paused at %d%%', 'cairn' ),
							percent
						)
					: sprintf(
							/* translators: %d: percent uploaded. */
							__( 'Uploading… %d%%', 'cairn' ),
							percent
						) }
			</p>
			<ProgressBar value={ percent } />
			<Flex justify="flex-start">
				{ upload.status === 'paused' ? (
					<Button variant="secondary" onClick={ upload.resume }>
						{ __( 'Resume', 'cairn' ) }
					</Button>
				) : (
					<Button variant="secondary" onClick={ upload.pause }>
						{ __( 'Pause', 'cairn' ) }
					</Button>
				) }
				<Button variant="tertiary" onClick={ upload.cancel }>
					{ __( 'Cancel', 'cairn' ) }
				</Button>
			</Flex>
		</div>
	);
}
