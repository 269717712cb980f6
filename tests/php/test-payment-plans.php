<?php
/**
 * Tests for the Payment Button: the visitor's form, hidden until Stripe is
 * connected and a valid plan is chosen; the plan checked again at checkout;
 * the plan route refusing under-privileged users.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;
use Cairn\Stripe\Checkout;
use Cairn\Stripe\Products;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * Payment Button.
 *
 * @group database
 */
final class Test_Payment_Plans extends Test_Case {

	use Uses_Stripe_Test_Server;

	/**
	 * The published post holding the block.
	 *
	 * @var int
	 */
	private $post_id = 0;

	/**
	 * A plan of the site: Monthly Subscription, $8 a month.
	 *
	 * @var array<string,mixed>
	 */
	private $plan = array();

	/**
	 * Connects Stripe, creates a plan and publishes a post with the block.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		$this->connect_stripe();
		$this->plan             = (array) Products::create( 'Monthly Subscription', '8', 'USD', '1 month', 'plan' );
		$this->post_id          = $this->publish( array( 'planId' => (int) $this->plan['id'] ) );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
	}

	/**
	 * Publishes a post holding the block with its inner button, and makes
	 * it the post being shown.
	 *
	 * @param array<string,mixed> $attrs Block attributes.
	 */
	private function publish( array $attrs ): int {
		$content         = '<!-- wp:cairn/recurring-payments ' . wp_json_encode( (object) $attrs ) . ' -->'
			. '<!-- wp:cairn/button {"element":"button","text":"Join \u003cstrong\u003enow\u003c/strong\u003e","lock":{"remove":true,"move":true}} -->'
			. '<div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Join <strong>now</strong></button></div>'
			. '<!-- /wp:cairn/button --><!-- /wp:cairn/recurring-payments -->';
		$id              = (int) wp_insert_post(
			array(
				'post_title'   => 'Join',
				'post_status'  => 'publish',
				'post_content' => wp_slash( $content ),
			)
		);
		$GLOBALS['post'] = get_post( $id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the post being shown.
		return $id;
	}

	/**
	 * The post rendered as a visitor sees it.
	 */
	private function page(): string {
		wp_set_current_user( 0 );
		return do_blocks( get_post( $this->post_id )->post_content );
	}

	/**
	 * The fields of the rendered form.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<string,string>
	 */
	private function form( string $html ): array {
		$document = new \DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		// The checkout's form; a recurring plan's "manage" form follows it.
		$forms = $document->getElementsByTagName( 'form' );
		$this->assertGreaterThanOrEqual( 1, $forms->length, $html );
		$form = $forms->item( 0 );
		$this->assertSame( rest_url( 'cairn/v1/memberships/checkout' ), $form->getAttribute( 'action' ) );
		$fields = array(
			'_method' => $form->getAttribute( 'method' ),
			'_action' => $form->getAttribute( 'action' ),
		);
		foreach ( $form->getElementsByTagName( 'input' ) as $input ) {
			$fields[ $input->getAttribute( 'name' ) ] = $input->getAttribute( 'value' );
		}
		return $fields;
	}

	/**
	 * Posts a form to the checkout as a visitor.
	 *
	 * @param array<string,string> $fields Fields.
	 */
	private function post_form( array $fields ): \WP_REST_Response {
		wp_set_current_user( 0 );
		$request = new \WP_REST_Request( 'POST', '/cairn/v1/memberships/checkout' );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_header( 'Accept', 'application/json' );
		$request->set_body_params( array_diff_key( $fields, array_flip( array( '_method', '_action' ) ) ) );
		return rest_do_request( $request );
	}

	/**
	 * The sessions the test server holds.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	private function sessions(): array {
		return array_values( self::$stripe->state()['sessions'] );
	}

	public function test_the_button_posts_its_plan_to_the_checkout(): void {
		$html = $this->page();
		$form = $this->form( $html );
		$this->assertSame( 'post', $form['_method'] );
		$this->assertSame( rest_url( 'cairn/v1/memberships/checkout' ), $form['_action'] );
		$this->assertSame( (string) $this->post_id, $form['post_id'] );
		$this->assertSame( (string) $this->plan['id'], $form['plan_id'] );
		$saved = parse_blocks( get_post( $this->post_id )->post_content )[0]['attrs'];
		$this->assertSame( Checkout::block_key( $saved ), $form['block_key'] );
		$this->assertStringContainsString( '<button type="submit" class="wp-block-cairn-button__link">Join <strong>now</strong></button>', $html, 'the saved inner button submits the form' );
		$this->assertStringContainsString( 'wp-block-cairn-recurring-payments', $html );
	}

	public function test_the_form_as_posted_opens_a_subscription_at_the_plans_price(): void {
		$response = $this->post_form( $this->form( $this->page() ) );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertStringStartsWith( self::$stripe->url, $response->get_data()['url'] );
		$session = $this->sessions()[0];
		$this->assertSame( 'subscription', $session['mode'] );
		$this->assertSame( 800, $session['amount_total'] );
		$this->assertSame( 'usd', $session['currency'] );
		$this->assertSame( (string) $this->plan['id'], $session['metadata']['cairn_product'] );
	}

	public function test_a_one_time_plan_is_paid_in_payment_mode(): void {
		$once          = (array) Products::create( 'Lifetime', '30', 'EUR', 'one-time', 'plan' );
		$this->post_id = $this->publish( array( 'planId' => (int) $once['id'] ) );
		$this->assertSame( 200, $this->post_form( $this->form( $this->page() ) )->get_status() );
		$session = $this->sessions()[0];
		$this->assertSame( 'payment', $session['mode'] );
		$this->assertSame( 3000, $session['amount_total'] );
	}

	public function test_a_tampered_plan_id_is_refused(): void {
		$other  = (array) Products::create( 'Cheap', '0.5', 'USD', '1 month', 'plan' );
		$fields = $this->form( $this->page() );
		foreach ( array( (string) $other['id'], '999999', 'abc' ) as $tampered ) {
			$response = $this->post_form( array_merge( $fields, array( 'plan_id' => $tampered ) ) );
			$this->assertSame( 400, $response->get_status(), $tampered );
			$this->assertSame( 'Invalid payment plan configured for this block.', $response->get_data()['message'], $tampered );
		}
		// A block key naming a block the post does not hold.
		$forged = Checkout::block_key( array( 'planId' => (int) $other['id'] ) );
		$this->assertSame( 404, $this->post_form( array_merge( $fields, array( 'block_key' => $forged ) ) )->get_status() );
		$this->assertSame( array(), $this->sessions(), 'no session was opened' );
	}

	public function test_a_block_whose_product_is_not_a_plan_is_refused(): void {
		$donations     = Products::ensure_donation_products( 'USD' );
		$this->post_id = $this->publish( array( 'planId' => (int) $donations[0]['id'] ) );
		$this->assertSame( '', trim( $this->page() ), 'hidden from visitors' );
		$response = $this->post_form(
			array(
				'post_id' => (string) $this->post_id,
				'block'   => '0',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Invalid payment plan configured for this block.', $response->get_data()['message'] );
		$this->assertSame( array(), $this->sessions() );
	}

	public function test_hidden_from_visitors_until_a_valid_plan_is_chosen(): void {
		foreach ( array( array(), array( 'planId' => 424242 ), array( 'planIds' => array() ) ) as $attrs ) {
			$this->post_id = $this->publish( $attrs );
			$this->assertSame( '', trim( $this->page() ), (string) wp_json_encode( $attrs ) );
		}
		// Jetpack's planIds: the first is sold.
		$this->post_id = $this->publish( array( 'planIds' => array( (int) $this->plan['id'] ) ) );
		$this->assertSame( (string) $this->plan['id'], $this->form( $this->page() )['plan_id'] );
	}

	public function test_hidden_from_visitors_while_stripe_is_not_connected(): void {
		update_option( Settings::SECRETS, array() );
		$this->assertSame( '', trim( $this->page() ) );
		$this->assertSame( '', trim( $this->render_saved_block( 'cairn/recurring-payments', array( 'planId' => (int) $this->plan['id'] ) ) ) );
	}

	public function test_the_form_carries_the_standard_class_and_for_one_release_the_old_one(): void {
		$tags = new \WP_HTML_Tag_Processor( $this->page() );
		$this->assertTrue( $tags->next_tag( array( 'tag_name' => 'form' ) ) );
		$this->assertTrue( $tags->has_class( 'wp-block-cairn-recurring-payments' ) );
		$this->assertTrue( $tags->has_class( 'cairn-recurring-payments' ) );
	}

	public function test_a_button_saved_as_a_link_still_submits(): void {
		$html = $this->render_saved_block( 'cairn/recurring-payments', array( 'planId' => (int) $this->plan['id'] ) );
		$this->assertStringContainsString( '<button type="submit"', $html );
		$this->assertStringContainsString( 'Subscribe', $html );
	}

	public function test_the_plan_route_refuses_under_privileged_users(): void {
		$plan   = array(
			'title'    => 'Monthly Subscription',
			'price'    => '5',
			'currency' => 'USD',
			'interval' => '1 month',
			'type'     => 'plan',
		);
		$before = count( self::$stripe->state()['products'] );
		foreach ( array(
			''            => 401,
			'subscriber'  => 403,
			'contributor' => 403,
		) as $role => $status ) {
			$this->act_as( $role );
			$this->assertSame( $status, $this->rest( 'POST', '/cairn/v1/memberships/product', $plan )->get_status(), $role );
			if ( 'contributor' !== $role ) {
				$this->assertSame( $status, $this->rest( 'GET', '/cairn/v1/memberships/status', array( 'type' => 'plan' ) )->get_status(), $role );
			}
		}
		$this->assertCount( $before, self::$stripe->state()['products'], 'nothing was created on Stripe' );
		$this->act_as( 'author' );
		$created = $this->rest( 'POST', '/cairn/v1/memberships/product', $plan );
		$this->assertSame( 200, $created->get_status() );
		$this->assertSame( array( 'id', 'title', 'interval', 'price', 'currency' ), array_keys( $created->get_data() ) );
	}

	public function test_a_plan_marked_as_a_donation_is_given_not_bought(): void {
		$this->act_as( 'author' );
		$created = $this->rest(
			'POST',
			'/cairn/v1/memberships/product',
			array(
				'title'       => 'Support the choir',
				'price'       => '12',
				'currency'    => 'EUR',
				'interval'    => 'one-time',
				'is_donation' => true,
			)
		)->get_data();
		$this->assertTrue( $created['is_donation'] );
		$stripe_product = array_values( self::$stripe->state()['products'] );
		$this->assertSame( '1', end( $stripe_product )['metadata']['cairn_donation'] );
		$this->assertTrue( Products::get( (int) $created['id'] )['is_donation'] );
		$this->assertFalse( $this->plan['is_donation'], 'A plan is bought unless marked.' );

		$this->post_id = $this->publish( array( 'planId' => (int) $created['id'] ) );
		$this->assertSame( 200, $this->post_form( $this->form( $this->page() ) )->get_status() );
		$session = $this->sessions()[0];
		$this->assertSame( 'donate', $session['submit_type'], 'Checkout says Donate.' );
		$this->assertSame( 'donation', $session['metadata']['cairn_kind'], 'Earnings counts a donation.' );
	}

	public function test_the_plan_route_checks_the_price_against_the_minimum(): void {
		$this->act_as( 'author' );
		$response = $this->rest(
			'POST',
			'/cairn/v1/memberships/product',
			array(
				'title'    => 'Tiny',
				'price'    => '0.49',
				'currency' => 'USD',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'Minimum allowed price is $0.50.', $response->get_data()['message'] );
	}
}
