<?php
/**
 * Tests for the membership routes: status, products mirrored on Stripe,
 * donation defaults, subscriber counts, currency minimums.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Stripe\Connection;
use Cairn\Stripe\Currencies;
use Cairn\Stripe\Products;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';
require_once __DIR__ . '/trait-runs-php-processes.php';

/**
 * Membership products.
 *
 * @group database
 */
final class Test_Stripe_Products extends Test_Case {

	use Uses_Stripe_Test_Server;
	use Runs_PHP_Processes;

	/**
	 * Connects the site to a fresh test server.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		$this->connect_stripe();
	}

	/**
	 * Creates a product as an author.
	 *
	 * @param array<string,mixed> $params Body.
	 */
	private function create( array $params ): \WP_REST_Response {
		$this->act_as( 'author' );
		return $this->rest(
			'POST',
			'/cairn/v1/memberships/product',
			array_merge(
				array(
					'title'    => 'Monthly Subscription',
					'price'    => 5,
					'currency' => 'USD',
					'interval' => '1 month',
				),
				$params
			)
		);
	}

	public function test_status_when_connected(): void {
		$this->act_as( 'administrator' );
		$data = $this->rest(
			'GET',
			'/cairn/v1/memberships/status',
			array(
				'source' => 'gutenberg',
				'type'   => 'all',
			)
		)->get_data();
		$this->assertSame( Stripe_Test_Server::ACCOUNT, $data['connected_account_id'] );
		$this->assertSame( 'USD', $data['connected_account_default_currency'] );
		$this->assertSame( '', $data['connect_url'] );
		$this->assertSame( (string) wp_parse_url( home_url(), PHP_URL_HOST ), $data['site_slug'] );
		$this->assertSame( array(), $data['products'] );
		$this->assertArrayNotHasKey( 'errors', $data );
		$this->assertSame( 'connected', $data['notice'] );
		$again = $this->rest( 'GET', '/cairn/v1/memberships/status' )->get_data();
		$this->assertArrayNotHasKey( 'notice', $again, 'The connected notice shows once.' );
	}

	public function test_status_when_not_connected(): void {
		update_option( \Cairn\Settings::SECRETS, array() );
		$this->act_as( 'administrator' );
		$data = $this->rest( 'GET', '/cairn/v1/memberships/status' )->get_data();
		$this->assertSame( '', $data['connected_account_id'] );
		$this->assertStringContainsString( 'options-general.php?page=cairn#cairn-stripe', $data['connect_url'] );
		$this->assertArrayNotHasKey( 'errors', $data );
		$this->act_as( 'editor' );
		$this->assertSame( '', $this->rest( 'GET', '/cairn/v1/memberships/status' )->get_data()['connect_url'], 'Only those who can set the keys get the link.' );
	}

	public function test_status_with_a_refused_key_has_errors(): void {
		$this->connect_stripe( 'sk_test_refused' );
		$this->act_as( 'editor' );
		$data = $this->rest( 'GET', '/cairn/v1/memberships/status' )->get_data();
		$this->assertSame( '', $data['connected_account_id'] );
		$this->assertSame( array( 'cairn_stripe' => array( 'Stripe refused the secret key.' ) ), $data['errors'] );
	}

