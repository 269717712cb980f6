/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { MouseEvent } from 'react';

/**
 * Internal dependencies
 */
import { autosaveAndRedirect } from './autosave-and-redirect';
import type { RedirectButtonProps } from './types';

/**
 * A link, drawn as a button, that leaves the editor for another screen
 * (checkout, the settings page): it autosaves the post first, shows
 * 'Redirecting…' while it leaves, and ignores further clicks.
 *
 * It stays a link while it redirects: dropping `href` or passing `disabled`
 * would swap the element for a <button>, and keyboard focus would be lost.
 *
 * @param props Component props.
 * @return The button, or null without a URL.
 */
export default function RedirectButton( props: RedirectButtonProps ) {
	const { url, children, variant = 'primary', className } = props;
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
			href={ url }
			onClick={ onClick }
			isBusy={ isRedirecting }
			aria-disabled={ isRedirecting || undefined }
			className={ className }
		>
			{ isRedirecting ? __( 'Redirecting…', 'cairn' ) : children }
		</Button>
	);
}
