/**
 * Internal dependencies
 */
import { preloadedAnswersMiddleware } from '../preloaded-answers';

describe( 'preloadedAnswersMiddleware', () => {
	const answers = {
		'/cairn/v1/memberships/status?type=donation&source=gutenberg': {
			status: 200,
			body: { connected_account_id: '' },
		},
		'/cairn/v1/videos/AbCd1234?post=7': {
			status: 404,
			body: {
				code: 'cairn_video_not_found',
				message: 'This video is not on this site.',
			},
		},
	};

	it( 'answers a GET the server answered with the page, once, whatever the order of its query', async () => {
		const next = jest.fn( () => Promise.resolve( 'from the site' ) );
		const middleware = preloadedAnswersMiddleware( answers );
		const path =
			'/cairn/v1/memberships/status?source=gutenberg&type=donation';
		await expect( middleware( { path }, next ) ).resolves.toEqual( {
			connected_account_id: '',
		} );
		expect( next ).not.toHaveBeenCalled();
		// Asked again: the site answers, as the answer may have changed.
		await expect( middleware( { path }, next ) ).resolves.toBe(
			'from the site'
		);
	} );

	it( 'leaves other requests and other methods to the site', async () => {
		const next = jest.fn( () => Promise.resolve( 'from the site' ) );
		const middleware = preloadedAnswersMiddleware( answers );
		await middleware(
			{
				path: '/cairn/v1/memberships/status?source=gutenberg&type=donation',
				method: 'POST',
			},
			next
		);
		await middleware( { path: '/cairn/v1/module/all' }, next );
		expect( next ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'settles an error answer as apiFetch does: rejected with its body', async () => {
		const next = jest.fn();
		await expect(
			preloadedAnswersMiddleware( answers )(
				{ path: '/cairn/v1/videos/AbCd1234?post=7' },
				next
			)
		).rejects.toEqual( {
			code: 'cairn_video_not_found',
			message: 'This video is not on this site.',
		} );
		expect( next ).not.toHaveBeenCalled();
	} );
} );
