<?php
/**
 * Membership products: kept on the site, mirrored on Stripe.
 *
 * @package Cairn
 */

namespace Cairn\Stripe;

defined( 'ABSPATH' ) || exit;

/**
 * A product is a private post (`cairn_membership`) with its price in minor
 * units, currency, interval ('one-time', '1 month', '1 year'), type
 * ('donation' or 'plan'), whether the editor may change it, whether a plan
 * is a donation (its buyers give rather than buy), and the ids of
 * its Stripe Product and Price. Stripe is written first: a product that
 * Stripe refused is not kept on the site.
 *
 * @since 0.4.0
 */
final class Products {

	public const POST_TYPE = 'cairn_membership';

	public const INTERVALS = array( 'one-time', '1 month', '1 year' );

	public const TYPES = array( 'donation', 'plan' );

	/** The plan a connected site without plans starts with. */
	public const DEFAULT_PLAN = array(
		'price'    => '5',
		'currency' => 'USD',
		'interval' => '1 month',
	);

	/** The option naming the default plan once made. */
	private const DEFAULT_PLAN_OPTION = 'cairn_default_plan';

	/** The option counting default plans made, for their Stripe idempotency keys. */
	private const DEFAULT_PLAN_ATTEMPT_OPTION = 'cairn_default_plan_attempt';

	/** The lock of the default plan's creation. */
	private const DEFAULT_PLAN_LOCK = 'cairn_default_plan_lock';

	/** Stripe's `recurring[interval]` per interval. */
	private const STRIPE_INTERVALS = array(
		'1 month' => 'month',
		'1 year'  => 'year',
	);

