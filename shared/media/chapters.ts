/**
 * Chapters from a transcript or a description: the lines that start with a
 * time (m:ss or h:mm:ss, optionally in brackets) followed by a title, as the
 * AI tools and, later, the video block read them.
 */

/** One chapter. */
export interface Chapter {
	/** When it starts, zero-padded: 'hh:mm:ss'. */
	startAt: string;
	/** Its title, as plain text. */
	title: string;
}

/** Lines read at most; a transcript longer than this is cut. */
const MAX_LINES = 5000;

/** Characters of a title kept at most. */
const MAX_TITLE = 200;

/**
 * A time at the start of a line, optionally in brackets or parentheses, then
 * a separator (space, dash, colon, dot, pipe) and the title. Minutes and
 * seconds have two digits after the first group; hours are optional.
 */
const LINE =
	/^\s*[\[(]?\s*(?:(\d{1,2}):)?(\d{1,2}):(\d{2})(?![:\d])\s*[\])]?\s*(?:[-–—:.|]\s*)?(.*)$/u;

/**
 * Pads a number to two digits.
 *
 * @param value The number.
 * @return Two digits.
 */
const pad = ( value: number ) => String( value ).padStart( 2, '0' );

/**
 * The chapters of a text, sorted by start; lines without a valid time, or
 * without a title, are not chapters.
 *
 * @param text A transcript or description.
 * @return The chapters.
 */
export function parseChapters( text: string ): Chapter[] {
	if ( typeof text !== 'string' || ! text ) {
		return [];
	}
	const chapters: Array< Chapter & { seconds: number } > = [];
	for ( const line of text.split( /\r\n|\r|\n/, MAX_LINES ) ) {
		const match = LINE.exec( line.slice( 0, 1000 ) );
		if ( ! match ) {
			continue;
		}
		const [ , h, m, s, rest ] = match;
		const hours = h === undefined ? 0 : Number( h );
		const minutes = Number( m );
		const seconds = Number( s );
		// With hours, minutes have two digits and stay under 60; seconds always do.
		if (
			seconds > 59 ||
			( h !== undefined && ( minutes > 59 || m.length !== 2 ) )
		) {
			continue;
		}
		const title = rest
			.replace( /<[^>]*>/g, '' )
			// Control characters and the Unicode direction overrides.
			.replace( /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '' )
			.trim()
			.slice( 0, MAX_TITLE );
		if ( ! title ) {
			continue;
		}
		const total = hours * 3600 + minutes * 60 + seconds;
		chapters.push( {
			seconds: total,
			startAt: `${ pad( Math.floor( total / 3600 ) ) }:${ pad(
				Math.floor( ( total % 3600 ) / 60 )
			) }:${ pad( total % 60 ) }`,
			title,
		} );
	}
	// A stable sort: chapters that start together keep their order.
	return chapters
		.map( ( chapter, index ) => ( { chapter, index } ) )
		.sort(
			( a, b ) =>
				a.chapter.seconds - b.chapter.seconds || a.index - b.index
		)
		.map( ( { chapter: { startAt, title } } ) => ( { startAt, title } ) );
}
