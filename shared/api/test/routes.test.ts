/**
 * Internal dependencies
 */
import { NAMESPACE, ROUTES } from '../routes';

describe( 'route table', () => {
	it( 'serves every route under /cairn/v1/', () => {
		const paths = Object.values( ROUTES )
			.map( ( route ) =>
				typeof route === 'function' ? route( 'a' as never ) : route
			)
			.filter( ( path ) => path !== ROUTES.siteSettings );
		expect( paths.length ).toBeGreaterThan( 10 );
		for ( const path of paths ) {
			expect( path.startsWith( `${ NAMESPACE }/` ) ).toBe( true );
		}
	} );

	it( 'maps /jetpack/v4/module/all to /cairn/v1/module/all', () => {
		expect( ROUTES.modules ).toBe( '/cairn/v1/module/all' );
	} );

	it( 'maps /wpcom/v2/memberships/status to /cairn/v1/memberships/status', () => {
		expect( ROUTES.membershipsStatus ).toBe(
			'/cairn/v1/memberships/status'
		);
	} );

	it( 'keeps the sub-path of a call with a variable, encoded', () => {
		expect( ROUTES.moduleActive( 'related-posts' ) ).toBe(
			'/cairn/v1/module/related-posts/active'
		);
		expect( ROUTES.moduleActive( 'a/b' ) ).toBe(
			'/cairn/v1/module/a%2Fb/active'
		);
		expect( ROUTES.relatedPostsFor( 12 ) ).toBe(
			'/cairn/v1/related-posts/12'
		);
		expect( ROUTES.gif( 'a b' ) ).toBe( '/cairn/v1/gif/a%20b' );
	} );
} );