	/**
	 * Hooks the post type's registration.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_action( 'init', array( __CLASS__, 'register_type' ) );
	}

	/**
	 * Registers the post type.
	 *
	 * @since 0.4.0
	 */
	public static function register_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'           => __( 'Membership products', 'cairn' ),
				'public'          => false,
				'show_ui'         => false,
				'show_in_rest'    => false,
				'rewrite'         => false,
				'query_var'       => false,
				'supports'        => array( 'title' ),
				'capability_type' => 'post',
			)
		);
	}

	/**
	 * Creates a product on Stripe and on the site.
	 *
	 * @since 0.4.0
	 *
	 * @param string $title       Title.
	 * @param mixed  $price       Decimal amount (string or number).
	 * @param string $currency    Currency code.
	 * @param string $interval    One of INTERVALS.
	 * @param string $type        One of TYPES.
	 * @param bool   $is_editable Whether the editor may change it later.
	 * @param string $key         Stripe idempotency key of this creation; a new one when ''.
	 * @param bool   $is_donation Whether a plan's buyers give it as a donation.
	 * @return array<string,mixed>|\WP_Error The product (see to_array()).
	 */
	public static function create( string $title, $price, string $currency, string $interval, string $type = 'plan', bool $is_editable = true, string $key = '', bool $is_donation = false ) {
		$title    = trim( sanitize_text_field( $title ) );
		$currency = strtoupper( $currency );
		if ( '' === $title ) {
			return new \WP_Error( 'cairn_product_name', __( 'Product requires a name.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( ! Currencies::is_supported( $currency ) || ! in_array( $interval, self::INTERVALS, true ) || ! in_array( $type, self::TYPES, true ) ) {
			return new \WP_Error( 'cairn_product_invalid', __( 'Invalid payment plan configured for this block.', 'cairn' ), array( 'status' => 400 ) );
		}
		$minor = Currencies::to_minor( $price, $currency );
		if ( null === $minor || 0 === $minor ) {
			return new \WP_Error( 'cairn_product_price', __( 'Product requires a valid price.', 'cairn' ), array( 'status' => 400 ) );
		}
		if ( $minor < Currencies::minimum( $currency ) ) {
			return new \WP_Error(
				'cairn_product_minimum',
				/* translators: %s: the smallest price, such as $0.50. */
				sprintf( __( 'Minimum allowed price is %s.', 'cairn' ), Currencies::format( Currencies::minimum( $currency ), $currency ) ),
				array( 'status' => 400 )
			);
		}
		if ( $minor > Currencies::maximum( $currency ) ) {
			return new \WP_Error(
				'cairn_product_maximum',
				/* translators: %s: the largest price, such as $10000.00. */
				sprintf( __( 'Maximum allowed price is %s.', 'cairn' ), Currencies::format( Currencies::maximum( $currency ), $currency ) ),
				array( 'status' => 400 )
			);
		}
		if ( ! Connection::is_connected() ) {
			return new \WP_Error( 'cairn_stripe_not_connected', __( 'Stripe is not connected.', 'cairn' ), array( 'status' => 409 ) );
		}
		// One key per creation: a retried call (a timeout after Stripe
		// created it) gets the same Product and Price back, not a second one.
		$made = self::make_on_stripe( $title, $minor, $currency, $interval, $type, $is_donation, '' !== $key ? $key : 'cairn-' . wp_generate_uuid4() );
		if ( is_wp_error( $made ) ) {
			return $made;
		}
		$id = wp_insert_post(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'publish',
				'post_title'  => $title,
				'meta_input'  => array(
					'_cairn_price'          => $minor,
					'_cairn_currency'       => $currency,
					'_cairn_interval'       => $interval,
					'_cairn_type'           => $type,
					'_cairn_is_editable'    => $is_editable ? '1' : '',
					'_cairn_is_donation'    => 'plan' === $type && $is_donation ? '1' : '',
					'_cairn_stripe_product' => $made['product'],
					'_cairn_stripe_price'   => $made['price'],
				),
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return new \WP_Error( 'cairn_product_failed', __( 'There was an error when adding the product.', 'cairn' ), array( 'status' => 500 ) );
		}
		return (array) self::get( $id );
	}

	/**
	 * Makes a product again on the Stripe account the site is connected to
	 * now, keeping the site's product (its id in blocks, its name and price):
	 * an owner who changed accounts, or went from test keys to live ones,
	 * has products whose Stripe ids that account does not know, and
	 * Checkout refuses them. Once per product and account: a second call
	 * gets the same Stripe objects back.
	 *
	 * @since 0.5.0
	 * @since 0.8.0 Answers the ids of now when another request remade it first.
	 *
	 * @param int $id Post id of the site's product.
	 * @return array<string,mixed>|\WP_Error The product with its new Stripe ids.
	 */
	public static function remake_on_stripe( int $id ) {
		$product = self::get( $id );
		if ( ! $product ) {
			return new \WP_Error( 'cairn_product_missing', __( 'There was an error when adding the product.', 'cairn' ), array( 'status' => 404 ) );
		}
		$made = self::make_on_stripe(
			(string) $product['title'],
			(int) $product['price_minor'],
			(string) $product['currency'],
			(string) $product['interval'],
			(string) $product['type'],
			(bool) $product['is_donation'],
			'cairn-remake-' . $id . '-' . $product['stripe_product']
		);
		if ( is_wp_error( $made ) ) {
			return $made;
		}
		update_post_meta( $id, '_cairn_stripe_product', $made['product'] );
		update_post_meta( $id, '_cairn_stripe_price', $made['price'] );
		// Two checkouts refused at once both make it again, and Stripe
		// answers the second with the first's objects (one idempotency
		// key). The second's update_post_meta() then finds the database
		// holding those ids already: MySQL changes no row, and core keeps
		// this request's cached copy of the old ids. Read them anew.
		wp_cache_delete( $id, 'post_meta' );
		return (array) self::get( $id );
	}

	/**
	 * Creates a product's Stripe Product and Price.
	 *
	 * @param string $title       Name.
	 * @param int    $minor       Price in the currency's minor unit.
	 * @param string $currency    Currency code.
	 * @param string $interval    One of INTERVALS.
	 * @param string $type        One of TYPES.
	 * @param bool   $is_donation Whether a plan's buyers give it as a donation.
	 * @param string $key         Stripe idempotency key of this creation.
	 * @return array{product:string,price:string}|\WP_Error Stripe's ids.
	 */
	private static function make_on_stripe( string $title, int $minor, string $currency, string $interval, string $type, bool $is_donation, string $key ) {
		try {
			$identity = Site_Identity::metadata();
		} catch ( \RuntimeException $failure ) {
			return Site_Identity::unreadable();
		}
		$metadata = array_merge(
			array(
				'cairn_type'     => $type,
				'cairn_interval' => $interval,
			),
			'plan' === $type && $is_donation ? array( 'cairn_donation' => '1' ) : array(),
			$identity
		);
		$product  = Client::call(
			'POST',
			'/v1/products',
			array(
				'name'     => $title,
				'metadata' => $metadata,
			),
			$key . '-product'
		);
		if ( is_wp_error( $product ) ) {
			return $product;
		}
		$params = array(
			'product'     => (string) ( $product['id'] ?? '' ),
			'currency'    => strtolower( $currency ),
			'unit_amount' => $minor,
			'metadata'    => $metadata,
		);
		if ( isset( self::STRIPE_INTERVALS[ $interval ] ) ) {
			$params['recurring'] = array( 'interval' => self::STRIPE_INTERVALS[ $interval ] );
		}
		$stripe_price = Client::call( 'POST', '/v1/prices', $params, $key . '-price' );
		if ( is_wp_error( $stripe_price ) ) {
			return $stripe_price;
		}
		return array(
			'product' => (string) ( $product['id'] ?? '' ),
			'price'   => (string) ( $stripe_price['id'] ?? '' ),
		);
	}

	/**
	 * The donation products of a currency (one-time, monthly, yearly), made
	 * when missing; the ones that exist are kept, so a repeated call creates
	 * nothing twice.
	 *
	 * @since 0.4.0
	 *
	 * @param string $currency Currency code.
	 * @return array<int,array<string,mixed>>|\WP_Error
	 */
	public static function ensure_donation_products( string $currency ) {
		$currency = strtoupper( $currency );
		if ( ! Currencies::is_supported( $currency ) ) {
			return new \WP_Error( 'cairn_product_invalid', __( 'Invalid payment plan configured for this block.', 'cairn' ), array( 'status' => 400 ) );
		}
		// Two first donations in a new currency at once would otherwise both
		// create the products: the second waits for the first's.
		$lock = 'cairn_donation_products_lock_' . strtolower( $currency );
		if ( ! self::lock( $lock ) ) {
			return new \WP_Error( 'cairn_product_busy', __( 'Too many requests', 'cairn' ), array( 'status' => 503 ) );
		}
		try {
			return self::make_donation_products( $currency );
		} finally {
			delete_option( $lock );
		}
	}

	/**
	 * The plan a connected site without plans starts with: "Monthly
	 * Subscription", 5 USD a month. Made once, however many blocks or
	 * browser tabs ask at the same time: the request that takes the lock
	 * makes it, the others wait and find it. Its Stripe idempotency key is
	 * the site's and the attempt's, so a request retried after Stripe made
	 * the product (a timeout, a crash before the site saved it) gets the
	 * same Product and Price back rather than a second one.
	 *
	 * @since 0.7.0
	 *
	 * @return array{product:array<string,mixed>|null,created:bool}|\WP_Error The default plan
	 *         (null when the site had plans already), and whether this call made it.
	 */
	public static function ensure_default_plan() {
		if ( ! Connection::is_connected() ) {
			return new \WP_Error( 'cairn_stripe_not_connected', __( 'Stripe is not connected.', 'cairn' ), array( 'status' => 409 ) );
		}
		if ( ! self::lock( self::DEFAULT_PLAN_LOCK ) ) {
			return new \WP_Error( 'cairn_product_busy', __( 'Too many requests', 'cairn' ), array( 'status' => 503 ) );
		}
		try {
			$made = self::get( (int) get_option( self::DEFAULT_PLAN_OPTION, 0 ) );
			if ( null !== $made ) {
				return array(
					'product' => $made,
					'created' => false,
				);
			}
			if ( self::all( 'plan' ) ) {
				return array(
					'product' => null,
					'created' => false,
				);
			}
			$attempt = (int) get_option( self::DEFAULT_PLAN_ATTEMPT_OPTION, 0 );
			try {
				$site = Site_Identity::id();
			} catch ( \RuntimeException $failure ) {
				return Site_Identity::unreadable();
			}
			$product = self::create(
				__( 'Monthly Subscription', 'cairn' ),
				self::DEFAULT_PLAN['price'],
				self::DEFAULT_PLAN['currency'],
				self::DEFAULT_PLAN['interval'],
				'plan',
				true,
				'cairn-default-plan-' . $site . '-' . $attempt
			);
			if ( is_wp_error( $product ) ) {
				return $product;
			}
			update_option( self::DEFAULT_PLAN_OPTION, (int) $product['id'], false );
			// A later default (after this one is gone) is another creation on Stripe.
			update_option( self::DEFAULT_PLAN_ATTEMPT_OPTION, $attempt + 1, false );
			return array(
				'product' => $product,
				'created' => true,
			);
		} finally {
			delete_option( self::DEFAULT_PLAN_LOCK );
		}
	}

	/**
	 * The donation products of a currency, made when missing (under the lock).
	 *
	 * @param string $currency Upper-case currency code.
	 * @return array<int,array<string,mixed>>|\WP_Error
	 */
	private static function make_donation_products( string $currency ) {
		$titles   = array(
			'one-time' => __( 'One-Time Donation', 'cairn' ),
			'1 month'  => __( 'Monthly Donation', 'cairn' ),
			'1 year'   => __( 'Yearly Donation', 'cairn' ),
		);
		$existing = array();
		foreach ( self::all( 'donation', false ) as $product ) {
			if ( $product['currency'] === $currency && ! isset( $existing[ $product['interval'] ] ) ) {
				$existing[ $product['interval'] ] = $product;
			}
		}
		$products = array();
		foreach ( $titles as $interval => $title ) {
			if ( ! isset( $existing[ $interval ] ) ) {
				$existing[ $interval ] = self::create( $title, Currencies::from_minor( Currencies::minimum( $currency ), $currency ), $currency, $interval, 'donation', false );
				if ( is_wp_error( $existing[ $interval ] ) ) {
					return $existing[ $interval ];
				}
			}
			$products[] = $existing[ $interval ];
		}
		return $products;
	}

	/**
	 * Takes a lock: an options row whose insert only one process wins (a
	 * unique key decides). A lock older than a minute is a crashed holder's.
	 * Waits up to ten seconds.
	 *
	 * @param string $name Option name.
	 */
	private static function lock( string $name ): bool {
		global $wpdb;
		for ( $try = 0; $try < 40; $try++ ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			if ( 1 === $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, (string) time() ) ) ) {
				return true;
			}
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$since = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
			if ( $since && time() - $since > MINUTE_IN_SECONDS ) {
				delete_option( $name );
				continue;
			}
			usleep( 250000 );
		}
		return false;
	}

	/**
	 * One product, or null.
	 *
	 * @since 0.4.0
	 *
	 * @param int $id Post id.
	 * @return array<string,mixed>|null
	 */
	public static function get( int $id ): ?array {
		$post = get_post( $id );
		return $post && self::POST_TYPE === $post->post_type && 'publish' === $post->post_status ? self::to_array( $post ) : null;
	}

	/**
	 * The products, newest first.
	 *
	 * @since 0.4.0
	 *
	 * @param string    $type        'all' or one of TYPES.
	 * @param bool|null $is_editable Only (non-)editable ones; null for both.
	 * @return array<int,array<string,mixed>>
	 */
	public static function all( string $type = 'all', ?bool $is_editable = null ): array {
		$posts    = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'publish',
				'posts_per_page' => 500, // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_posts_per_page -- a site has a handful of products; the editor lists them all.
				'orderby'        => 'ID',
				'order'          => 'DESC',
				'no_found_rows'  => true,
			)
		);
		$products = array();
		foreach ( $posts as $post ) {
			$product = self::to_array( $post );
			if ( ( 'all' === $type || $type === $product['type'] ) && ( null === $is_editable || $is_editable === $product['is_editable'] ) ) {
				$products[] = $product;
			}
		}
		return $products;
	}

	/**
	 * A product as the routes answer it (price as a decimal number for the
	 * editor; `price_minor` for the server's sums).
	 *
	 * @param \WP_Post $post Post.
	 * @return array<string,mixed>
	 */
	private static function to_array( \WP_Post $post ): array {
		$currency = (string) get_post_meta( $post->ID, '_cairn_currency', true );
		$minor    = (int) get_post_meta( $post->ID, '_cairn_price', true );
		return array(
			'id'             => $post->ID,
			'title'          => $post->post_title,
			'price'          => (float) Currencies::from_minor( $minor, $currency ),
			'price_minor'    => $minor,
			'currency'       => $currency,
			'interval'       => (string) get_post_meta( $post->ID, '_cairn_interval', true ),
			'type'           => (string) get_post_meta( $post->ID, '_cairn_type', true ),
			'is_editable'    => '1' === get_post_meta( $post->ID, '_cairn_is_editable', true ),
			'is_donation'    => '1' === get_post_meta( $post->ID, '_cairn_is_donation', true ),
			'stripe_product' => (string) get_post_meta( $post->ID, '_cairn_stripe_product', true ),
			'stripe_price'   => (string) get_post_meta( $post->ID, '_cairn_stripe_price', true ),
		);
	}
}
