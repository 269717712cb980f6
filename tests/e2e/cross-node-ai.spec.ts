/**
 * The AI budget and a user's limit across two PHP nodes: 50 requests at once,
 * spread over both nodes by the load balancer, and the site's budget and the
 * user's hourly limit each let exactly their number through, no more reach
 * the provider, and the counts end exact.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import {
	aiQuery,
	aiToken,
	featureStatus,
	setAi,
	useAiTestServer,
} from './utils/ai';
import { TWO_NODES, TWO_NODES_ONLY, nodeOf, perNode } from './utils/nodes';
import { logIn } from './utils/users';

const AT_ONCE = 50;

/**
 * Sends AT_ONCE questions at once with a token.
 *
 * @param token The AI token.
 * @return Each answer's status, error code and node.
 */
function askAtOnce( token: string ) {
	return Promise.all(
		Array.from( { length: AT_ONCE }, async ( _, index ) => {
			const response = await aiQuery( token, {
				question: `Question ${ index }`,
				stream: false,
			} );
			const body = ( await response.json() ) as { code?: string };
			return {
				status: response.status,
				code: body.code ?? '',
				node: nodeOf( response ),
			};
		} )
	);
}

/**
 * Checks that exactly `served` answers were served and the rest refused,
 * over both nodes.
 *
 * @param answers askAtOnce()'s answers.
 * @param served  How many must have been served.
 * @param code    The refusals' code.
 */
function expectServedExactly(
	answers: Awaited< ReturnType< typeof askAtOnce > >,
	served: number,
	code: string
) {
	const ok = answers.filter( ( { status } ) => status === 200 );
	const refused = answers.filter( ( { status } ) => status === 429 );
	expect( ok ).toHaveLength( served );
	expect( refused ).toHaveLength( AT_ONCE - served );
	for ( const answer of refused ) {
		expect( answer.code ).toBe( code );
	}
	// Both nodes took about half: had each counted on its own, more than
	// the limit would have been served.
	const nodes = perNode( answers.map( ( { node } ) => node ) );
	test.info().annotations.push( {
		type: 'requests per node',
		description: JSON.stringify( nodes ),
	} );
	expect( Object.keys( nodes ).sort() ).toEqual( [ '1', '2' ] );
}

test.describe( 'AI limits across two nodes', () => {
	// eslint-disable-next-line playwright/no-skipped-test -- one node has nothing to prove across nodes.
	test.skip( ! TWO_NODES, TWO_NODES_ONLY );

	const server = useAiTestServer( test, {
		services: { ai_model_text: 'test-model' },
		features: {},
	} );

	test( 'the budget lets exactly its number through under 50 requests over both nodes', async ( {
		requestUtils,
	} ) => {
		// Whatever other tests used this month, exactly 25 requests are left.
		const used = ( await featureStatus( requestUtils ) )[
			'requests-count'
		];
		await setAi( requestUtils, {
			tier: 'ai-assistant-tier-free',
			free_limit: used + 25,
		} );
		const token = await aiToken( requestUtils );
		const before = server().stats().requests;

		const answers = await askAtOnce( token );

		expectServedExactly( answers, 25, 'error_quota_exceeded' );
		expect( server().stats().requests - before ).toBe( 25 );
		expect(
			( await featureStatus( requestUtils ) )[ 'requests-count' ]
		).toBe( used + 25 );
	} );

	test( "a user's hourly limit lets exactly its number through under 50 requests over both nodes", async ( {
		browser,
		requestUtils,
	} ) => {
		const stamp = Date.now();
		await requestUtils.createUser( {
			username: `cross-node-${ stamp }`,
			email: `cross-node-${ stamp }@example.org`,
			password: 'cross-node-password',
			roles: [ 'contributor' ],
		} );
		// The contributor's own token, asked by their logged-in session (a
		// token is bound to one), with the REST nonce core gives it.
		const contributor = await logIn(
			browser,
			`cross-node-${ stamp }`,
			'cross-node-password'
		);
		const nonce = await (
			await contributor.context.request.get(
				'/wp-admin/admin-ajax.php?action=rest-nonce'
			)
		).text();
		const jwt = await contributor.context.request.post(
			'/?rest_route=/cairn/v1/ai/jwt',
			{ headers: { 'X-WP-Nonce': nonce } }
		);
		expect( jwt.status() ).toBe( 200 );
		const { token } = ( await jwt.json() ) as { token: string };
		await contributor.context.close();
		// Room in the site's budget; 20 requests an hour for contributors.
		const used = ( await featureStatus( requestUtils ) )[
			'requests-count'
		];
		await setAi( requestUtils, {
			free_limit: used + 1000,
			role_limits: { contributor: { hourly: 20, monthly: 0 } },
		} );
		const before = server().stats().requests;

		const answers = await askAtOnce( token );

		expectServedExactly( answers, 20, 'cairn_ai_user_limit' );
		expect( server().stats().requests - before ).toBe( 20 );
		// The site's count took the user's 20 only.
		expect(
			( await featureStatus( requestUtils ) )[ 'requests-count' ]
		).toBe( used + 20 );
	} );
} );
