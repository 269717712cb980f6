<?php
/**
 * Tests for the Donations block's server render: the forms a visitor posts
 * to the checkout route, and nothing until Stripe is connected.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Stripe\Checkout;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * Donations block render.
 */
final class Test_Donations_Block extends Test_Case {

	use Uses_Stripe_Test_Server;

	/**
	 * The saved attributes: EUR, one-time and monthly, custom amount.
	 *
	 * @var array<string,mixed>
	 */
	private const ATTRS = array(
		'currency'         => 'EUR',
		'oneTimeDonation'  => array(
			'show'       => true,
			'amounts'    => array( 5, 15, 100 ),
			'heading'    => 'Give once',
			'buttonText' => 'Give <strong>now</strong><script>x</script>',
		),
		'monthlyDonation'  => array(
			'show'    => true,
			'amounts' => array( 5, 15.5, 100 ),
		),
		'annualDonation'   => array(
			'show'    => false,
			'amounts' => array( 50 ),
		),
		'showCustomAmount' => true,
	);

	/**
	 * The published post holding the block.
	 *
	 * @var int
	 */
	private $post_id = 0;

	/**
	 * Publishes the post and makes it the one being shown.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		$this->post_id          = (int) wp_insert_post(
			array(
				'post_title'   => 'Donate',
				'post_status'  => 'publish',
				'post_content' => wp_slash( '<!-- wp:cairn/donations ' . serialize_block_attributes( self::ATTRS ) . ' /-->' ),
			)
		);
		$GLOBALS['post']        = get_post( $this->post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the post being shown.
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
	}

	/**
	 * The forms of a rendered block, their fields by name.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<int,array<string,mixed>>
	 */
	private function forms( string $html ): array {
		$document = new \DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		$forms = array();
		foreach ( $document->getElementsByTagName( 'form' ) as $form ) {
			if ( ! $form->hasAttribute( 'data-tab' ) ) {
				continue; // The "manage your subscription" form.
			}
			$fields = array(
				'_method' => $form->getAttribute( 'method' ),
				'_action' => $form->getAttribute( 'action' ),
			);
			foreach ( $form->getElementsByTagName( 'input' ) as $input ) {
				$name = $input->getAttribute( 'name' );
				if ( 'radio' === $input->getAttribute( 'type' ) ) {
					$fields['radios'][] = $input->getAttribute( 'value' );
					if ( $input->hasAttribute( 'checked' ) ) {
						$fields[ $name ] = $input->getAttribute( 'value' );
					}
					continue;
				}
				$fields[ $name ] = $input->getAttribute( 'value' );
			}
			$forms[] = $fields;
		}
		return $forms;
	}

	public function test_nothing_is_shown_while_stripe_is_not_connected(): void {
		$this->assertSame( '', trim( $this->render_saved_block( 'cairn/donations', self::ATTRS ) ) );
	}

	public function test_a_form_per_shown_tab_posts_to_the_checkout(): void {
		$this->connect_stripe();
		$html  = $this->render_saved_block( 'cairn/donations', self::ATTRS );
		$forms = $this->forms( $html );
		$this->assertCount( 2, $forms, 'one-time and monthly; yearly is off' );
		$this->assertSame( array( 'one-time', '1 month' ), array_column( $forms, 'interval' ) );
		foreach ( $forms as $form ) {
			$this->assertSame( 'post', $form['_method'] );
			$this->assertSame( rest_url( 'cairn/v1/memberships/checkout' ), $form['_action'] );
			$this->assertSame( (string) $this->post_id, $form['post_id'] );
			$this->assertSame( Checkout::block_key( self::ATTRS ), $form['block_key'] );
			$this->assertSame( 'EUR', $form['currency'] );
			$this->assertArrayHasKey( 'custom_amount', $form );
		}
		$this->assertSame( array( '5.00', '15.00', '100.00' ), $forms[0]['radios'] );
		$this->assertSame( array( '5.00', '15.50', '100.00' ), $forms[1]['radios'] );
		$this->assertSame( '5.00', $forms[0]['amount'], 'the first tier is chosen' );
		$this->assertStringContainsString( 'Give once', $html );
		$this->assertStringContainsString( 'Give <strong>now</strong>', $html );
		$this->assertStringNotContainsString( '<script>', $html );
	}

