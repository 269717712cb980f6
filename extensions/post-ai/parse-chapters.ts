/**
 * Chapters from text: one per line that starts
 * with a time, `m:ss` or `h:mm:ss`, optionally in brackets, then a title.
 * AI chapters are parsed here; the server's Cairn\Video\Video_Chapters
 * reads a video's description for the video block by the same rules and the
 * same cases (test/chapter-cases.json).
 */

/** One chapter. */
export interface Chapter {
	/** Where it starts, zero-padded `hh:mm:ss`. */
	startAt: string;
	/** Where it starts, in seconds. */
	seconds: number;
	/** Its title. */
	title: string;
}

/** The latest start a chapter may have: 99:59:59. */
export const MAX_CHAPTER_SECONDS = 359999;

/**
 * A chapter line: an optional hour field, minutes and seconds, optionally in
 * matching brackets, spaces or a dash or colon, then the title. The title is
 * taken greedily and trimmed afterwards, so a line of many spaces cannot make
 * the expression backtrack.
 */
const LINE =
	/^\s*(?:\[(\d{1,2}:)?(\d{1,2}):(\d{2})\]|\((\d{1,2}:)?(\d{1,2}):(\d{2})\)|(\d{1,2}:)?(\d{1,2}):(\d{2}))[ \t]*(?:[-–—:][ \t]*)?([^\s\])].*)$/;

/**
 * The chapters of a text, sorted by their start.
 *
 * @param text The text.
 * @return The chapters.
 */
export function parseChapters( text: string ): Chapter[] {
	const chapters: Chapter[] = [];
	for ( const line of text.split( /\r\n|\r|\n/ ) ) {
		const match = LINE.exec( line );
		if ( ! match ) {
			continue;
		}
		// The form that matched: its hour field is unset without one.
		const [ hours, minutes, secs ] = [ 1, 4, 7 ]
			.map( ( at ) => match.slice( at, at + 3 ) )
			.find( ( group ) => group[ 1 ] !== undefined ) as [
			string | undefined,
			string,
			string,
		];
		const h = hours ? Number( hours.slice( 0, -1 ) ) : 0;
		const m = Number( minutes );
		const s = Number( secs );
		// Seconds, and minutes after an hour, stay under 60; minutes
		// without an hour may run past it ("75:30" is 1:15:30).
		if ( s > 59 || ( hours && m > 59 ) ) {
			continue;
		}
		const seconds = h * 3600 + m * 60 + s;
		if ( seconds > MAX_CHAPTER_SECONDS ) {
			continue;
		}
		chapters.push( {
			startAt: formatStart( seconds ),
			seconds,
			title: match[ 10 ].trimEnd(),
		} );
	}
	return chapters.sort( ( a, b ) => a.seconds - b.seconds );
}

/**
 * Seconds as zero-padded `hh:mm:ss`.
 *
 * @param seconds The seconds.
 * @return The time.
 */
export function formatStart( seconds: number ): string {
	return [
		Math.floor( seconds / 3600 ),
		Math.floor( ( seconds % 3600 ) / 60 ),
		seconds % 60,
	]
		.map( ( part ) => String( part ).padStart( 2, '0' ) )
		.join( ':' );
}
