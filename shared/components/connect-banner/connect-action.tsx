/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { useServiceSetup } from '../../site/use-service-setup';
import type { ReadinessName, ServiceName } from '../../site/types';
import RedirectButton from '../redirect-button';

/**
 * Props of the connect action.
 */
export interface ConnectActionProps {
	/** The service the block needs. */
	service: ServiceName | ReadinessName;
	/** Where an administrator sets it up; '' when the user may not. */
	url: string;
	/** The button's text, as the block words it. */
	children: ReactNode;
}

/**
 * The action under a block's "not connected" placeholder: for an
 * administrator, what to fill in and a button to the settings (the post is
 * autosaved first); for other users, whom to ask — never a button that
 * leads nowhere.
 *
 * @param props Component props.
 * @return The action.
 */
export default function ConnectAction( props: ConnectActionProps ) {
	const { service, url, children } = props;
	const setup = useServiceSetup( service );
	if ( ! setup.settingsUrl || ! url ) {
		return <p className="cairn-connect-action__hint">{ setup.hint }</p>;
	}
	return (
		<>
			{ setup.message && (
				<p className="cairn-connect-action__message">
					{ setup.message }
				</p>
			) }
			<RedirectButton url={ url }>{ children }</RedirectButton>
		</>
	);
}
