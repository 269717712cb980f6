/**
 * WordPress dependencies
 */
import { Button, Flex } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Props of the error view.
 */
export interface ErrorViewProps {
	/** Closes the generator. */
	onCancel: () => void;
	/** Loads the plan data again; without it, the user must reload. */
	onRetry?: () => void;
}

/**
 * The view shown when the AI plan data could not be loaded, with a retry.
 *
 * @param props The props.
 * @return The view.
 */
export default function ErrorView( props: ErrorViewProps ) {
	const { onCancel, onRetry } = props;
	return (
		<div className="cairn-logo-generator__error" role="alert">
			<p>
				{ onRetry
					? __(
							'We are sorry. There was an error loading your AI plan data. Please, try again.',
							'cairn'
						)
					: __(
							'We are sorry. There was an error loading your AI plan data. Please, reload the page and try again.',
							'cairn'
						) }
			</p>
			<Flex justify="flex-end">
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'cairn' ) }
				</Button>
				{ onRetry && (
					<Button variant="primary" onClick={ onRetry }>
						{ __( 'Try again', 'cairn' ) }
					</Button>
				) }
			</Flex>
		</div>
	);
}
