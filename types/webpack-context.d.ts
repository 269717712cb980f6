// webpack's require.context, with which src/index.ts finds every block
// folder at build time.
interface WebpackRequireContext {
	keys: () => string[];
	( id: string ): unknown;
}

declare namespace NodeJS {
	interface Require {
		context: (
			directory: string,
			useSubdirectories: boolean,
			regExp: RegExp
		) => WebpackRequireContext;
	}
}
