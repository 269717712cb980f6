/**
 * WordPress dependencies
 */
import {
	Button,
	Notice,
	Placeholder,
	RadioControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { NEW_ACCOUNT } from '../constants';
import icon from '../icon';
import type { AccountPickerProps } from '../types';

/**
 * Links the block to an account: one already connected on the site, or a
 * new one.
 *
 * @param props             The props.
 * @param props.connections The connected accounts; undefined while they load.
 * @param props.choice      The account chosen.
 * @param props.onChoose    Chooses an account.
 * @param props.connecting  Whether the connect popup is open.
 * @param props.error       Why connecting failed.
 * @param props.onConnect   Links the chosen account, or connects a new one.
 * @return The placeholder.
 */
export default function AccountPicker( {
	connections,
	choice,
	onChoose,
	connecting,
	error,
	onConnect,
}: AccountPickerProps ) {
	let button: string = __( 'Connect to Instagram', 'cairn' );
	if ( ! connections ) {
		button = __( 'Loading your connections…', 'cairn' );
	} else if ( connecting ) {
		button = __( 'Connecting…', 'cairn' );
	}
	const hasConnections = !! connections && connections.length > 0;
	return (
		<Placeholder
			icon={ icon }
			label={ __( 'Latest Instagram Posts', 'cairn' ) }
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ hasConnections && (
				<RadioControl
					label={ __( 'Account', 'cairn' ) }
					hideLabelFromVision
					selected={ choice }
					options={ [
						...connections.map( ( { id, username } ) => ( {
							value: id,
							label: `@${ username }`,
						} ) ),
						{
							value: NEW_ACCOUNT,
							label: __( 'Add a new account', 'cairn' ),
						},
					] }
					onChange={ onChoose }
				/>
			) }
			{ choice === NEW_ACCOUNT && hasConnections && (
				<p className="wp-block-cairn-instagram-gallery__hint">
					{ __(
						'If you are currently logged in to Instagram on this device, you might need to log out of it first to connect a different account.',
						'cairn'
					) }
				</p>
			) }
			<Button
				variant="primary"
				disabled={ ! connections || connecting }
				onClick={ onConnect }
			>
				{ button }
			</Button>
		</Placeholder>
	);
}
