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

/**
 * Shared modules that one place uses today, each with why it has not moved
 * yet. The test fails when one of them gains a second user or moves, so the
 * list only shrinks.
 */
const NOT_YET_MOVED: Record< string, string > = {
	// The AI assistant block is the only importer of the `@cairn/shared/ai`
	// barrel (every other AI feature imports the files it needs), and its
	// component test mocks that barrel as a whole to give the block a usage
	// store of its own: moving these needs that test rebuilt on the real
	// usage store first.
	'shared/ai/index.ts': 'src/ai-assistant',
	'shared/ai/request/index.ts': 'src/ai-assistant',
	'shared/ai/components/ai-disclaimer/index.tsx': 'src/ai-assistant',
	'shared/ai/components/ai-upgrade-nudge/index.tsx': 'src/ai-assistant',
	'shared/ai/components/ai-usage-panel/index.tsx': 'src/ai-assistant',
};

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
		expect(
			placesUsing(
				modules,
				'shared/ai/components/ai-disclaimer/index.tsx'
			)
		).toEqual( new Set( [ 'src/ai-assistant' ] ) );
	} );
} );

describe( 'shared/', () => {
	it( 'holds only modules that two places use, or parts of a kit', () => {
		const single = [ ...modules.keys() ]
			.filter( ( file ) => ! ( file in NOT_YET_MOVED ) )
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

	it( 'keeps its list of modules not yet moved true', () => {
		const listed = Object.fromEntries(
			Object.keys( NOT_YET_MOVED ).map( ( file ) => [
				file,
				modules.has( file ) && ! isShared( modules, file )
					? [ ...placesUsing( modules, file ) ].join( ', ' )
					: 'moved or shared',
			] )
		);
		expect( listed ).toEqual( NOT_YET_MOVED );
	} );
} );
