/**
 * The README's rules for a block folder, read from its "A block's folder"
 * section: the table of shapes and the table of files.
 */

/** One shape of block: whether it has `save.tsx` and `render.php`. */
export interface Shape {
	/** e.g. `hybrid`. */
	name: string;
	/** Whether the folder has `save.tsx`. */
	save: boolean;
	/** Whether the folder has `render.php`. */
	render: boolean;
}

/** One row of the files table. */
export interface FileRule {
	/** The files (a trailing `/` for a folder); names with a placeholder are left out. */
	names: string[];
	/** Whether one of `names` is enough (`icon.ts` or `icon.tsx`). */
	oneOf: boolean;
	/** The shapes that need the files; null for every block; [] where needed. */
	shapes: string[] | null;
}

/** Both tables. */
export interface FolderRules {
	shapes: Shape[];
	files: FileRule[];
}

const SECTION = "## A block's folder";

/**
 * The rows of every Markdown table in a text, each as its cells, without the
 * header and separator rows.
 *
 * @param text Markdown.
 * @return One array of rows per table.
 */
function tables( text: string ): string[][][] {
	const found: string[][][] = [];
	let current: string[][] | null = null;
	for ( const line of text.split( '\n' ) ) {
		if ( ! line.startsWith( '|' ) ) {
			current = null;
			continue;
		}
		const cells = line
			.slice( 1, line.endsWith( '|' ) ? -1 : undefined )
			.split( '|' )
			.map( ( cell ) => cell.trim() );
		if ( ! current ) {
			current = [ cells ];
			found.push( current );
		} else if ( ! cells.every( ( cell ) => /^-+$/.test( cell ) ) ) {
			current.push( cells );
		}
	}
	return found.map( ( [ , ...rows ] ) => rows );
}

/**
 * The names in backticks in a table cell.
 *
 * @param cell The cell.
 * @return The names.
 */
function codeNames( cell: string ): string[] {
	return [ ...cell.matchAll( /`([^`]+)`/g ) ].map( ( match ) => match[ 1 ] );
}

/**
 * Reads the rules from the README.
 *
 * @param readme The README's text.
 * @return The shapes and the file rules.
 * @throws When the section or one of its tables is missing.
 */
export function readFolderRules( readme: string ): FolderRules {
	const start = readme.indexOf( SECTION );
	if ( start < 0 ) {
		throw new Error( `README.md has no "${ SECTION }" section` );
	}
	const rest = readme.slice( start + SECTION.length );
	const next = rest.search( /^## /m );
	const [ shapeRows, fileRows ] = tables(
		next < 0 ? rest : rest.slice( 0, next )
	);
	if ( ! shapeRows || ! fileRows ) {
		throw new Error(
			`README.md's "${ SECTION }" needs a table of shapes and a table of files`
		);
	}
	const shapes = shapeRows.map( ( [ name, save, render ] ) => ( {
		name,
		save: save.startsWith( 'yes' ),
		render: render.startsWith( 'yes' ),
	} ) );
	const files = fileRows.map( ( [ names, , where ] ) => {
		let needed: string[] | null;
		if ( where === 'every block' ) {
			needed = null;
		} else if ( where === 'where needed' ) {
			needed = [];
		} else {
			needed = where.split( ',' ).map( ( shape ) => shape.trim() );
		}
		return {
			// `deprecated/vN.tsx` names a pattern, not a file every block has.
			names: codeNames( names ).filter(
				( name ) => ! /vN|</.test( name )
			),
			oneOf: / or /.test( names ),
			shapes: needed,
		};
	} );
	return { shapes, files };
}

/**
 * The shape a folder has, by its files; undefined when the README names none.
 *
 * @param rules        The README's rules.
 * @param files        Whether the folder has `save.tsx` and `render.php`.
 * @param files.save   Whether it has `save.tsx`.
 * @param files.render Whether it has `render.php`.
 * @return The shape.
 */
export function shapeOf(
	rules: FolderRules,
	files: { save: boolean; render: boolean }
): Shape | undefined {
	return rules.shapes.find(
		( shape ) => shape.save === files.save && shape.render === files.render
	);
}
