/**
 * The tiled gallery's layout: which images share a row or a column and the
 * flex-basis of each column. Pure and import-free, so that the editor, the
 * saved markup and `npm run bench:gallery` compute exactly the same widths;
 * the widths are saved, so the front end needs no script.
 *
 * Why the images are never distorted: every row is a flex container whose
 * columns' flex-basis percentages sum to 100 and whose images keep their
 * natural aspect ratio (`height: auto`). In a rectangular row each column's
 * share is its image's aspect ratio over the row's summed aspect ratio, so
 * all images of the row get the same height. The 4 px gaps are taken back by
 * `flex-shrink`, which shrinks columns in proportion to their flex-basis,
 * so the shares (and so the equal heights) hold with gaps too.
 */

/** The four layout styles (block styles `is-style-<style>`). */
export type LayoutStyle = 'rectangular' | 'square' | 'circle' | 'columns';

export const LAYOUT_STYLES: readonly LayoutStyle[] = [
	'rectangular',
	'circle',
	'square',
	'columns',
];

export const DEFAULT_LAYOUT_STYLE: LayoutStyle = 'rectangular';

/** At most 20 columns. */
export const MAX_COLUMNS = 20;

/** Default columns: min(3, image count). */
export const DEFAULT_COLUMNS = 3;

/** 4 px between images. */
export const GUTTER = 4;

/** What the layout needs of an image: its natural size in pixels. */
export interface LayoutImage {
	width?: number | string | null;
	height?: number | string | null;
}

/** One column: its flex-basis in percent of the row and its images' indices. */
export interface LayoutColumn {
	basis: number;
	images: number[];
}

export interface LayoutRow {
	columns: LayoutColumn[];
}

/**
 * Rounds to 12 decimals: the saved markup must not depend on
 * the last bits of a float, which differ between engines' summation orders.
 *
 * @param value A percentage.
 * @return The percentage rounded to 12 decimals.
 */
export function roundBasis( value: number ): number {
	return Math.round( value * 1e12 ) / 1e12;
}

/**
 * An image's aspect ratio (width / height); 1 when a dimension is unknown,
 * as for an upload whose size is not known yet.
 *
 * @param image The image.
 * @return Its aspect ratio.
 */
export function aspectRatio( image: LayoutImage ): number {
	const width = Number( image.width );
	const height = Number( image.height );
	if (
		! Number.isFinite( width ) ||
		! Number.isFinite( height ) ||
		width <= 0 ||
		height <= 0
	) {
		return 1;
	}
	return width / height;
}

/**
 * The style named by a block's className (`is-style-<style>`), rectangular
 * when none is.
 *
 * @param className The block's className attribute.
 * @return The layout style.
 */
export function getLayoutStyle( className?: string ): LayoutStyle {
	const match = ( className ?? '' ).match( /(?:^|\s)is-style-([\w-]+)/ );
	const style = match?.[ 1 ] as LayoutStyle | undefined;
	return style && LAYOUT_STYLES.includes( style )
		? style
		: DEFAULT_LAYOUT_STYLE;
}

/**
 * The columns a gallery of `count` images may have: 1 to min(20, count).
 *
 * @param count The number of images.
 * @return The largest allowed column count (at least 1).
 */
export function maxColumns( count: number ): number {
	return Math.max( 1, Math.min( MAX_COLUMNS, count ) );
}

/**
 * The columns to lay out with: the chosen count capped at the images there
 * are, or min(3, count) when none was chosen.
 *
 * @param columns The columns attribute (may be unset).
 * @param count   The number of images.
 * @return A column count from 1 to min(20, count).
 */
export function effectiveColumns(
	columns: number | undefined,
	count: number
): number {
	const wanted =
		typeof columns === 'number' && Number.isFinite( columns )
			? Math.round( columns )
			: DEFAULT_COLUMNS;
	return Math.min( maxColumns( count ), Math.max( 1, wanted ) );
}

/**
 * Equal-width columns of one image each, `columns` per row; a shorter last
 * row shares the full width among its images so it still fills the row.
 *
 * @param count   The number of images.
 * @param columns Images per row.
 * @return The rows.
 */
function squareRows( count: number, columns: number ): LayoutRow[] {
	const rows: LayoutRow[] = [];
	for ( let start = 0; start < count; start += columns ) {
		const size = Math.min( columns, count - start );
		const basis = roundBasis( 100 / size );
		const row: LayoutRow = { columns: [] };
		for ( let index = start; index < start + size; index++ ) {
			row.columns.push( { basis, images: [ index ] } );
		}
		rows.push( row );
	}
	return rows;
}

/**
 * Rows of varying counts that each fill the width (a justified layout).
 *
 * A row of images with aspect ratios a1…ak, spread over the full width W,
 * is W / (a1 + … + ak) high. The target is a row as high as `columns`
 * images of the gallery's typical (geometric mean) aspect ratio. The row
 * breaks are chosen by dynamic programming to minimise the summed squared
 * log-distance of every row's aspect sum from the target, so a row too
 * tall and a row too flat by the same factor cost the same, and a lone
 * portrait image at the end cannot blow up into a full-width giant when it
 * can join the row before. O(n × k) with k ≤ 2 × columns + 1.
 *
 * @param ratios  The images' aspect ratios.
 * @param columns The average images per row wanted.
 * @return The rows.
 */
