/**
 * An incremental parser of a `text/event-stream` body: feed it decoded text
 * as it arrives, in chunks cut anywhere (even between `\r` and `\n`), and it
 * hands over each complete event's data (the `data:` lines of one event,
 * joined with `\n`). Comments, other fields and empty events are skipped.
 */
export interface SseParser {
	/** Parses a chunk; returns the data of the events it completed. */
	push: ( chunk: string ) => string[];
	/** Ends the stream; returns the data of a last event not closed by a blank line. */
	end: () => string[];
}

/**
 * Creates an SSE parser.
 *
 * @return The parser.
 */
export function createSseParser(): SseParser {
	let buffer = '';
	let data: string[] = [];

	const line = ( text: string, events: string[] ) => {
		if ( text === '' ) {
			if ( data.length ) {
				events.push( data.join( '\n' ) );
				data = [];
			}
			return;
		}
		if ( text.startsWith( ':' ) ) {
			return;
		}
		const colon = text.indexOf( ':' );
		const field = colon === -1 ? text : text.slice( 0, colon );
		if ( field !== 'data' ) {
			return;
		}
		let value = colon === -1 ? '' : text.slice( colon + 1 );
		if ( value.startsWith( ' ' ) ) {
			value = value.slice( 1 );
		}
		data.push( value );
	};

	return {
		push( chunk ) {
			buffer += chunk;
			// A `\r` at the end may be the first half of a `\r\n`.
			const held = buffer.endsWith( '\r' ) ? '\r' : '';
			const text = held ? buffer.slice( 0, -1 ) : buffer;
			const lines = text.split( /\r\n|\r|\n/ );
			buffer = ( lines.pop() ?? '' ) + held;
			const events: string[] = [];
			for ( const each of lines ) {
				line( each, events );
			}
			return events;
		},
		end() {
			const events: string[] = [];
			const rest = buffer.split( /\r\n|\r|\n/ );
			buffer = '';
			for ( const each of rest ) {
				line( each, events );
			}
			line( '', events );
			return events;
		},
	};
}
