/**
 * Internal dependencies
 */
import { isReady } from '@cairn/shared/site/readiness';
import type { EnhanceToggles } from './types';

/**
 * What Enhance may do on this site, whatever the user switched on: nothing
 * where no provider can write text, no alt text where none reads images, so
 * that no request is sent that is bound to fail. Apart from the toggles'
 * storage, which the editor's first script holds, so that it loads only with
 * the panel or at a first publish.
 *
 * @param toggles The user's toggles.
 * @return The toggles the site can serve.
 */
export function usableToggles( toggles: EnhanceToggles ): EnhanceToggles {
	const text = isReady( 'ai-text' );
	return {
		title: toggles.title && text,
		description: toggles.description && text,
		altText: toggles.altText && text && isReady( 'ai-vision' ),
		onPublish: toggles.onPublish && text,
	};
}
