/**
 * shared/ holds what two or more places use (README, "shared/"): a block, an
 * extension, a screen, the editor's entry, or another shared kit. A module
 * that one place uses lives next to it, so that deleting that place deletes
 * it too.
 */

/**
 * Internal dependencies
 */
import {
	isShared,
	placeOf,
	placesUsing,
	readSharedModules,
	type SharedModule,
} from './shared-users';

let modules: Map< string, SharedModule >;

beforeAll( () => {
	modules = readSharedModules();
} );

describe( 'the places of a file', () => {
	it( 'are its block, extension or screen, or its kit folder in shared/', () => {
		expect( placeOf( 'src/map/components/static-preview.tsx' ) ).toBe(
			'src/map'
		);
		expect( placeOf( 'src/index.ts' ) ).toBe( 'src/index.ts' );
		expect( placeOf( 'extensions/post-ai/panel.tsx' ) ).toBe(
			'extensions/post-ai'
		);
		expect( placeOf( 'settings/components/module-toggle.tsx' ) ).toBe(
			'settings'
		);
		expect( placeOf( 'shared/ai/store/actions.ts' ) ).toBe(
			'shared/ai/store'
		);
	} );

	it( 'are read from the imports of the source folders', () => {
		// A file the whole editor uses, imported as `@cairn/shared/…` and
		// relatively: the reader must see both ways.
		const places = placesUsing( modules, 'shared/api/routes.ts' );
		expect( places ).toContain( 'src/map' );
		expect( places ).toContain( 'shared/stores/modules' );
		expect( places ).toContain( 'settings' );
	} );

	it( 'go through a barrel that re-exports a module to who imports the barrel', () => {
		// shared/ holds no barrel across folders today: a tree of three files.
		const tree = new Map< string, SharedModule >( [
			[
				'shared/kit/part.ts',
				{
					file: 'shared/kit/part.ts',
					importers: [ 'shared/index.ts' ],
					reExporters: [ 'shared/index.ts' ],
				},
			],
			[
				'shared/index.ts',
				{
					file: 'shared/index.ts',
					importers: [ 'src/map/edit.tsx' ],
					reExporters: [],
				},
			],
		] );
		expect( placesUsing( tree, 'shared/kit/part.ts' ) ).toEqual(
			new Set( [ 'src/map' ] )
		);
	} );
} );

describe( 'shared/', () => {
	it( 'holds only modules that two places use, or parts of a kit', () => {
		const single = [ ...modules.keys() ]
			.filter( ( file ) => ! isShared( modules, file ) )
			.map(
				( file ) =>
					`${ file } ← ${
						[ ...placesUsing( modules, file ) ].join( ', ' ) ||
						'nothing'
					}`
			);
		expect( single ).toEqual( [] );
	} );
} );