function rectangularRows( ratios: number[], columns: number ): LayoutRow[] {
	const count = ratios.length;
	let logSum = 0;
	for ( const ratio of ratios ) {
		logSum += Math.log( ratio );
	}
	const target = columns * Math.exp( logSum / count );
	const longest = Math.min( count, 2 * columns + 1 );

	// best[ i ]: the least cost of laying out the first i images;
	// breakAt[ i ]: where the last row of that layout starts.
	const best = new Float64Array( count + 1 ).fill( Infinity );
	const breakAt = new Int32Array( count + 1 );
	best[ 0 ] = 0;
	for ( let end = 1; end <= count; end++ ) {
		let sum = 0;
		for (
			let start = end - 1;
			start >= 0 && end - start <= longest;
			start--
		) {
			sum += ratios[ start ];
			const distance = Math.log( sum / target );
			const cost = best[ start ] + distance * distance;
			if ( cost < best[ end ] ) {
				best[ end ] = cost;
				breakAt[ end ] = start;
			}
		}
	}

	const rows: LayoutRow[] = [];
	for ( let end = count; end > 0; end = breakAt[ end ] ) {
		const start = breakAt[ end ];
		let sum = 0;
		for ( let index = start; index < end; index++ ) {
			sum += ratios[ index ];
		}
		const row: LayoutRow = { columns: [] };
		for ( let index = start; index < end; index++ ) {
			row.columns.push( {
				basis: roundBasis( ( 100 * ratios[ index ] ) / sum ),
				images: [ index ],
			} );
		}
		rows.push( row );
	}
	return rows.reverse();
}

/**
 * One row of `columns` columns, images stacked in each (a masonry). Each
 * image goes, in order, to the column that is shortest so far; then the
 * columns' widths are made inversely proportional to their heights at
 * equal width, so all columns end at the same height and fill the width.
 *
 * @param ratios  The images' aspect ratios.
 * @param columns The number of columns.
 * @return A single row.
 */
function columnRows( ratios: number[], columns: number ): LayoutRow[] {
	// Height of a column of width 1: the sum of 1 / aspect of its images.
	const heights = new Array< number >( columns ).fill( 0 );
	const stacks: number[][] = Array.from( { length: columns }, () => [] );
	ratios.forEach( ( ratio, index ) => {
		let shortest = 0;
		for ( let column = 1; column < columns; column++ ) {
			if ( heights[ column ] < heights[ shortest ] ) {
				shortest = column;
			}
		}
		heights[ shortest ] += 1 / ratio;
		stacks[ shortest ].push( index );
	} );
	let inverseSum = 0;
	for ( const height of heights ) {
		inverseSum += 1 / height;
	}
	return [
		{
			columns: stacks.map( ( images, column ) => ( {
				basis: roundBasis(
					( 100 * ( 1 / heights[ column ] ) ) / inverseSum
				),
				images,
			} ) ),
		},
	];
}

/**
 * Lays out a gallery.
 *
 * @param images  The images, in order.
 * @param style   The layout style.
 * @param columns The columns attribute (capped at min(20, images); for the
 *                rectangular style, the average images per row).
 * @return Rows of columns; empty for no images.
 */
export function computeLayout(
	images: readonly LayoutImage[],
	style: LayoutStyle,
	columns?: number
): LayoutRow[] {
	const count = images.length;
	if ( count === 0 ) {
		return [];
	}
	const perRow = effectiveColumns( columns, count );
	switch ( style ) {
		case 'square':
		case 'circle':
			return squareRows( count, perRow );
		case 'columns':
			return columnRows( images.map( aspectRatio ), perRow );
		default:
			return rectangularRows( images.map( aspectRatio ), perRow );
	}
}

/**
 * The column widths a layout gives, as the block keeps them in its
 * `columnWidths` attribute: per row, each column's flex-basis in percent.
 *
 * @param rows The layout.
 * @return The widths.
 */
export function widthsOf( rows: readonly LayoutRow[] ): number[][] {
	return rows.map( ( row ) => row.columns.map( ( column ) => column.basis ) );
}

/**
 * Whether saved column widths describe a layout's grid: as many rows, and
 * in each as many columns, each a width above 0 (numbers, or the numeric
 * strings Jetpack saved).
 *
 * @param rows   The layout.
 * @param widths The `columnWidths` attribute.
 * @return Whether they fit.
 */
export function fitsColumnWidths(
	rows: readonly LayoutRow[],
	widths: unknown
): widths is Array< Array< number | string > > {
	return (
		Array.isArray( widths ) &&
		widths.length === rows.length &&
		rows.every( ( row, index ) => {
			const saved: unknown = widths[ index ];
			return (
				Array.isArray( saved ) &&
				saved.length === row.columns.length &&
				saved.every( ( width ) => {
					const value = Number( width );
					return (
						( typeof width === 'number' ||
							typeof width === 'string' ) &&
						Number.isFinite( value ) &&
						value > 0
					);
				} )
			);
		} )
	);
}

/**
 * The layout with the saved column widths, as Jetpack's gallery does:
 * the widths saved with the block hold while they describe its grid (so
 * that its saved markup does not change when the layout's arithmetic
 * does); a grid of another shape (other images, columns or style) takes
 * the widths computed for it.
 *
 * @param rows   The computed layout.
 * @param widths The `columnWidths` attribute.
 * @return The layout to draw.
 */
export function withColumnWidths(
	rows: LayoutRow[],
	widths: unknown
): LayoutRow[] {
	if ( ! fitsColumnWidths( rows, widths ) ) {
		return rows;
	}
	return rows.map( ( row, rowIndex ) => ( {
		columns: row.columns.map( ( column, columnIndex ) => ( {
			...column,
			basis: roundBasis( Number( widths[ rowIndex ][ columnIndex ] ) ),
		} ) ),
	} ) );
}
