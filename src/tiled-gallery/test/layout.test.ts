/**
 * Internal dependencies
 */
import {
	aspectRatio,
	computeLayout,
	effectiveColumns,
	fitsColumnWidths,
	getLayoutStyle,
	maxColumns,
	roundBasis,
	widthsOf,
	withColumnWidths,
	type LayoutImage,
	type LayoutRow,
	type LayoutStyle,
} from '../layout';

/**
 * Images of mixed aspect ratios (portraits, squares, 3:2, panoramas) from a
 * seeded generator, so every run tests the same galleries.
 *
 * @param count How many images.
 * @param seed  The generator's seed.
 * @return The images.
 */
function mixedImages( count: number, seed = 7 ): LayoutImage[] {
	let state = seed;
	const random = () => {
		state = ( state * 1103515245 + 12345 ) % 2147483648;
		return state / 2147483648;
	};
	const shapes = [
		[ 4000, 3000 ],
		[ 3000, 4000 ],
		[ 1200, 1200 ],
		[ 6000, 2000 ],
		[ 1080, 1920 ],
		[ 2048, 1365 ],
	];
	return Array.from( { length: count }, () => {
		const [ width, height ] =
			shapes[ Math.floor( random() * shapes.length ) ];
		const scale = 0.5 + random();
		return {
			width: Math.round( width * scale ),
			height: Math.round( height * scale ),
		};
	} );
}

const sum = ( values: number[] ) =>
	values.reduce( ( total, value ) => total + value, 0 );

const flatten = ( rows: LayoutRow[] ) =>
	rows.flatMap( ( row ) =>
		row.columns.flatMap( ( column ) => column.images )
	);

const SIZES = [ 1, 2, 7, 20, 1000 ];
const STYLES: LayoutStyle[] = [ 'rectangular', 'square', 'circle', 'columns' ];

