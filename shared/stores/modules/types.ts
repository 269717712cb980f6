/**
 * One module as `GET /cairn/v1/module/all` describes it.
 */
export interface Module {
	/** The module slug. */
	module: string;
	/** Its display name. */
	name: string;
	/** What it does. */
	description: string;
	/** Whether it is switched on. */
	activated: boolean;
}

/**
 * The `GET /cairn/v1/module/all` response: modules keyed by slug.
 */
export type ModulesMap = Record< string, Module >;

/**
 * The `POST /cairn/v1/module/{slug}/active` response.
 */
export interface ModuleActiveResponse {
	/** 'success' when the switch took. */
	code: string;
	/** A message from the server. */
	message: string;
}

/**
 * The store's state.
 */
export interface ModulesState {
	/** The modules, keyed by slug; empty until fetched. */
	modules: ModulesMap;
	/** Slugs being switched, each true while its call runs. */
	updating: Record< string, boolean >;
	/** The last switch error per slug, cleared when a new switch starts. */
	errors: Record< string, string >;
	/** Why the module list could not be fetched, or null. */
	fetchError: string | null;
}

/**
 * Every action the reducer handles.
 */
export type ModulesAction =
	| { type: 'RECEIVE_MODULES'; modules: ModulesMap }
	| { type: 'RECEIVE_MODULES_ERROR'; message: string }
	| { type: 'TOGGLE_MODULE_START'; slug: string; active: boolean }
	| { type: 'TOGGLE_MODULE_SUCCESS'; slug: string }
	| {
			type: 'TOGGLE_MODULE_FAILURE';
			slug: string;
			previous: Module | undefined;
			message: string;
	  };

/**
 * What a thunk of this store receives. Written out (rather than
 * `ThunkArgs< typeof store >`) to keep the store's type free of cycles.
 */
export interface ModulesThunkArgs {
	/** Dispatches an action object. */
	dispatch: ( action: ModulesAction ) => void;
	/** The store's selectors, state curried. */
	select: {
		getModules: () => ModulesMap;
	};
	/** The store's selectors, resolved first. */
	resolveSelect: {
		getModules: () => Promise< ModulesMap >;
	};
}
