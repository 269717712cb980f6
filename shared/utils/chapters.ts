/**
 * Chapters from a post's transcript or description text (spec 000 §3, §4):
 * one parser for the post panel and, later, the video block.
 */

/** One chapter. */
export interface Chapter {
	/** When it starts, zero-padded `hh:mm:ss`. */
	startAt: string;
	/** Its title, as plain text (the caller escapes it where it prints it). */
	title: string;
}

/** Lines longer than this are not chapter lines (and are never scanned). */
const MAX_LINE_LENGTH = 1000;

/**
 * An optional list marker and space, a time (`m:ss` or `h:mm:ss`, no more
 * fields after it), optionally in matching brackets, then a separator or
 * spaces, then the title. Each part has bounded repetition,
 * so a hostile line cannot make it backtrack.
 */
const CHAPTER_LINE =
	/^(?:[-*•]\s{1,10})?(?:\[(\d{1,2}(?::\d{2}){1,2})\]|\((\d{1,2}(?::\d{2}){1,2})\)|(\d{1,2}(?::\d{2}){1,2}))(?!:?\d)(?:\s{0,10}[-–—:|.]\s{0,10}|\s{1,10})(\S.*)$/;

// Control characters (but tab) do not belong in a title.

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/**
 * The seconds of a time, or null when it is not `m:ss` or `h:mm:ss` with
 * minutes and seconds below 60 after the first field.
 *
 * @param time The time, e.g. '1:02:03' or '4:05'.
 * @return Seconds, or null.
 */
function toSeconds( time: string ): number | null {
	const parts = time.split( ':' ).map( Number );
	if ( parts.some( ( part ) => ! Number.isInteger( part ) ) ) {
		return null;
	}
	const [ first, ...rest ] = parts;
	if ( rest.some( ( part ) => part > 59 ) ) {
		return null;
	}
	if ( parts.length === 3 ) {
		return first * 3600 + rest[ 0 ] * 60 + rest[ 1 ];
	}
	return first * 60 + rest[ 0 ];
}

/**
 * Seconds as zero-padded `hh:mm:ss`.
 *
 * @param seconds The seconds.
 * @return The time.
 */
function formatStart( seconds: number ): string {
	const pad = ( value: number ) => String( value ).padStart( 2, '0' );
	return [
		Math.floor( seconds / 3600 ),
		Math.floor( ( seconds % 3600 ) / 60 ),
		seconds % 60,
	]
		.map( pad )
		.join( ':' );
}

/**
 * Reads the chapters of a text: each line that starts with a time (`m:ss`
 * or `h:mm:ss`, optionally in brackets) followed by a title. Other lines
 * are skipped. Sorted by start; chapters that start together keep their
 * order.
 *
 * @param text The transcript or description.
 * @return The chapters.
 */
export function parseChapters( text: string ): Chapter[] {
	if ( typeof text !== 'string' ) {
		return [];
	}
	const chapters: Array< Chapter & { seconds: number } > = [];
	for ( const raw of text.split( /\r\n|\r|\n/ ) ) {
		const line = raw.trim();
		if ( ! line || line.length > MAX_LINE_LENGTH ) {
			continue;
		}
		const match = CHAPTER_LINE.exec( line );
		if ( ! match ) {
			continue;
		}
		const seconds = toSeconds( match[ 1 ] ?? match[ 2 ] ?? match[ 3 ] );
		const title = match[ 4 ].replace( CONTROL, '' ).trim();
		if ( seconds === null || ! title ) {
			continue;
		}
		chapters.push( { startAt: formatStart( seconds ), title, seconds } );
	}
	return chapters
		.map( ( chapter, index ) => ( { chapter, index } ) )
		.sort(
			( a, b ) =>
				a.chapter.seconds - b.chapter.seconds || a.index - b.index
		)
		.map( ( { chapter: { startAt, title } } ) => ( { startAt, title } ) );
}
