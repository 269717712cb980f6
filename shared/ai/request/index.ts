/**
 * The one request path of every AI surface: the shared clients, the rules
 * they apply, and the hook that binds them to the editor.
 */
export * from './rules';
export * from './requests';
export { useAiRequests } from './use-ai-requests';
