/**
 * Internal dependencies
 */
import { readFolderRules, shapeOf } from './folder-rules';

const README = `# A plugin

## A block's folder

| shape | \`save.tsx\` | \`render.php\` | when to use it |
|---|---|---|---|
| static | yes | no | fixed markup |
| dynamic | no: \`save: () => null\` | yes | server output |

| file | holds | in |
|---|---|---|
| \`block.json\` | the manifest | every block |
| \`icon.ts\` or \`icon.tsx\` | the icon | every block |
| \`render.php\` | the server render | dynamic |
| \`deprecated.ts\` + \`deprecated/vN.tsx\` | earlier forms | every block |
| \`view.ts\` | front end | where needed |

## Next section

| not | a rule |
|---|---|
`;

describe( 'readFolderRules', () => {
	const rules = readFolderRules( README );

	it( 'reads each shape with whether it has save.tsx and render.php', () => {
		expect( rules.shapes ).toEqual( [
			{ name: 'static', save: true, render: false },
			{ name: 'dynamic', save: false, render: true },
		] );
	} );

	it( 'reads each file with the shapes that need it, leaving out patterns', () => {
		expect( rules.files ).toEqual( [
			{ names: [ 'block.json' ], oneOf: false, shapes: null },
			{ names: [ 'icon.ts', 'icon.tsx' ], oneOf: true, shapes: null },
			{ names: [ 'render.php' ], oneOf: false, shapes: [ 'dynamic' ] },
			{ names: [ 'deprecated.ts' ], oneOf: false, shapes: null },
			{ names: [ 'view.ts' ], oneOf: false, shapes: [] },
		] );
	} );

	it( 'fails when the section or a table is missing', () => {
		expect( () => readFolderRules( '# A plugin\n' ) ).toThrow(
			/no "## A block's folder" section/
		);
		expect( () =>
			readFolderRules( "## A block's folder\n\n| a | b |\n|---|---|\n" )
		).toThrow( /a table of shapes and a table of files/ );
	} );
} );

describe( 'shapeOf', () => {
	const rules = readFolderRules( README );

	it( 'finds the shape named for the files a folder has', () => {
		expect( shapeOf( rules, { save: false, render: true } )?.name ).toBe(
			'dynamic'
		);
	} );

	it( 'finds none for files no shape names', () => {
		expect(
			shapeOf( rules, { save: true, render: true } )
		).toBeUndefined();
	} );
} );
