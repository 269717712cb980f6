/**
 * WordPress dependencies
 */
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { WARNING_META } from './constants';

interface UserMeta {
	id?: number;
	meta?: Record< string, unknown >;
}

/** Whether the first-time explanation is open, and how it closes. */
export interface FirstTimeModalState {
	/** Whether it is shown. */
	isOpen: boolean;
	/** Closes it for this editing session. */
	close: () => void;
	/** Closes it for good: remembered in the user's meta. */
	acknowledge: () => void;
}

/**
 * The first-time explanation of donations with Stripe follows the user's
 * inserting the block, never the opening of a post that holds one, and
 * stays closed once they acknowledged it.
 *
 * @param justInserted Whether the user has just inserted the block.
 * @return The explanation's state.
 */
export function useFirstTimeModal(
	justInserted: boolean
): FirstTimeModalState {
	const user = useSelect(
		( select ) =>
			select( coreStore ).getCurrentUser() as UserMeta | undefined,
		[]
	);
	const { saveUser } = useDispatch( coreStore ) as unknown as {
		saveUser: ( user: UserMeta ) => Promise< unknown >;
	};
	const [ dismissed, setDismissed ] = useState( false );
	return {
		isOpen:
			justInserted &&
			! dismissed &&
			user?.id !== undefined &&
			user.meta !== undefined &&
			! user.meta[ WARNING_META ],
		close: () => setDismissed( true ),
		acknowledge: () => {
			setDismissed( true );
			if ( user?.id !== undefined ) {
				saveUser( {
					id: user.id,
					meta: { [ WARNING_META ]: true },
				} ).catch( () => undefined );
			}
		},
	};
}
