/**
 * The local Mailchimp server holds the rules Mailchimp applies to members:
 * what it refuses, it refuses as Mailchimp does, in Mailchimp's error shape;
 * and it answers at the data centre the key names, over HTTPS, as a live
 * site reaches Mailchimp.
 *
 * @jest-environment node
 */

/**
 * External dependencies
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import https from 'node:https';
import path from 'node:path';
import readline from 'node:readline';

const KEY = 'test0123456789abcdef0123456789ab-us6';
const LIST = 'a1b2c3d4e5';

let server: ChildProcess;
let base = '';
let origin = '';

beforeAll( async () => {
	server = spawn(
		process.execPath,
		[ path.join( __dirname, '../mailchimp.mjs' ), '--exit-with-stdin' ],
		{ stdio: [ 'pipe', 'pipe', 'inherit' ] }
	);
	const lines = readline.createInterface( {
		input: server.stdout as NodeJS.ReadableStream,
	} );
	base = await new Promise< string >( ( resolve ) =>
		lines.once( 'line', resolve )
	);
	origin = new URL( base ).origin;
} );

afterAll( () => {
	server.stdin?.end();
} );

beforeEach( async () => {
	await fetch( `${ origin }/__reset`, { method: 'POST' } );
} );

type Answer = { status: number; body: Record< string, unknown > };

const hash = ( email: string ) =>
	crypto.createHash( 'md5' ).update( email.toLowerCase() ).digest( 'hex' );

/**
 * One API call with the key.
 *
 * @param method HTTP method.
 * @param route  Path below `/3.0`.
 * @param body   JSON body.
 * @return Status and decoded body.
 */