	public function test_a_product_is_mirrored_on_stripe(): void {
		$response = $this->create(
			array(
				'price'    => '12.50',
				'currency' => 'EUR',
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$data = $response->get_data();
		$this->assertSame( array( 'id', 'title', 'interval', 'price', 'currency' ), array_keys( $data ) );
		$this->assertSame( 'Monthly Subscription', $data['title'] );
		$this->assertSame( 12.5, $data['price'] );
		$this->assertSame( 'EUR', $data['currency'] );
		$this->assertSame( '1 month', $data['interval'] );

		$state  = self::$stripe->state();
		$prices = array_values( $state['prices'] );
		$this->assertCount( 1, $state['products'] );
		$this->assertSame( 'Monthly Subscription', array_values( $state['products'] )[0]['name'] );
		$this->assertSame( 1250, $prices[0]['unit_amount'] );
		$this->assertSame( 'eur', $prices[0]['currency'] );
		$this->assertSame( 'month', $prices[0]['recurring']['interval'] );
		$this->assertSame( 'cairn_membership', get_post_type( $data['id'] ) );
		$this->assertSame( 'publish', get_post_status( $data['id'] ) );
		$this->assertFalse( is_post_publicly_viewable( $data['id'] ), 'Products are private to the site.' );

		$yearly = $this->create( array( 'interval' => '1 year' ) )->get_data();
		$this->assertSame( '1 year', $yearly['interval'] );
		$once = $this->create( array( 'interval' => 'one-time' ) )->get_data();
		$last = array_values( self::$stripe->state()['prices'] );
		$this->assertSame( 'year', $last[1]['recurring']['interval'] );
		$this->assertNull( $last[2]['recurring'] );

		$this->act_as( 'editor' );
		$listed = $this->rest( 'GET', '/cairn/v1/memberships/status', array( 'type' => 'plan' ) )->get_data()['products'];
		$this->assertSame( array( $once['id'], $yearly['id'], $data['id'] ), array_column( $listed, 'id' ) );
		$this->assertArrayNotHasKey( 'stripe_price', $listed[0], 'Stripe ids stay on the server.' );
	}

	public function test_product_validation(): void {
		$this->assertSame( 'Product requires a name.', $this->create( array( 'title' => '  ' ) )->get_data()['message'] );
		$this->assertSame( 'Product requires a valid price.', $this->create( array( 'price' => 'abc' ) )->get_data()['message'] );
		$this->assertSame( 'Product requires a valid price.', $this->create( array( 'price' => '1.005' ) )->get_data()['message'] );
		$this->assertSame( 'Minimum allowed price is $0.50.', $this->create( array( 'price' => '0.49' ) )->get_data()['message'] );
		$this->assertSame( 'Maximum allowed price is $10000.00.', $this->create( array( 'price' => '10000.01' ) )->get_data()['message'] );
		$this->assertSame( 400, $this->create( array( 'currency' => 'XXX' ) )->get_status() );
		$this->assertSame( 400, $this->create( array( 'interval' => '1 week' ) )->get_status() );
		$this->assertSame( array(), self::$stripe->state()['products'], 'Nothing refused reaches Stripe.' );
	}

	public function test_minimums_of_the_17_currencies(): void {
		$expected = array(
			'USD' => '0.50',
			'AUD' => '0.50',
			'BRL' => '0.50',
			'CAD' => '0.50',
			'CHF' => '0.50',
			'DKK' => '2.50',
			'EUR' => '0.50',
			'GBP' => '0.30',
			'HKD' => '4.00',
			'INR' => '0.50',
			'JPY' => '50',
			'MXN' => '10.00',
			'NOK' => '3.00',
			'NZD' => '0.50',
			'PLN' => '2.00',
			'SEK' => '3.00',
			'SGD' => '0.50',
		);
		$this->assertSame( array_keys( $expected ), array_keys( Currencies::MINIMUMS ) );
		foreach ( $expected as $currency => $minimum ) {
			$this->assertSame( $minimum, Currencies::from_minor( Currencies::minimum( $currency ), $currency ), $currency );
			$below = Currencies::minimum( $currency ) - 1;
			$this->assertSame(
				400,
				$this->create(
					array(
						'price'    => Currencies::from_minor( $below, $currency ),
						'currency' => $currency,
					)
				)->get_status(),
				$currency . ' below its minimum'
			);
			$at = $this->create(
				array(
					'price'    => $minimum,
					'currency' => $currency,
				)
			);
			$this->assertSame( 200, $at->get_status(), $currency . ' at its minimum' );
		}
		$units = array_column( array_values( self::$stripe->state()['prices'] ), 'unit_amount', 'currency' );
		$this->assertSame( 50, $units['jpy'], 'JPY has no minor unit: 50 yen is 50.' );
		$this->assertSame( 1000, $units['mxn'] );
		$this->assertNull( Currencies::to_minor( '50.5', 'JPY' ) );
		$this->assertSame( 250, Currencies::to_minor( '2.5', 'DKK' ) );
		$this->assertSame( 1999, Currencies::to_minor( 19.99, 'EUR' ) );
	}

	public function test_the_server_and_the_editor_share_the_minimums(): void {
		$table = (string) file_get_contents( dirname( __DIR__, 2 ) . '/shared/currency/constants.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a repository file.
		preg_match_all( '/\b([A-Z]{3}): \{[^}]*?precision: (\d+),\s*minimum: ([\d.]+),/', $table, $rows, PREG_SET_ORDER );
		$this->assertCount( 17, $rows, 'shared/currency/constants.ts lists the 17 currencies.' );
		preg_match_all( '/\b([A-Z]{3}): \{[^}]*?grouping: (?:\'(.)\'|"(.)"),\s*decimal: \'(.)\',/', $table, $separators, PREG_SET_ORDER );
		$this->assertCount( 17, $separators );
		foreach ( $separators as $row ) {
			$this->assertSame( array( '' !== $row[2] ? $row[2] : $row[3], $row[4] ), Currencies::SEPARATORS[ $row[1] ], $row[1] . ' separators' );
		}
		foreach ( $rows as $row ) {
			$this->assertSame( (int) $row[2], Currencies::precision( $row[1] ), $row[1] );
			$this->assertSame( Currencies::to_minor( $row[3], $row[1] ), Currencies::minimum( $row[1] ), $row[1] );
		}
	}

	public function test_typed_amounts_are_read_with_the_currency_separators(): void {
		$cases = array(
			array( '12,50', 'EUR', 1250 ),
			array( '1.500', 'EUR', 150000 ),
			array( '15.00', 'EUR', null ),
			array( '1.23.456', 'EUR', null ),
			array( '1.234,5', 'EUR', 123450 ),
			array( '12.50', 'EUR', null ),
			array( '1,234.50', 'USD', 123450 ),
			array( '12.5', 'USD', 1250 ),
			array( "1\u{00A0}000", 'SEK', 100000 ),
			array( '1 000,25', 'PLN', 100025 ),
			array( "1\u{2019}000.50", 'CHF', 100050 ),
			array( '1,000', 'JPY', 1000 ),
			array( '10.5', 'JPY', null ),
			array( ',5', 'EUR', 50 ),
			array( '', 'EUR', null ),
			array( '1,2,3', 'EUR', null ),
			array( '12a', 'USD', null ),
			array( '-5', 'USD', null ),
			array( '5', 'XXX', null ),
		);
		foreach ( $cases as list( $text, $currency, $minor ) ) {
			$this->assertSame( $minor, Currencies::parse_typed( $text, $currency ), $text . ' ' . $currency );
		}
	}

	public function test_donation_products_are_created_once(): void {
		$this->act_as( 'author' );
		$params = array(
			'type'        => 'donation',
			'currency'    => 'EUR',
			'is_editable' => false,
		);
		$first  = $this->rest( 'POST', '/cairn/v1/memberships/products', $params )->get_data();
		$this->assertSame( array( 'one-time', '1 month', '1 year' ), array_column( $first['products'], 'interval' ) );
		$this->assertSame( array( 'donation', 'donation', 'donation' ), array_column( $first['products'], 'type' ) );
		$this->assertSame( array( false, false, false ), array_column( $first['products'], 'is_editable' ) );
		$second = $this->rest( 'POST', '/cairn/v1/memberships/products', $params )->get_data();
		$this->assertSame( array_column( $first['products'], 'id' ), array_column( $second['products'], 'id' ) );
		$this->assertCount( 3, self::$stripe->state()['products'], 'A repeated call creates nothing twice.' );
		$this->assertFalse( get_option( 'cairn_donation_products_lock_eur' ), 'The lock is released.' );

		$this->act_as( 'editor' );
		$donations = $this->rest(
			'GET',
			'/cairn/v1/memberships/status',
			array(
				'type'        => 'donation',
				'is_editable' => false,
			)
		)->get_data()['products'];
		$this->assertCount( 3, $donations );
		$this->assertSame(
			array(),
			$this->rest(
				'GET',
				'/cairn/v1/memberships/status',
				array(
					'type'        => 'donation',
					'is_editable' => true,
				)
			)->get_data()['products']
		);

		// A crashed holder's lock (older than a minute) does not block.
		add_option( 'cairn_donation_products_lock_gbp', (string) ( time() - 120 ), '', false );
		$this->assertCount( 3, \Cairn\Stripe\Products::ensure_donation_products( 'GBP' ) );
	}

	public function test_the_default_plan_is_made_once_and_only_on_a_site_without_plans(): void {
		$this->act_as( 'author' );
		$first = $this->rest( 'POST', '/cairn/v1/memberships/default-product' );
		$this->assertSame( 200, $first->get_status() );
		$this->assertTrue( $first->get_data()['created'] );
		$this->assertSame(
			array( 'Monthly Subscription', 5.0, 'USD', '1 month', 'plan', true ),
			array_values( array_intersect_key( $first->get_data()['product'], array_flip( array( 'title', 'price', 'currency', 'interval', 'type', 'is_editable' ) ) ) )
		);
		$again = $this->rest( 'POST', '/cairn/v1/memberships/default-product' )->get_data();
		$this->assertFalse( $again['created'] );
		$this->assertSame( $first->get_data()['product']['id'], $again['product']['id'] );
		$this->assertCount( 1, self::$stripe->state()['products'] );

		// A site that has its own plans gets none.
		wp_delete_post( (int) $again['product']['id'], true );
		Products::create( 'Gold', '20', 'EUR', '1 year', 'plan' );
		$none = $this->rest( 'POST', '/cairn/v1/memberships/default-product' )->get_data();
		$this->assertSame( array( null, false ), array( $none['product'], $none['created'] ) );

		$this->act_as( 'contributor' );
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/memberships/default-product' )->get_status() );
	}

	public function test_a_default_plan_retried_after_stripe_made_it_is_not_made_twice_on_stripe(): void {
		// The site fails to save the plan after Stripe made it (a crash, a full disk).
		$refuse = static function () {
			return true;
		};
		add_filter( 'wp_insert_post_empty_content', $refuse );
		$this->assertInstanceOf( \WP_Error::class, Products::ensure_default_plan() );
		remove_filter( 'wp_insert_post_empty_content', $refuse );
		$this->assertCount( 1, self::$stripe->state()['products'] );

		$made = Products::ensure_default_plan();
		$this->assertTrue( $made['created'] );
		$this->assertCount( 1, self::$stripe->state()['products'], 'Stripe answered the retry with the product it made.' );
		$this->assertCount( 1, self::$stripe->state()['prices'] );
		$this->assertSame( array_keys( self::$stripe->state()['products'] )[0], $made['product']['stripe_product'] );
	}

	public function test_blocks_and_tabs_asking_at_once_make_one_default_plan(): void {
		global $wpdb;
		// The processes must see committed rows, and on SQLite the test's
		// open transaction would lock them out: end it for this test.
		$wpdb->query( 'ROLLBACK' );
		// The cache still holds the rolled-back settings: write them for real.
		wp_cache_flush();
		$this->connect_stripe();
		$author = $this->create_user( 'author' );
		try {
			$answers = $this->race(
				5,
				'wp_set_current_user( ' . $author . ' ); $r = rest_do_request( new WP_REST_Request( "POST", "/cairn/v1/memberships/default-product" ) ); echo wp_json_encode( array( $r->get_status(), $r->get_data()["product"]["id"] ?? 0, $r->get_data()["created"] ?? null ) );'
			);
			$decoded = array_map(
				static function ( string $answer ): array {
					return (array) json_decode( $answer, true );
				},
				$answers
			);
			$this->assertSame( array( 200, 200, 200, 200, 200 ), array_column( $decoded, 0 ), implode( ' ', $answers ) );
			$this->assertCount( 1, array_unique( array_column( $decoded, 1 ) ), 'Every request answers the same plan.' );
			$this->assertSame( array( true ), array_values( array_filter( array_column( $decoded, 2 ) ) ), 'One request made it.' );
			$this->assertCount( 1, self::$stripe->state()['products'], 'One product on Stripe.' );
			$this->assertCount(
				1,
				get_posts(
					array(
						'post_type'   => Products::POST_TYPE,
						'post_status' => 'any',
						'fields'      => 'ids',
					)
				),
				'One plan on the site.'
			);
		} finally {
			foreach ( get_posts(
				array(
					'post_type'   => Products::POST_TYPE,
					'post_status' => 'any',
					'fields'      => 'ids',
					'numberposts' => -1,
				)
			) as $id ) {
				wp_delete_post( (int) $id, true );
			}
			require_once ABSPATH . 'wp-admin/includes/user.php';
			wp_delete_user( $author );
			foreach ( array( 'cairn_default_plan', 'cairn_default_plan_attempt', 'cairn_default_plan_lock', 'cairn_stripe_site', \Cairn\Settings::SERVICES, \Cairn\Settings::SECRETS ) as $option ) {
				delete_option( $option );
			}
			delete_option( \Cairn\Stripe\Connection::OPTION );
			delete_option( \Cairn\Stripe\Connection::NOTICE_OPTION );
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	public function test_subscriber_counts_start_at_zero(): void {
		$this->act_as( 'editor' );
		$data = $this->rest(
			'GET',
			'/cairn/v1/subscribers/counts',
			array(
				'subscriber_status'   => 'active',
				'subscription_status' => 'active',
			)
		)->get_data();
		$this->assertSame(
			array(
				'total_subscribers' => 0,
				'social_followers'  => 0,
				'email_subscribers' => 0,
				'paid_subscribers'  => 0,
			),
			$data['counts']
		);
	}

	public function test_every_route_refuses_under_privileged_users(): void {
		$reads  = array( '/cairn/v1/memberships/status', '/cairn/v1/subscribers/counts' );
		$writes = array(
			'/cairn/v1/memberships/product'  => array(
				'title'    => 'X',
				'price'    => 5,
				'currency' => 'USD',
			),
			'/cairn/v1/memberships/products' => array(
				'type'     => 'donation',
				'currency' => 'USD',
			),
		);
		foreach ( array(
			0            => 401,
			'subscriber' => 403,
		) as $role => $status ) {
			if ( $role ) {
				$this->act_as( $role );
			}
			foreach ( $reads as $route ) {
				$this->assertSame( $status, $this->rest( 'GET', $route )->get_status(), $route );
			}
			foreach ( $writes as $route => $params ) {
				$this->assertSame( $status, $this->rest( 'POST', $route, $params )->get_status(), $route );
			}
		}
		$this->act_as( 'contributor' );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/memberships/status' )->get_status() );
		foreach ( $writes as $route => $params ) {
			$this->assertSame( 403, $this->rest( 'POST', $route, $params )->get_status(), 'Contributors do not create products on the owner\'s Stripe: ' . $route );
		}
		$this->assertSame( array(), self::$stripe->state()['products'] );
		$this->assertTrue( Connection::is_connected() );
	}
}
