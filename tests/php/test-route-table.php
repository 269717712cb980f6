<?php
/**
 * The client's route table against the server's routes.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

/**
 * Every route in shared/api/routes.ts (evaluated by tools/client-routes.mjs)
 * is served under `/cairn/v1/`, and every route the server registers there
 * is either in the table or called by someone other than the editor's
 * client, named below with who calls it.
 */
final class Test_Route_Table extends Test_Case {

	/**
	 * Routes the editor's client does not call, and who does.
	 *
	 * @var array<string,string>
	 */
	private const OTHER_CALLERS = array(
		'/cairn/v1/related-posts'                       => 'the hosted API\'s related-posts status call, for clients written against it (the block uses the module routes)',
		'/cairn/v1/related-posts/enable'                => 'the hosted API\'s related-posts enable call, for clients written against it',
		'/cairn/v1/memberships/checkout'                => 'visitors\' payment forms, rendered by the server',
		'/cairn/v1/memberships/earnings'                => 'Dashboard → Earnings',
		'/cairn/v1/memberships/earnings/subscriptions/(?P<id>sub_[A-Za-z0-9]+)/cancel' => 'Dashboard → Earnings (its cancel forms)',
		'/cairn/v1/memberships/earnings/subscriptions/(?P<id>sub_[A-Za-z0-9]+)/resume' => 'Dashboard → Earnings (its keep form)',
		'/cairn/v1/memberships/earnings/payments/(?P<id>\\d+)/refund' => 'Dashboard → Earnings (its refund forms)',
		'/cairn/v1/memberships/manage-link'             => 'visitors\' Manage subscription forms, rendered by the server',
		'/cairn/v1/memberships/manage'                  => 'the signed links the manage-link route mails to subscribers',
		'/cairn/v1/stripe/webhook'                      => 'Stripe',
		'/cairn/v1/videos/uploads'                      => 'the tus client of the video block, at the address the upload-token route answers',
		'/cairn/v1/videos/uploads/(?P<id>[a-f0-9]{32})' => 'the tus client of the video block, at the address the upload-token route answers',
		'/cairn/v1/share-target/manifest'               => 'browsers, from the manifest link the editor\'s pages print',
	);

	/**
	 * The client's routes: key => path.
	 *
	 * @return array<string,string>
	 */
	private function client_routes(): array {
		$root = dirname( __DIR__, 2 );
		// phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_shell_exec -- the table is TypeScript; Node reads it.
		$json   = (string) shell_exec( 'node ' . escapeshellarg( $root . '/tools/client-routes.mjs' ) );
		$routes = json_decode( $json, true );
		$this->assertIsArray( $routes, 'tools/client-routes.mjs printed: ' . $json );
		$paths = array();
		foreach ( $routes as $route ) {
			$paths[ (string) $route['key'] ] = (string) $route['path'];
		}
		$this->assertGreaterThan( 20, count( $paths ) );
		$this->assertSame( '/cairn/v1/module/{}/active', $paths['moduleActive'] );
		return $paths;
	}

	/**
	 * The server's routes under Cairn's namespace.
	 *
	 * @return string[]
	 */
	private function server_routes(): array {
		return array_values(
			array_filter(
				array_keys( rest_get_server()->get_routes( 'cairn/v1' ) ),
				static function ( string $route ): bool {
					return '/cairn/v1' !== $route;
				}
			)
		);
	}

	/**
	 * The server route a client path is, or '': the route's variables
	 * (`(?P<id>…)`) are written `{}`, as the client's are.
	 *
	 * @param string   $path   A client path, its variables `{}`.
	 * @param string[] $routes The server's routes.
	 */
	private function match( string $path, array $routes ): string {
		foreach ( $routes as $route ) {
			if ( preg_replace( '~\(\?P<\w+>[^()]*(?:\([^()]*\)[^()]*)*\)~', '{}', $route ) === $path ) {
				return $route;
			}
		}
		return '';
	}

	public function test_every_route_of_the_client_is_served(): void {
		$routes   = $this->server_routes();
		$unserved = array();
		foreach ( $this->client_routes() as $key => $path ) {
			if ( 0 === strpos( $path, '/wp/v2/' ) ) {
				// Core's own routes, served by WordPress.
				continue;
			}
			if ( '' === $this->match( $path, $routes ) ) {
				$unserved[] = $key . ' ' . $path;
			}
		}
		$this->assertSame( array(), $unserved );
	}

	public function test_every_route_of_the_server_has_a_caller(): void {
		$called = array();
		foreach ( $this->client_routes() as $path ) {
			$called[] = $this->match( $path, $this->server_routes() );
		}
		$uncalled = array_values( array_diff( $this->server_routes(), $called, array_keys( self::OTHER_CALLERS ) ) );
		$this->assertSame( array(), $uncalled );
		// And the list names only routes that exist.
		$this->assertSame( array(), array_values( array_diff( array_keys( self::OTHER_CALLERS ), $this->server_routes() ) ) );
	}
}
