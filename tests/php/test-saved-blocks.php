<?php
/**
 * Blocks wherever they are placed: a form, a donation and a payment button
 * in a synced pattern, a template part, a widget area or a query loop
 * submit and check out, and the server still trusts only saved markup.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Saved_Block;
use Cairn\Blocks\Saved_Blocks;
use Cairn\Forms\Entries;
use Cairn\Forms\Submission;
use Cairn\Stripe\Checkout;
use Cairn\Stripe\Products;
use WP_Error;

require_once __DIR__ . '/trait-uses-stripe-test-server.php';

/**
 * `Cairn\Blocks\Saved_Blocks` through the forms, the checkout and the signup.
 */
final class Test_Saved_Blocks extends Test_Case {

	use Uses_Stripe_Test_Server;

	/** A form with one required name field, mailing the pattern's owner. */
	private const FORM = '<!-- wp:cairn/contact-form {"to":"patterns@example.org","subject":"From the footer"} -->'
		. '<!-- wp:cairn/field {"type":"name","required":true} /-->'
		. '<!-- /wp:cairn/contact-form -->';

	/** A donations block in EUR, one-time, no custom amount. */
	private const DONATIONS = '<!-- wp:cairn/donations {"currency":"EUR","oneTimeDonation":{"show":true,"amounts":[5,15]},"showCustomAmount":false} /-->';

	/**
	 * Mails sent during a test.
	 *
	 * @var array<int,array<string,mixed>>
	 */
	private $mails = array();

