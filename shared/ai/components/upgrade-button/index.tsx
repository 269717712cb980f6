/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { autosaveAndRedirect } from '../../../utils/autosave-and-redirect';

/**
 * Props of the upgrade button.
 */
export interface AiUpgradeButtonProps {
	/** Where it leads; no button when empty. */
	url: string;
	/** Its text. */
	children: ReactNode;
	/** The button variant. @default 'primary' */
	variant?: 'primary' | 'secondary' | 'link';
}

/**
 * The button that leads administrators to the budget settings: it shows
 * 'Redirecting…' while it leaves (the post is autosaved first, as in the
 * shared upgrade banner) and ignores further clicks.
 *
 * @param props Component props.
 * @return The button, or null without a URL.
 */
export default function AiUpgradeButton( props: AiUpgradeButtonProps ) {
	const { url, children, variant = 'primary' } = props;
	const registry = useRegistry();
	const [ isRedirecting, setIsRedirecting ] = useState( false );
	if ( ! url ) {
		return null;
	}
	const onClick = ( event: MouseEvent< HTMLElement > ) => {
		event.preventDefault();
		if ( isRedirecting ) {
			return;
		}
		setIsRedirecting( true );
		autosaveAndRedirect( registry, url );
	};
	return (
		<Button
			variant={ variant }
			href={ isRedirecting ? undefined : url }
			onClick={ onClick }
			isBusy={ isRedirecting }
			disabled={ isRedirecting }
			accessibleWhenDisabled
			className="cairn-ai-upgrade-button"
		>
			{ isRedirecting ? __( 'Redirecting…', 'cairn' ) : children }
		</Button>
	);
}
