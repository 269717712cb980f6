// @wordpress/block-library ships no type declarations; the fixture runner
// only calls this one function.
declare module '@wordpress/block-library' {
	export function registerCoreBlocks(): void;
}