describe( 'Tiled gallery layout', () => {
	describe.each( STYLES )( '%s', ( style ) => {
		it.each( SIZES )(
			'places each of %i images exactly once, in order for rows, and every row fills the width',
			( count ) => {
				const images = mixedImages( count );
				const rows = computeLayout( images, style, 3 );
				const placed = flatten( rows );
				// The columns style fills its columns in turn, so only the set of
				// images is kept; rows keep the order.
				const expected = images.map( ( _, index ) => index );
				expect(
					style === 'columns'
						? [ ...placed ].sort( ( a, b ) => a - b )
						: placed
				).toEqual( expected );
				for ( const row of rows ) {
					const total = sum( row.columns.map( ( c ) => c.basis ) );
					expect( Math.abs( total - 100 ) ).toBeLessThan( 1e-9 );
					for ( const column of row.columns ) {
						expect( column.basis ).toBeGreaterThan( 0 );
						// Rounded to 12 decimals.
						expect( roundBasis( column.basis ) ).toBe(
							column.basis
						);
					}
				}
			}
		);
	} );

	it.each( SIZES )(
		'rectangular: no image of %i is distorted (each width share in its row is its aspect ratio share)',
		( count ) => {
			const images = mixedImages( count, 11 );
			const rows = computeLayout( images, 'rectangular', 3 );
			for ( const row of rows ) {
				const ratios = row.columns.map( ( column ) =>
					aspectRatio( images[ column.images[ 0 ] ] )
				);
				const ratioSum = sum( ratios );
				row.columns.forEach( ( column, index ) => {
					expect( column.images ).toHaveLength( 1 );
					expect(
						Math.abs(
							column.basis / 100 - ratios[ index ] / ratioSum
						)
					).toBeLessThan( 1e-11 );
				} );
			}
		}
	);

	it( 'rectangular: rows have varying counts around the columns setting, never more than 2 × columns + 1', () => {
		const images = mixedImages( 1000, 3 );
		for ( const columns of [ 1, 3, 5, 20 ] ) {
			const counts = computeLayout( images, 'rectangular', columns ).map(
				( row ) => row.columns.length
			);
			expect( new Set( counts ).size ).toBeGreaterThan( 1 );
			expect( Math.max( ...counts ) ).toBeLessThanOrEqual(
				2 * columns + 1
			);
			const average = 1000 / counts.length;
			expect( average ).toBeGreaterThan( columns * 0.6 );
			expect( average ).toBeLessThan( columns * 1.6 + 0.5 );
		}
	} );

	it( 'rectangular: every row of a 1,000-image gallery is within a factor 3 of the target height', () => {
		const images = mixedImages( 1000, 5 );
		const ratios = images.map( aspectRatio );
		const mean = Math.exp(
			sum( ratios.map( ( ratio ) => Math.log( ratio ) ) ) / ratios.length
		);
		for ( const row of computeLayout( images, 'rectangular', 3 ) ) {
			const rowRatio = sum(
				row.columns.map( ( c ) =>
					aspectRatio( images[ c.images[ 0 ] ] )
				)
			);
			expect( rowRatio / ( 3 * mean ) ).toBeGreaterThan( 1 / 3 );
			expect( rowRatio / ( 3 * mean ) ).toBeLessThan( 3 );
		}
	} );

	it( 'rectangular: equal images make equal rows of `columns` images', () => {
		const images = Array.from( { length: 9 }, () => ( {
			width: 300,
			height: 200,
		} ) );
		expect( computeLayout( images, 'rectangular', 3 ) ).toEqual(
			[ 0, 3, 6 ].map( ( start ) => ( {
				columns: [ 0, 1, 2 ].map( ( offset ) => ( {
					basis: 33.333333333333,
					images: [ start + offset ],
				} ) ),
			} ) )
		);
	} );

	it( 'rectangular: a single image fills the row', () => {
		expect(
			computeLayout( [ { width: 10, height: 300 } ], 'rectangular' )
		).toEqual( [ { columns: [ { basis: 100, images: [ 0 ] } ] } ] );
	} );

	it( 'square and circle: `columns` equal images per row, a shorter last row shares the width', () => {
		const images = mixedImages( 7 );
		for ( const style of [ 'square', 'circle' ] as const ) {
			const rows = computeLayout( images, style, 3 );
			expect( rows.map( ( row ) => row.columns.length ) ).toEqual( [
				3, 3, 1,
			] );
			expect( rows[ 0 ].columns[ 0 ].basis ).toBe( 33.333333333333 );
			expect( rows[ 2 ].columns[ 0 ].basis ).toBe( 100 );
		}
	} );

	it.each( SIZES )(
		'columns: %i images in min(columns, images) columns of equal height, none distorted',
		( count ) => {
			const images = mixedImages( count, 13 );
			const rows = computeLayout( images, 'columns', 4 );
			expect( rows ).toHaveLength( 1 );
			expect( rows[ 0 ].columns ).toHaveLength( Math.min( 4, count ) );
			// A column of width w holding images of aspect a is w × Σ 1/a high.
			const heights = rows[ 0 ].columns.map(
				( column ) =>
					column.basis *
					sum(
						column.images.map(
							( index ) => 1 / aspectRatio( images[ index ] )
						)
					)
			);
			for ( const height of heights ) {
				expect( Math.abs( height / heights[ 0 ] - 1 ) ).toBeLessThan(
					1e-9
				);
			}
		}
	);

	it( 'columns: keeps the images of each column in gallery order', () => {
		const rows = computeLayout( mixedImages( 20 ), 'columns', 3 );
		for ( const column of rows[ 0 ].columns ) {
			expect( column.images ).toEqual(
				[ ...column.images ].sort( ( a, b ) => a - b )
			);
		}
	} );

	it( 'lays out nothing for no images', () => {
		expect( computeLayout( [], 'rectangular', 3 ) ).toEqual( [] );
	} );

	it( 'is deterministic (same input, same widths)', () => {
		const images = mixedImages( 200 );
		expect( computeLayout( images, 'rectangular', 4 ) ).toEqual(
			computeLayout( images, 'rectangular', 4 )
		);
	} );

	it( 'treats unknown or invalid sizes as square', () => {
		expect( aspectRatio( {} ) ).toBe( 1 );
		expect( aspectRatio( { width: 0, height: 10 } ) ).toBe( 1 );
		expect( aspectRatio( { width: 'x', height: 10 } ) ).toBe( 1 );
		expect( aspectRatio( { width: '300', height: '200' } ) ).toBe( 1.5 );
	} );

	it( 'columns run from 1 to min(20, images), default min(3, images)', () => {
		expect( maxColumns( 0 ) ).toBe( 1 );
		expect( maxColumns( 7 ) ).toBe( 7 );
		expect( maxColumns( 50 ) ).toBe( 20 );
		expect( effectiveColumns( undefined, 2 ) ).toBe( 2 );
		expect( effectiveColumns( undefined, 10 ) ).toBe( 3 );
		expect( effectiveColumns( 25, 30 ) ).toBe( 20 );
		expect( effectiveColumns( 8, 5 ) ).toBe( 5 );
		expect( effectiveColumns( 0, 5 ) ).toBe( 1 );
	} );

	it( 'reads the style from the className, rectangular by default', () => {
		expect( getLayoutStyle( undefined ) ).toBe( 'rectangular' );
		expect( getLayoutStyle( 'is-style-circle' ) ).toBe( 'circle' );
		expect( getLayoutStyle( 'foo is-style-columns bar' ) ).toBe(
			'columns'
		);
		expect( getLayoutStyle( 'is-style-unknown' ) ).toBe( 'rectangular' );
	} );
} );

describe( 'Saved column widths', () => {
	const images = [
		{ width: 300, height: 200 },
		{ width: 200, height: 300 },
		{ width: 300, height: 300 },
	];

	it( 'are the layout’s, as the editor stores them', () => {
		expect( widthsOf( computeLayout( images, 'square', 3 ) ) ).toEqual( [
			[ 33.333333333333, 33.333333333333, 33.333333333333 ],
		] );
	} );

	it( 'hold while they describe the same grid, as Jetpack’s do', () => {
		const rows = computeLayout( images, 'square', 3 );
		const drawn = withColumnWidths( rows, [ [ '50', 25, 25 ] ] );
		expect( widthsOf( drawn ) ).toEqual( [ [ 50, 25, 25 ] ] );
		// The images stay where the layout put them.
		expect( drawn[ 0 ].columns.map( ( column ) => column.images ) ).toEqual(
			rows[ 0 ].columns.map( ( column ) => column.images )
		);
	} );

	it( 'give way to the computed widths for a grid of another shape, or bad values', () => {
		const rows = computeLayout( images, 'square', 3 );
		for ( const widths of [
			[],
			[ [ 50, 50 ] ],
			[ [ 50, 25, 25 ], [ 100 ] ],
			[ [ 50, 25, 0 ] ],
			[ [ 50, 25, 'x' ] ],
			[ [ 50, 25, null ] ],
			'50,25,25',
			undefined,
		] ) {
			expect( fitsColumnWidths( rows, widths ) ).toBe( false );
			expect( withColumnWidths( rows, widths ) ).toBe( rows );
		}
	} );
} );
