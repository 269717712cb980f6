/**
 * What decides whether the site-logo block offers the generator: the AI
 * assistant block exists, the logo feature's flags are on (logo-generator
 * and chrome-ai), and the AI block is not hidden in the editor's block manager. Applying a logo changes
 * the site's settings, so only those who manage them see it.
 */
export interface LogoAiConditions {
	/** Whether the AI assistant block is registered. */
	assistantRegistered: boolean;
	/** Whether the logo-generator feature (and AI) is on. */
	featureEnabled: boolean;
	/** Whether the `chrome-ai` flag is on. */
	chromeAiEnabled: boolean;
	/** The blocks hidden in the block manager. */
	hiddenBlockTypes: readonly string[];
	/** The block name of the AI assistant. */
	assistantName: string;
	/** Whether the user can manage the site's options. */
	canManageOptions: boolean;
}

/**
 * Whether the site-logo block offers the logo generator.
 *
 * @param conditions What decides it.
 * @return Whether it does.
 */
export function isLogoAiAvailable( conditions: LogoAiConditions ): boolean {
	return (
		conditions.assistantRegistered &&
		conditions.featureEnabled &&
		conditions.chromeAiEnabled &&
		conditions.canManageOptions &&
		! conditions.hiddenBlockTypes.includes( conditions.assistantName )
	);
}
