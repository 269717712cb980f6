/**
 * The `cairn-shared` script: code that several blocks use, built once and
 * loaded as its own handle. Blocks import it as `@cairn/shared`.
 */

/**
 * Internal dependencies
 */
import { registerEditorHeaderMiddleware } from './api/editor-header-middleware';

// Every same-origin call from the editor carries the editor header (spec 002
// §7); registering here makes it happen once, when cairn-shared loads.
registerEditorHeaderMiddleware();

export * from './blocks/register-block';

// API client: route table, middleware, guards and response checks.
export * from './api/routes';
export * from './api/editor-header-middleware';
export * from './api/concurrency-guard';
export * from './api/check-response';

// What the server says about the site.
export * from './site/editor-data';
export * from './site/service-labels';
export type * from './site/types';

// Banners.
export { default as ConnectBanner } from './components/connect-banner';
export type * from './components/connect-banner/types';
export { default as UpgradeBanner } from './components/upgrade-banner';
export type * from './components/upgrade-banner/types';

// Stores.
export {
	store as modulesStore,
	STORE_NAME as MODULES_STORE_NAME,
	MODULE_ADS,
	MODULE_RELATED_POSTS,
} from './stores/modules';
export type { Module, ModulesMap } from './stores/modules';

// AI client (spec 000): token, stream, usage store and surfaces.
export * from './ai';

// Utilities.
export * from './currency';
export * from './utils/email';
export * from './utils/hex-color';
export * from './utils/media-id';
export * from './utils/redirect';
export * from './utils/autosave-and-redirect';
