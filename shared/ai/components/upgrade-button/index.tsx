/**
 * Internal dependencies
 */
import RedirectButton from '../../../components/redirect-button';
import type { RedirectButtonProps } from '../../../components/redirect-button/types';

/**
 * Props of the upgrade button.
 */
export type AiUpgradeButtonProps = Omit< RedirectButtonProps, 'className' >;

/**
 * The button that leads administrators to the budget settings, autosaving
 * the post and showing 'Redirecting…' as the shared upgrade banner does.
 *
 * @param props Component props.
 * @return The button, or null without a URL.
 */
export default function AiUpgradeButton( props: AiUpgradeButtonProps ) {
	return <RedirectButton { ...props } className="cairn-ai-upgrade-button" />;
}
