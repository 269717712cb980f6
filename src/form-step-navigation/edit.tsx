/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The step navigation in the editor: its two buttons, inert.
 *
 * @return The editor view.
 */
export default function FormStepNavigationEdit() {
	return (
		<div { ...useBlockProps() }>
			<Button variant="secondary" disabled accessibleWhenDisabled>
				{ __( 'Back', 'cairn' ) }
			</Button>
			<Button variant="primary" disabled accessibleWhenDisabled>
				{ __( 'Next', 'cairn' ) }
			</Button>
		</div>
	);
}