	public function test_each_form_as_posted_opens_a_checkout_session(): void {
		$this->connect_stripe();
		// The attributes as the post stores them (kses may have changed
		// them on insert), which is what the checkout reads.
		$saved = parse_blocks( get_post( $this->post_id )->post_content )[0]['attrs'];
		$forms = $this->forms( $this->render_saved_block( 'cairn/donations', $saved ) );
		wp_set_current_user( 0 );
		$posted = array(
			array( $forms[0], array( 'amount' => $forms[0]['radios'][1] ), 1500, 'payment' ),
			array( $forms[1], array( 'custom_amount' => '12,50' ), 1250, 'subscription' ),
		);
		foreach ( $posted as list( $form, $choice, $total, $mode ) ) {
			$fields  = array_merge( array_diff_key( $form, array_flip( array( '_method', '_action', 'radios' ) ) ), $choice );
			$request = new \WP_REST_Request( 'POST', '/cairn/v1/memberships/checkout' );
			$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
			$request->set_body_params( $fields );
			$response = rest_do_request( $request );
			$this->assertSame( 303, $response->get_status() );
			$sessions = array_values( self::$stripe->state()['sessions'] );
			$session  = end( $sessions );
			$this->assertIsArray( $session, 'sent back to ' . $response->get_headers()['Location'] );
			$this->assertSame( $total, $session['amount_total'] );
			$this->assertSame( $mode, $session['mode'] );
			$this->assertSame( 'eur', $session['currency'] );
		}
	}

	public function test_without_custom_amount_there_is_no_field_and_unsaved_tabs_are_hidden(): void {
		$this->connect_stripe();
		$attrs = array(
			'currency'         => 'JPY',
			'oneTimeDonation'  => array( 'amounts' => array( 500, 10, 1500 ) ),
			'showCustomAmount' => false,
		);
		$forms = $this->forms( $this->render_saved_block( 'cairn/donations', $attrs ) );
		$this->assertCount( 1, $forms );
		$this->assertArrayNotHasKey( 'custom_amount', $forms[0] );
		$this->assertSame( array( '500', '1500' ), $forms[0]['radios'], 'an amount under the minimum is not offered' );
	}

	public function test_the_root_and_its_parts_carry_the_standard_classes_and_for_one_release_the_old_ones(): void {
		$this->connect_stripe();
		$html = $this->render_saved_block( 'cairn/donations', self::ATTRS );
		$tags = new \WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'wp-block-cairn-donations' ) ) );
		$this->assertTrue( $tags->has_class( 'cairn-donations' ), 'the old root class stays one release' );
		foreach ( array( 'tabs', 'tab', 'content', 'amounts', 'amount', 'custom', 'donate', 'heading' ) as $element ) {
			$tags = new \WP_HTML_Tag_Processor( $html );
			$this->assertTrue( $tags->next_tag( array( 'class_name' => 'wp-block-cairn-donations__' . $element ) ), $element );
			$this->assertTrue( $tags->has_class( 'cairn-donations__' . $element ), $element );
		}
	}

	public function test_the_warning_dismissal_is_the_users_own(): void {
		$user_id  = $this->act_as( 'author' );
		$response = $this->rest( 'POST', '/wp/v2/users/me', array( 'meta' => array( 'cairn_donation_warning_dismissed' => true ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( (bool) get_user_meta( $user_id, 'cairn_donation_warning_dismissed', true ) );
		$other = $this->create_user( 'author' );
		$this->rest( 'POST', '/wp/v2/users/' . $other, array( 'meta' => array( 'cairn_donation_warning_dismissed' => true ) ) );
		$this->assertFalse( (bool) get_user_meta( $other, 'cairn_donation_warning_dismissed', true ) );
	}
}