	/**
	 * Connects Stripe, catches mail, and gives each test its own address.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$stripe->reset();
		$this->connect_stripe();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 250 );
	}

	/**
	 * Stops catching mail and forgets the post being shown.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		unset( $GLOBALS['post'] );
		parent::tearDown();
	}

	/**
	 * Records a mail and reports it sent.
	 *
	 * @param null|bool           $short_circuit Null.
	 * @param array<string,mixed> $atts          The mail.
	 */
	public function catch_mail( $short_circuit, $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * A published post.
	 *
	 * @param string $content Its content.
	 * @param string $status  Its status.
	 */
	private function post( string $content, string $status = 'publish' ): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'A page',
				'post_status'  => $status,
				'post_content' => wp_slash( $content ),
			)
		);
	}

	/**
	 * A synced pattern.
	 *
	 * @param string $content Its content.
	 * @param string $status  Its status.
	 */
	private function pattern( string $content, string $status = 'publish' ): int {
		return (int) wp_insert_post(
			array(
				'post_type'    => 'wp_block',
				'post_title'   => 'A pattern',
				'post_status'  => $status,
				'post_content' => wp_slash( $content ),
			)
		);
	}

	/**
	 * A template part of the active theme, saved as the Site Editor saves
	 * it; answers the block that shows it.
	 *
	 * @param string $content Its content.
	 */
	private function template_part( string $content ): string {
		$slug = 'cairn-part-' . wp_generate_password( 6, false, false );
		$id   = (int) wp_insert_post(
			array(
				'post_type'    => 'wp_template_part',
				'post_name'    => strtolower( $slug ),
				'post_title'   => 'Footer',
				'post_status'  => 'publish',
				'post_content' => wp_slash( $content ),
			)
		);
		wp_set_object_terms( $id, get_stylesheet(), 'wp_theme' );
		wp_set_object_terms( $id, 'footer', 'wp_template_part_area' );
		return '<!-- wp:template-part {"slug":"' . strtolower( $slug ) . '","theme":"' . get_stylesheet() . '"} /-->';
	}

	/**
	 * A template of the active theme, as the Site Editor saves it.
	 *
	 * @param string $content Its content.
	 */
	private function template( string $content ): void {
		$id = (int) wp_insert_post(
			array(
				'post_type'    => 'wp_template',
				'post_name'    => 'cairn-loop-' . strtolower( wp_generate_password( 6, false, false ) ),
				'post_title'   => 'Loop',
				'post_status'  => 'publish',
				'post_content' => wp_slash( $content ),
			)
		);
		wp_set_object_terms( $id, get_stylesheet(), 'wp_theme' );
	}

	/**
	 * A block widget in the footer area.
	 *
	 * @param string $content Its content.
	 */
	private function widget( string $content ): void {
		update_option(
			'widget_block',
			array(
				3              => array( 'content' => $content ),
				'_multiwidget' => 1,
			)
		);
	}

	/**
	 * Renders markup as a page does, with a post being shown (or none, as on
	 * an archive).
	 *
	 * @param string $markup  Blocks.
	 * @param int    $post_id The post shown; 0 for none.
	 */
	private function render( string $markup, int $post_id = 0 ): string {
		// phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the post being shown.
		$GLOBALS['post'] = $post_id ? get_post( $post_id ) : null;
		return do_blocks( $markup );
	}

	/**
	 * The fields of every form of rendered HTML.
	 *
	 * @param string $html HTML.
	 * @return array<int,array<string,string>>
	 */
	private function forms( string $html ): array {
		$document = new \DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		$forms = array();
		foreach ( $document->getElementsByTagName( 'form' ) as $form ) {
			$fields = array();
			foreach ( $form->getElementsByTagName( 'input' ) as $input ) {
				if ( 'radio' === $input->getAttribute( 'type' ) && ! $input->hasAttribute( 'checked' ) ) {
					continue;
				}
				$fields[ $input->getAttribute( 'name' ) ] = $input->getAttribute( 'value' );
			}
			$forms[] = $fields;
		}
		return $forms;
	}

	/**
	 * Sends a rendered contact form as a visitor who took their time.
	 *
	 * @param array<string,string> $fields The form's hidden fields.
	 * @return array<string,mixed>|WP_Error
	 */
	private function submit( array $fields ) {
		wp_set_current_user( 0 );
		return Submission::handle(
			array_merge(
				$fields,
				array(
					Submission::STARTED => Submission::started_token( time() - 30 ),
					'cairn_f0'          => 'Ada',
				)
			),
			'192.0.2.' . wp_rand( 1, 250 )
		);
	}

	/**
	 * Posts a rendered payment form to the checkout as a visitor (a plain
	 * form post: the answer is a redirect).
	 *
	 * @param array<string,string> $fields The form's fields.
	 */
	private function checkout( array $fields ): \WP_REST_Response {
		wp_set_current_user( 0 );
		$request = new \WP_REST_Request( 'POST', '/cairn/v1/memberships/checkout' );
		$request->set_header( 'Content-Type', 'application/x-www-form-urlencoded' );
		$request->set_body_params( $fields );
		return rest_do_request( $request );
	}

	/**
	 * The sessions the Stripe test server holds.
	 *
	 * @return array<int,array<string,mixed>>
	 */
	private function sessions(): array {
		return array_values( self::$stripe->state()['sessions'] );
	}

	public function test_a_form_in_a_synced_pattern_submits_and_mails_the_patterns_address(): void {
		$pattern = $this->pattern( self::FORM );
		$post    = $this->post( '<!-- wp:paragraph --><p>Write to us</p><!-- /wp:paragraph --><!-- wp:block {"ref":' . $pattern . '} /-->' );
		$fields  = $this->forms( $this->render( (string) get_post_field( 'post_content', $post ), $post ) )[0];
		$this->assertSame( (string) $post, $fields['cairn_form_post'] );

		$result = $this->submit( $fields );
		$this->assertIsArray( $result, $result instanceof WP_Error ? $result->get_error_message() : '' );
		$this->assertSame( array( 'patterns@example.org' ), (array) $this->mails[0]['to'] );
		$this->assertSame( $post, (int) get_post_field( 'post_parent', $result['entry'] ), 'The entry belongs to the page it was sent from.' );
	}

	public function test_a_form_in_a_template_part_submits_from_a_post_and_from_an_archive(): void {
		$part = $this->template_part( '<!-- wp:group --><div class="wp-block-group">' . self::FORM . '</div><!-- /wp:group -->' );
		$post = $this->post( '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->' );

		foreach ( array( $post, 0 ) as $shown ) {
			$fields = $this->forms( $this->render( $part, $shown ) )[0];
			$result = $this->submit( $fields );
			$this->assertIsArray( $result, 'shown with ' . $shown . ': ' . ( $result instanceof WP_Error ? $result->get_error_message() : '' ) );
			$this->assertSame( $shown, (int) get_post_field( 'post_parent', $result['entry'] ) );
		}
		$this->assertCount( 2, $this->mails );
		$this->assertSame( array( 'patterns@example.org' ), (array) $this->mails[1]['to'] );
	}

	public function test_a_form_in_a_widget_submits(): void {
		$this->widget( self::FORM );
		$fields = $this->forms( $this->render( self::FORM ) )[0];
		$this->assertIsArray( $this->submit( $fields ) );
		$this->assertSame(
			Entries::POST_TYPE,
			get_post_type(
				(int) get_posts(
					array(
						'post_type'   => Entries::POST_TYPE,
						'post_status' => 'any',
						'fields'      => 'ids',
					)
				)[0]
			)
		);
	}

	public function test_a_form_in_the_query_loop_of_a_template_submits_with_the_looped_post(): void {
		$loop = '<!-- wp:query {"queryId":7,"query":{"perPage":2,"postType":"post","order":"desc","orderBy":"date","inherit":false}} --><div class="wp-block-query">'
			. '<!-- wp:post-template --><!-- wp:post-title /-->' . self::FORM . '<!-- /wp:post-template --></div><!-- /wp:query -->';
		$this->template( $loop );
		$looped = $this->post( '<!-- wp:paragraph --><p>Looped</p><!-- /wp:paragraph -->' );
		$forms  = $this->forms( $this->render( $loop ) );
		$this->assertNotEmpty( $forms );
		$this->assertContains( (string) $looped, array_column( $forms, 'cairn_form_post' ), 'Each form renders with its looped post.' );
		$mine   = array_values( array_filter( $forms, static fn( array $form ): bool => (string) $looped === $form['cairn_form_post'] ) )[0];
		$result = $this->submit( $mine );
		$this->assertIsArray( $result );
		$this->assertSame( $looped, (int) get_post_field( 'post_parent', $result['entry'] ) );
	}

	public function test_a_form_saved_nowhere_or_in_a_draft_pattern_is_refused(): void {
		$draft  = $this->pattern( self::FORM, 'draft' );
		$post   = $this->post( '<!-- wp:block {"ref":' . $draft . '} /-->' );
		$stray  = $this->forms( $this->render( self::FORM, $post ) )[0];
		$result = $this->submit( $stray );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'cairn_form_changed', $result->get_error_code() );
		$this->assertSame( array(), $this->mails );
	}

	public function test_a_donation_in_a_template_part_checks_out_and_comes_back_to_the_page(): void {
		$part  = $this->template_part( self::DONATIONS );
		$forms = $this->forms( $this->render( $part ) );
		$this->assertCount( 1, $forms, 'Rendered on an archive too, where no post is shown.' );
		$this->assertSame( '0', $forms[0]['post_id'] );
		$fields               = $forms[0];
		$fields['return_url'] = home_url( '/category/news/' );

		$response = $this->checkout( $fields );
		$this->assertSame( 303, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$session = $this->sessions()[0];
		$this->assertSame( 500, $session['amount_total'] );
		$this->assertSame( '0', $session['metadata']['cairn_post'] );
		$this->assertStringStartsWith( home_url( '/category/news/' ), $session['success_url'] );

		// Another site's address is not followed back.
		$fields['return_url'] = 'https://attacker.example/';
		$this->checkout( $fields );
		$this->assertStringStartsWith( home_url( '/' ), $this->sessions()[1]['cancel_url'] );
		$this->assertStringNotContainsString( 'attacker', $this->sessions()[1]['cancel_url'] );
	}

	public function test_a_payment_button_in_a_widget_checks_out(): void {
		$plan   = (array) Products::create( 'Club', '8', 'USD', '1 month', 'plan' );
		$button = '<!-- wp:cairn/recurring-payments {"planId":' . (int) $plan['id'] . '} --><div class="wp-block-cairn-recurring-payments"><!-- wp:cairn/button {"element":"button","text":"Join"} --><div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Join</button></div><!-- /wp:cairn/button --></div><!-- /wp:cairn/recurring-payments -->';
		$this->widget( $button );
		$post   = $this->post( '<!-- wp:paragraph --><p>News</p><!-- /wp:paragraph -->' );
		$fields = $this->forms( $this->render( $button, $post ) )[0];
		$this->assertSame( 303, $this->checkout( $fields )->get_status() );
		$this->assertSame( 'subscription', $this->sessions()[0]['mode'] );
		$this->assertSame( (string) $post, $this->sessions()[0]['metadata']['cairn_post'], 'Shown with a published post: the payment names it.' );
	}

	public function test_a_donation_in_a_synced_pattern_inside_a_query_loop_checks_out(): void {
		$pattern = $this->pattern( self::DONATIONS );
		$loop    = '<!-- wp:query {"queryId":8,"query":{"perPage":1,"postType":"post","order":"desc","orderBy":"date","inherit":false}} --><div class="wp-block-query">'
			. '<!-- wp:post-template --><!-- wp:block {"ref":' . $pattern . '} /--><!-- /wp:post-template --></div><!-- /wp:query -->';
		$this->template( $loop );
		$looped = $this->post( '<!-- wp:paragraph --><p>Looped</p><!-- /wp:paragraph -->' );
		$fields = $this->forms( $this->render( $loop ) )[0];
		$this->assertSame( (string) $looped, $fields['post_id'] );
		$this->assertSame( 303, $this->checkout( $fields )->get_status() );
		$this->assertCount( 1, $this->sessions() );
	}

	public function test_a_donation_only_in_a_draft_or_unpublished_place_takes_no_payment(): void {
		$draft  = $this->post( self::DONATIONS, 'draft' );
		$fields = $this->forms( $this->render( self::DONATIONS, $draft ) );
		$this->assertNotEmpty( $fields );
		$response = $this->checkout( $fields[0] );
		$this->assertSame( 303, $response->get_status() );
		$this->assertStringContainsString( 'cairn_checkout=gone', $response->get_headers()['Location'] );

		$editor = $this->create_user( 'editor' );
		wp_set_current_user( $editor );
		$this->assertNull( Saved_Blocks::find( array( Checkout::DONATIONS ), '__return_true', 0 ), 'A draft is no place of the site.' );
		$found = Saved_Blocks::find( array( Checkout::DONATIONS ), '__return_true', $draft );
		$this->assertInstanceOf( Saved_Block::class, $found, 'Its editor finds it in the draft' );
		$this->assertFalse( $found->is_public(), 'but the draft is not public' );
		$this->assertSame( array(), $this->sessions() );
	}

	public function test_the_lookup_says_where_each_block_is(): void {
		$pattern = $this->pattern( self::FORM );
		$post    = $this->post( '<!-- wp:block {"ref":' . $pattern . '} /-->' );
		$this->template_part( '<!-- wp:cairn/donations {"currency":"USD"} /-->' );
		$this->widget( '<!-- wp:cairn/mailchimp {"interests":["a"]} /-->' );
		$any = '__return_true';

		$found = Saved_Blocks::find( array( 'cairn/contact-form' ), $any, $post );
		$this->assertSame( array( Saved_Block::IN_PATTERN, $pattern, $post ), array( $found->place, $found->holder->ID, $found->post->ID ) );
		$found = Saved_Blocks::find( array( 'cairn/donations' ), $any, $post );
		$this->assertSame( array( Saved_Block::IN_TEMPLATE, null, $post ), array( $found->place, $found->holder, $found->post->ID ) );
		$found = Saved_Blocks::find( array( 'cairn/mailchimp' ), $any, 0 );
		$this->assertSame( array( Saved_Block::IN_WIDGET, null, null ), array( $found->place, $found->holder, $found->post ) );
		$this->assertTrue( $found->is_published() );
	}
}
