/** The AI feature that pays for the logo generator. */
export const FEATURE = 'logo-generator';

/** The name the accepted logo gets in the media library. */
export const LOGO_FILENAME = 'site-logo.png';

/** The block the generator extends. */
export const SITE_LOGO_BLOCK = 'core/site-logo';

/** The AI assistant block, whose presence and visibility gate the extension. */
export const AI_ASSISTANT_BLOCK = 'cairn/ai-assistant';
