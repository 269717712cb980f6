/**
 * External dependencies
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { RegistryProvider } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { aiUsageRegistry, serverFeature } from '../../store/test/helpers';

export { serverFeature };

/**
 * Renders a surface with a fresh AI usage store whose status the server
 * (a mocked api-fetch) answers with.
 *
 * @param ui       The element.
 * @param registry The registry. @default a fresh one
 * @return The render result and the registry.
 */
export function renderWithStore(
	ui: ReactElement,
	registry = aiUsageRegistry()
) {
	return {
		registry,
		...render(
			<RegistryProvider value={ registry }>{ ui }</RegistryProvider>
		),
	};
}
