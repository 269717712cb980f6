/**
 * Third-party services a feature may need. "Connected" in the specs means the
 * service is configured in Settings → Cairn.
 */
export type ServiceName =
	'ai' | 'stripe' | 'mapbox' | 'giphy' | 'mailchimp' | 'instagram';

/**
 * What the server tells the editor about the site, printed before the
 * `cairn-shared` script as `window.cairnEditorData` (see
 * includes/class-editor-data.php).
 */
export interface CairnEditorData {
	/** Which services are configured. */
	services: Record< ServiceName, boolean >;
	/** Whether the current user can manage options (an administrator). */
	canManageOptions: boolean;
	/** Settings → Cairn. */
	settingsUrl: string;
	/** Where "Upgrade" leads: the budget settings, or a URL the network sets. */
	upgradeUrl: string;
	/** Module slugs and whether each is active. */
	modules: Record< string, boolean >;
}
