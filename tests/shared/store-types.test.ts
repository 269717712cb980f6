/**
 * Every Cairn data store is reached through its descriptor, and the
 * descriptor carries its selectors' and actions' types: `select( store )`,
 * `dispatch( store )`, `useSelect` and `useDispatch` need no cast. This file
 * fails to type-check (`npm run typecheck`) when a store's own selector or
 * action takes or returns `any`, and the test fails when a store is created
 * that this file does not check.
 */

/**
 * External dependencies
 */
import fs from 'fs';
import path from 'path';

/**
 * WordPress dependencies
 */
import type {
	ActionCreatorsOf,
	ConfigOf,
	CurriedSelectorsOf,
	ReduxStoreConfig,
	StoreDescriptor,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as aiUsageStore } from '../../shared/ai/store';
import { store as membershipStore } from '../../shared/stores/membership-products';
import { store as modulesStore } from '../../shared/stores/modules';
import { store as logoStore } from '../../extensions/logo-generator/store';
import { ROOT } from './shared-users';

/** Whether a type is `any`. */
type IsAny< T > = 0 extends 1 & T ? true : false;

/** Whether a function takes or returns `any` (or is `any` itself). */
type IsLoose< F > =
	IsAny< F > extends true
		? true
		: F extends ( ...args: infer Args ) => infer Result
			? IsAny< Awaited< Result > > extends true
				? true
				: IsAny< Args[ number ] >
			: false;

/** The names among `Keys` of the members of `O` that are loose. */
type LooseNames< O, Keys > = {
	[ K in keyof O ]: K extends Keys
		? IsLoose< O[ K ] > extends true
			? K
			: never
		: never;
}[ keyof O ];

/** The names of a store's own selectors and actions that are loose. */
type Untyped< S extends StoreDescriptor > =
	ConfigOf< S > extends ReduxStoreConfig<
		unknown,
		infer Actions,
		infer Selectors
	>
		? | LooseNames< CurriedSelectorsOf< S >, keyof Selectors >
			| LooseNames< ActionCreatorsOf< S >, keyof Actions >
		: 'the store has no config';

/**
 * A store whose own selectors and actions are all typed; a store with an
 * untyped one is refused (its type becomes `never`), so the call does not
 * compile.
 *
 * @param store The store.
 * @return The store's name.
 */
function typedStore< S extends StoreDescriptor >(
	store: S & ( [ Untyped< S > ] extends [ never ] ? unknown : never )
): string {
	return store.name;
}

/** Each file that creates a store, with the store. */
const CHECKED: Record< string, string > = {
	'shared/ai/store/index.ts': typedStore( aiUsageStore ),
	'shared/stores/membership-products/index.ts': typedStore( membershipStore ),
	'shared/stores/modules/index.ts': typedStore( modulesStore ),
	'extensions/logo-generator/store/index.ts': typedStore( logoStore ),
};

/**
 * The source files (outside tests) that call createReduxStore.
 *
 * @param folder A folder, relative to the repository.
 * @return The files, relative to the repository.
 */
function storeFiles( folder: string ): string[] {
	return fs
		.readdirSync( path.join( ROOT, folder ), { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const file = `${ folder }/${ entry.name }`;
			if ( entry.isDirectory() ) {
				return entry.name === 'test' ? [] : storeFiles( file );
			}
			return /\.tsx?$/.test( entry.name ) &&
				fs
					.readFileSync( path.join( ROOT, file ), 'utf8' )
					.includes( 'createReduxStore(' )
				? [ file ]
				: [];
		} );
}

describe( "Cairn's data stores", () => {
	it( 'are each checked for types here', () => {
		const files = [
			'src',
			'shared',
			'extensions',
			'settings',
			'convert-screen',
		].flatMap( storeFiles );
		expect( files.sort() ).toEqual( Object.keys( CHECKED ).sort() );
	} );

	it( 'are named cairn/…', () => {
		Object.values( CHECKED ).forEach( ( name ) =>
			expect( name ).toMatch( /^cairn\/[a-z-]+$/ )
		);
	} );
} );
