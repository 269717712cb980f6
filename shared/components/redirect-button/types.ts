/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Props of the redirect button.
 */
export interface RedirectButtonProps {
	/** Where it leads; nothing is drawn without one. */
	url: string;
	/** Its text while it waits to be clicked. */
	children: ReactNode;
	/** The button variant. @default 'primary' */
	variant?: 'primary' | 'secondary' | 'link';
	/** Extra class on the button. @default undefined */
	className?: string;
}
