/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { getServiceSetup, type ServiceSetup } from './readiness';
import type { ReadinessName, ServiceName } from './types';

/**
 * Whether what a feature needs can run, and what to tell the user when it
 * cannot: a feature checks this before it offers a control, and offers none
 * that would send a request bound to fail. The site data is printed with the
 * page, so the answer holds until the editor is loaded again.
 *
 * @param need  What the feature needs (`ai-vision`, `stripe`…).
 * @param label How to name it in the texts. @default the need's own label
 * @return The set-up texts and link.
 */
export function useServiceSetup(
	need: ServiceName | ReadinessName,
	label?: string
): ServiceSetup {
	return useMemo( () => getServiceSetup( need, label ), [ need, label ] );
}
