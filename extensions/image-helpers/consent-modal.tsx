/**
 * WordPress dependencies
 */
import { Button, Flex, Modal } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Props of the consent question.
 */
export interface ConsentModalProps {
	/** Who would receive the images (the provider's host). */
	recipient: string;
	/** The administrator allows it. */
	onAllow: () => void;
	/** The administrator refuses. */
	onRefuse: () => void;
	/** Closed without deciding: asked again next time. */
	onClose: () => void;
}

/**
 * Asks an administrator, once for the site, whether images may leave it for
 * the AI provider, naming where they would go.
 *
 * @param props Component props.
 * @return The modal.
 */
export default function ConsentModal( props: ConsentModalProps ) {
	const { recipient, onAllow, onRefuse, onClose } = props;
	return (
		<Modal
			title={ __( 'Send images to the AI provider?', 'cairn' ) }
			onRequestClose={ onClose }
			size="medium"
		>
			<p>
				{ sprintf(
					/* translators: %s: who would receive the images, such as api.openai.com. */
					__(
						'To write alt text and captions, Cairn sends each image to %s, the AI provider set in Settings → Cairn. This choice applies to the whole site; you can change it there later.',
						'cairn'
					),
					recipient
				) }
			</p>
			<Flex justify="flex-end">
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					onClick={ onRefuse }
				>
					{ __( 'Don’t allow', 'cairn' ) }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="primary"
					onClick={ onAllow }
				>
					{ __( 'Allow', 'cairn' ) }
				</Button>
			</Flex>
		</Modal>
	);
}