async function call(
	method: string,
	route: string,
	body?: unknown
): Promise< Answer > {
	const answer = await fetch( base + route, {
		method,
		headers: {
			Authorization: `Basic ${ Buffer.from( `any:${ KEY }` ).toString(
				'base64'
			) }`,
		},
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	const text = await answer.text();
	return { status: answer.status, body: text ? JSON.parse( text ) : {} };
}

const members = `/lists/${ LIST }/members`;
const put = ( email: string, body: Record< string, unknown > ) =>
	call( 'PUT', `${ members }/${ hash( email ) }`, {
		email_address: email,
		...body,
	} );
const status = async ( email: string ) =>
	( await call( 'GET', `${ members }/${ hash( email ) }?fields=status` ) )
		.body.status;
const mail = async () =>
	( await ( await fetch( `${ origin }/__mail` ) ).json() ) as Array< {
		to: string;
	} >;

describe( 'The local Mailchimp server', () => {
	it( 'answers errors in Mailchimp’s problem-detail shape', async () => {
		const refused = await call( 'POST', members, {
			email_address: 'a@example.com',
		} );
		expect( refused.status ).toBe( 400 );
		expect( Object.keys( refused.body ).sort() ).toEqual(
			[ 'detail', 'errors', 'instance', 'status', 'title', 'type' ].sort()
		);
		expect( refused.body.title ).toBe( 'Invalid Resource' );
		expect( refused.body.errors ).toEqual( [
			{ field: 'status', message: expect.any( String ) },
		] );
	} );

	it( 'requires `status` to add a member, and one of Mailchimp’s statuses', async () => {
		expect(
			(
				await call( 'POST', members, {
					email_address: 'a@example.com',
					status: 'active',
				} )
			).status
		).toBe( 400 );
		const added = await call( 'POST', members, {
			email_address: 'a@example.com',
			status: 'pending',
		} );
		expect( added.status ).toBe( 200 );
		expect( added.body.status ).toBe( 'pending' );
		expect( await mail() ).toEqual( [
			{ to: 'a@example.com', list: LIST },
		] );
	} );

	it( 'refuses a parameter the endpoint does not take', async () => {
		const refused = await call( 'POST', members, {
			email_address: 'a@example.com',
			status: 'pending',
			status_if_new: 'pending',
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.errors ).toEqual( [
			{ field: 'status_if_new', message: expect.any( String ) },
		] );
	} );

	it( 'refuses an interest the audience does not have', async () => {
		const refused = await call( 'POST', members, {
			email_address: 'a@example.com',
			status: 'pending',
			interests: { 'int-nope': true },
		} );
		expect( refused.status ).toBe( 400 );
		expect( refused.body.detail ).toBe(
			"Invalid interest ID: 'int-nope'."
		);
	} );

	it( 'answers "Member Exists" to adding an address already there, archived ones too, and changes nothing', async () => {
		await put( 'a@example.com', {
			status_if_new: 'subscribed',
			merge_fields: { FNAME: 'Ada' },
		} );
		await call( 'DELETE', `${ members }/${ hash( 'a@example.com' ) }` );
		expect( await status( 'a@example.com' ) ).toBe( 'archived' );
		const again = await call( 'POST', members, {
			email_address: 'A@example.com',
			status: 'pending',
			merge_fields: { FNAME: 'Eve' },
		} );
		expect( again.status ).toBe( 400 );
		expect( again.body.title ).toBe( 'Member Exists' );
		expect( await status( 'a@example.com' ) ).toBe( 'archived' );
	} );

	it( 'requires `status_if_new` for a new member on PUT, and the hash of the address', async () => {
		expect( ( await put( 'a@example.com', {} ) ).body.errors ).toEqual( [
			{ field: 'status_if_new', message: expect.any( String ) },
		] );
		expect(
			(
				await call(
					'PUT',
					`${ members }/${ hash( 'b@example.com' ) }`,
					{
						email_address: 'a@example.com',
						status_if_new: 'pending',
					}
				)
			).status
		).toBe( 400 );
		expect(
			( await call( 'GET', `${ members }/${ hash( 'a@example.com' ) }` ) )
				.status
		).toBe( 404 );
	} );

	it( 'keeps an unsubscribed or archived member as it is unless `status` is sent', async () => {
		await put( 'u@example.com', { status_if_new: 'unsubscribed' } );
		await put( 'r@example.com', { status_if_new: 'subscribed' } );
		await call( 'DELETE', `${ members }/${ hash( 'r@example.com' ) }` );
		for ( const email of [ 'u@example.com', 'r@example.com' ] ) {
			const before = await status( email );
			expect(
				( await put( email, { status_if_new: 'subscribed' } ) ).status
			).toBe( 200 );
			expect( await status( email ) ).toBe( before );
		}
		expect( await mail() ).toEqual( [] );
	} );

	it( 'brings an unsubscribed member back only as `pending`, with a confirmation email', async () => {
		await put( 'u@example.com', { status_if_new: 'unsubscribed' } );
		const forced = await put( 'u@example.com', {
			status: 'subscribed',
			status_if_new: 'subscribed',
		} );
		expect( forced.status ).toBe( 400 );
		expect( forced.body.title ).toBe( 'Member In Compliance State' );
		expect( await status( 'u@example.com' ) ).toBe( 'unsubscribed' );

		const asked = await put( 'u@example.com', {
			status: 'pending',
			status_if_new: 'pending',
		} );
		expect( asked.body.status ).toBe( 'pending' );
		expect( await mail() ).toEqual( [
			{ to: 'u@example.com', list: LIST },
		] );
		await fetch( `${ origin }/__confirm`, {
			method: 'POST',
			body: JSON.stringify( { email: 'u@example.com' } ),
		} );
		expect( await status( 'u@example.com' ) ).toBe( 'subscribed' );
	} );

	it( 'unarchives a member when `status` is sent', async () => {
		await put( 'r@example.com', { status_if_new: 'subscribed' } );
		await call( 'DELETE', `${ members }/${ hash( 'r@example.com' ) }` );
		expect(
			(
				await put( 'r@example.com', {
					status: 'pending',
					status_if_new: 'pending',
				} )
			).body.status
		).toBe( 'pending' );
	} );

	it( 'refuses to subscribe a cleaned address or one under compliance review', async () => {
		await put( 'c@example.com', { status_if_new: 'subscribed' } );
		await fetch( `${ origin }/__bounce`, {
			method: 'POST',
			body: JSON.stringify( { email: 'c@example.com' } ),
		} );
		for ( const email of [ 'c@example.com', 'compliance@example.com' ] ) {
			for ( const wanted of [ 'subscribed', 'pending' ] ) {
				const refused = await put( email, {
					status: wanted,
					status_if_new: wanted,
				} );
				expect( refused.body.title ).toBe(
					'Member In Compliance State'
				);
			}
		}
		expect( await status( 'c@example.com' ) ).toBe( 'cleaned' );
	} );

	it( 'never adds back a permanently deleted address', async () => {
		await put( 'f@example.com', { status_if_new: 'subscribed' } );
		expect(
			(
				await call(
					'POST',
					`${ members }/${ hash( 'f@example.com' ) }/actions/delete-permanent`
				)
			).status
		).toBe( 204 );
		expect(
			( await call( 'GET', `${ members }/${ hash( 'f@example.com' ) }` ) )
				.status
		).toBe( 404 );
		const again = await call( 'POST', members, {
			email_address: 'f@example.com',
			status: 'pending',
		} );
		expect( again.body.title ).toBe( 'Forgotten Email Not Subscribed' );
	} );

	it( 'answers only the fields asked for, and the audience’s hosted signup form', async () => {
		const list = await call(
			'GET',
			`/lists/${ LIST }?fields=id,subscribe_url_long`
		);
		expect( Object.keys( list.body ).sort() ).toEqual( [
			'id',
			'subscribe_url_long',
		] );
		expect( list.body.subscribe_url_long ).toMatch(
			/^https:\/\/[a-z0-9.-]+\.list-manage\.com\/subscribe\?/
		);
	} );

	it( 'answers at the key’s data centre over HTTPS, and refuses the key at another', async () => {
		const network = ( await (
			await fetch( `${ origin }/__network` )
		).json() ) as { port: number; hosts: string[]; ca: string };
		expect( network.hosts ).toEqual( [
			'us6.api.mailchimp.com',
			'us1.api.mailchimp.com',
		] );
		const ping = ( host: string ) =>
			new Promise< number >( ( resolve, reject ) => {
				https
					.get(
						{
							host: '127.0.0.1',
							port: network.port,
							servername: host,
							headers: {
								Host: host,
								Authorization: `Basic ${ Buffer.from(
									`any:${ KEY }`
								).toString( 'base64' ) }`,
							},
							path: '/3.0/ping',
							ca: network.ca,
						},
						( res ) => {
							res.resume();
							resolve( res.statusCode ?? 0 );
						}
					)
					.on( 'error', reject );
			} );
		expect( await ping( 'us6.api.mailchimp.com' ) ).toBe( 200 );
		expect( await ping( 'us1.api.mailchimp.com' ) ).toBe( 401 );
	} );
} );
