// @ts-check
/**
 * Holds a test server to a vendor's documented format where the vendor
 * publishes no SDK types (Giphy, Mapbox, Apple's Maps Web Snapshots, the
 * short-link and booking hosts): a JSON Schema written from the vendor's
 * documentation (tests/servers/schemas/), with no property the vendor does
 * not document (`additionalProperties: false`), checked on every answer the
 * server sends. An answer that breaks it is not sent: the server answers 500
 * naming the broken rule, and counts it, so the test that caused it fails.
 */

/**
 * External dependencies
 */
import Ajv from 'ajv';

const ajv = new Ajv( { allErrors: true, strict: true, allowUnionTypes: true } );

/**
 * A checker for one schema.
 *
 * @param {Object} schema The JSON Schema.
 * @return {(value: unknown) => string} The checker: '' when the value keeps the schema, otherwise what it breaks.
 */
export function contract( schema ) {
	const validate = ajv.compile( schema );
	return ( value ) =>
		validate( value )
			? ''
			: ( validate.errors ?? [] )
					.map(
						( error ) =>
							`${ error.instancePath || '/' } ${ error.message }${
								error.keyword === 'additionalProperties'
									? `: ${ String(
											error.params.additionalProperty
										) }`
									: ''
							}`
					)
					.join( '; ' );
}

/**
 * The answers of one server that broke their vendor's format.
 */
export class Breaches {
	constructor() {
		/** @type {string[]} */
		this.list = [];
	}

	/**
	 * Checks an answer; records a breach.
	 *
	 * @param {string}                     vendor  The vendor, for the message.
	 * @param {(value: unknown) => string} checker The schema's checker.
	 * @param {unknown}                    answer  The answer.
	 * @return {string} '' when the answer keeps the format; otherwise the message to answer with.
	 */
	check( vendor, checker, answer ) {
		const broken = checker( answer );
		if ( broken === '' ) {
			return '';
		}
		const message = `The test server broke ${ vendor }'s documented format: ${ broken }`;
		this.list.push( message );
		process.stderr.write( `${ message }\n` );
		return message;
	}
}
