/**
 * WordPress dependencies
 */
import {
	Button,
	ExternalLink,
	Notice,
	Placeholder,
	TextControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import icon from '../icon';

/** Props of the token form. */
interface TokenFormProps {
	/** Whether the user may set the token (administrators). */
	canEdit: boolean;
	/** Whether a save is running. */
	isSaving: boolean;
	/** The last failure, or ''. */
	error: string;
	/** Stores the token. */
	onSave: ( token: string ) => void;
}

/**
 * State 1: the map needs a Mapbox access token. Administrators paste one;
 * 'Set Token' is enabled only when the field is not empty.
 *
 * @param props Props.
 * @return The placeholder.
 */
export default function TokenForm( props: TokenFormProps ) {
	const { canEdit, isSaving, error, onSave } = props;
	const [ value, setValue ] = useState( '' );
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Map', 'cairn' ) }
			instructions={
				canEdit
					? __(
							'To use the map block, you need an Access Token.',
							'cairn'
						)
					: __(
							'This map needs a Mapbox access token. Ask a site administrator to set up Mapbox in Settings → Cairn.',
							'cairn'
						)
			}
		>
			{ canEdit && (
				<form
					className="wp-block-cairn-map__token-form"
					onSubmit={ ( event ) => {
						event.preventDefault();
						if ( value.trim() ) {
							onSave( value.trim() );
						}
					} }
				>
					<ExternalLink href="https://account.mapbox.com/access-tokens/">
						{ __(
							'Create an account or log in to Mapbox.',
							'cairn'
						) }
					</ExternalLink>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Mapbox access token', 'cairn' ) }
						hideLabelFromVision
						placeholder={ __( 'Paste Token Here', 'cairn' ) }
						value={ value }
						onChange={ setValue }
					/>
					<Button
						variant="primary"
						type="submit"
						__next40pxDefaultSize
						disabled={ ! value.trim() || isSaving }
						isBusy={ isSaving }
					>
						{ __( 'Set Token', 'cairn' ) }
					</Button>
				</form>
			) }
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
		</Placeholder>
	);
}
