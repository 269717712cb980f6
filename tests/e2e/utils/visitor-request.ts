/**
 * Requests as visitors at other addresses make them: sent from a chosen
 * loopback address (Linux answers the whole of 127.0.0.0/8), so the site's
 * REMOTE_ADDR is that address, with no cookies. Tests of per-address limits
 * use addresses of their own and leave 127.0.0.1's counts to the browser.
 */

/**
 * External dependencies
 */
import http from 'node:http';

/** A visitor's answer. */
export interface VisitorAnswer {
	status: number;
	/** The PHP node that answered (`X-Cairn-Node`). */
	node: string;
	body: string;
}

/**
 * Sends one request from an address.
 *
 * @param url             The URL.
 * @param from            The loopback address to send from, e.g. 127.0.3.1.
 * @param options         Method, headers and body.
 * @param options.method
 * @param options.headers
 * @param options.body
 * @return The answer.
 */
export function visitorRequest(
	url: string,
	from: string,
	{
		method = 'GET',
		headers = {},
		body = '',
	}: { method?: string; headers?: Record< string, string >; body?: string }
): Promise< VisitorAnswer > {
	return new Promise( ( resolve, reject ) => {
		const request = http.request(
			url,
			{
				method,
				localAddress: from,
				// A connection of its own: requests at once arrive at once.
				agent: false,
				headers: {
					...headers,
					...( body
						? { 'Content-Length': Buffer.byteLength( body ) }
						: {} ),
				},
			},
			( response ) => {
				let text = '';
				response.setEncoding( 'utf8' );
				response.on( 'data', ( piece ) => ( text += piece ) );
				response.on( 'end', () =>
					resolve( {
						status: response.statusCode ?? 0,
						node: String(
							response.headers[ 'x-cairn-node' ] ?? ''
						),
						body: text,
					} )
				);
				response.on( 'error', reject );
			}
		);
		request.on( 'error', reject );
		request.end( body );
	} );
}

/**
 * The fields a form on a page would post: its hidden inputs and checked
 * choices (the form chosen by a part of its action).
 *
 * @param html   The page.
 * @param action A part of the form's action URL.
 * @return The fields, in order.
 */
export function formFields( html: string, action: string ): URLSearchParams {
	const form = [ ...html.matchAll( /<form\b[^>]*>[\s\S]*?<\/form>/g ) ]
		.map( ( [ markup ] ) => markup )
		.find( ( markup ) =>
			( /\baction="([^"]*)"/.exec( markup )?.[ 1 ] ?? '' )
				.replaceAll( '&#038;', '&' )
				.replaceAll( '&amp;', '&' )
				.includes( action )
		);
	if ( ! form ) {
		throw new Error( `No form posting to ${ action } on the page.` );
	}
	const fields = new URLSearchParams();
	for ( const [ input ] of form.matchAll( /<input\b[^>]*>/g ) ) {
		const attribute = ( name: string ) =>
			/=/.test( input )
				? ( new RegExp( `\\b${ name }="([^"]*)"` ).exec(
						input
					)?.[ 1 ] ?? null )
				: null;
		const type = attribute( 'type' ) ?? 'text';
		const name = attribute( 'name' );
		const chosen =
			type === 'hidden' ||
			( ( type === 'radio' || type === 'checkbox' ) &&
				/\bchecked\b/.test( input ) );
		if ( name && chosen ) {
			fields.append(
				name,
				( attribute( 'value' ) ?? '' )
					.replaceAll( '&quot;', '"' )
					.replaceAll( '&#039;', "'" )
					.replaceAll( '&lt;', '<' )
					.replaceAll( '&gt;', '>' )
					.replaceAll( '&amp;', '&' )
			);
		}
	}
	return fields;
}
