/**
 * How the local Stripe server checks one parameter (see params.mjs): a
 * scalar kind, a choice, a metadata hash, a nested hash with its own rules,
 * or a list of one rule.
 */
export type Rule =
	| 'string'
	| 'url'
	| 'integer'
	| 'boolean'
	| 'metadata'
	| { oneOf: readonly string[] }
	| { hash: { [ name: string ]: Rule }; required?: string[] }
	| { list: Rule };

/**
 * The rules of an endpoint whose parameters are `T`: only `T`'s own
 * parameters may be named, so a rule cannot invent one Stripe does not take.
 */
export type Rules< T > = { [ K in keyof T ]?: Rule };
