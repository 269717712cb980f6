<?php
/**
 * Forms: fields, submissions, entries, mail, spam and the entries screen.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Forms\Form_Result;
use Cairn\Forms\Entries;
use Cairn\Forms\Entries_Screen;
use Cairn\Forms\Field;
use Cairn\Forms\Form;
use Cairn\Forms\Notification;
use Cairn\Forms\Submission;
use WP_Error;

/**
 * `Cairn\Forms\*` and `Cairn\Blocks\Contact_Form`.
 *
 * @group database
 */
final class Test_Contact_Form extends Test_Case {

	/** A form: name and email required, a topic among two, a message. */
	private const FORM = '<!-- wp:cairn/contact-form {"to":"owner@example.org"} -->'
		. '<!-- wp:cairn/field {"type":"name","required":true} /-->'
		. '<!-- wp:cairn/field {"type":"email","required":true} /-->'
		. '<!-- wp:cairn/field {"type":"select","label":"Topic","options":["Booking","Question"]} /-->'
		. '<!-- wp:cairn/field {"type":"textarea","label":"Message"} /-->'
		. '<!-- wp:cairn/button {"element":"button","text":"Submit"} --><div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Submit</button></div><!-- /wp:cairn/button -->'
		. '<!-- /wp:cairn/contact-form -->';

	/**
	 * Mails sent during a test.
	 *
	 * @var array<int,array<string,mixed>>
	 */
	private $mails = array();

	/**
	 * Catches mails instead of sending them.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	/**
	 * Stops catching mails.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		$_GET = array();
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
	 * A published post holding a form, and the form.
	 *
	 * @param string $markup The post's content.
	 * @return array{0:\WP_Post,1:Form}
	 */
	private function form_post( string $markup = self::FORM ): array {
		$id = wp_insert_post(
			array(
				'post_title'   => 'Contact us',
				'post_content' => $markup,
				'post_status'  => 'publish',
			)
		);
		$this->assertIsInt( $id );
		$post  = get_post( $id );
		$forms = Form::in_post( $post );
		$this->assertNotEmpty( $forms );
		return array( $post, $forms[0] );
	}

	/**
	 * What a visitor's browser posts.
	 *
	 * @param \WP_Post             $post   The post.
	 * @param Form                 $form   The form.
	 * @param array<string,string> $values Values by field name.
	 * @return array<string,string>
	 */
	private function posted( $post, Form $form, array $values ): array {
		return array_merge(
			array(
				'cairn_form_post'    => (string) $post->ID,
				'cairn_form_id'      => $form->id(),
				Submission::STARTED  => Submission::started_token( time() - 30 ),
				Submission::HONEYPOT => '',
			),
			$values
		);
	}

	/**
	 * Valid values for the form.
	 *
	 * @return array<string,string>
	 */
	private function valid(): array {
		return array(
			'cairn_f0' => 'Ada Lovelace',
			'cairn_f1' => 'ada@example.org',
			'cairn_f2' => 'Booking',
			'cairn_f3' => "Hello,\nA table for two.",
		);
	}

	public function test_each_field_type_checks_its_value(): void {
		$cases = array(
			array( array( 'type' => 'email' ), 'ada@example.org', '' ),
			array( array( 'type' => 'email' ), 'ada@', 'Please enter a valid email address.' ),
			array( array( 'type' => 'url' ), 'https://example.org/a', '' ),
			array( array( 'type' => 'url' ), 'javascript:alert(1)', 'Please enter a valid web address, starting with http:// or https://.' ),
			array( array( 'type' => 'url' ), 'https://user@example.org/', 'Please enter a valid web address, starting with http:// or https://.' ),
			array( array( 'type' => 'telephone' ), '+44 (0)20 7946 0958', '' ),
			array( array( 'type' => 'telephone' ), 'call me', 'Please enter a valid phone number.' ),
			array( array( 'type' => 'date' ), '2026-02-28', '' ),
			array( array( 'type' => 'date' ), '2026-02-30', 'Please enter a date as YYYY-MM-DD.' ),
			array(
				array(
					'type'    => 'radio',
					'options' => array( 'A', 'B' ),
				),
				'B',
				'',
			),
			array(
				array(
					'type'    => 'select',
					'options' => array( 'A', 'B' ),
				),
				'C',
				'Please choose one of the options.',
			),
			array( array( 'type' => 'checkbox' ), '1', '' ),
			array( array( 'type' => 'checkbox' ), 'yes', 'Please check the box or leave it empty.' ),
			array( array( 'type' => 'text' ), str_repeat( 'a', 501 ), 'This is too long: 500 characters at most.' ),
			array( array( 'type' => 'textarea' ), str_repeat( 'a', 10000 ), '' ),
			array(
				array(
					'type'     => 'name',
					'required' => true,
				),
				'',
				'This field is required.',
			),
			array( array( 'type' => 'name' ), '', '' ),
			array(
				array(
					'type'        => 'consent',
					'consentType' => 'implicit',
					'required'    => true,
				),
				'',
				'',
			),
		);
		foreach ( $cases as list( $attributes, $value, $error ) ) {
			$field = new Field( $attributes );
			$this->assertSame( $error, $field->error( $field->clean( $value ) ), wp_json_encode( array( $attributes, $value ) ) );
		}
	}

	public function test_a_field_keeps_only_text(): void {
		$field = new Field( array( 'type' => 'text' ) );
		$this->assertSame( 'a b', $field->clean( "a\x00b" ) );
		$this->assertSame( '', $field->clean( array( 'x' ) ) );
		$area = new Field( array( 'type' => 'textarea' ) );
		$this->assertSame( "line\nnext", $area->clean( "line\r\nnext\x07" ) );
	}

	public function test_a_submission_is_checked_against_the_form_as_saved(): void {
		list( $post, $form ) = $this->form_post();
		$posted              = $this->posted(
			$post,
			$form,
			array(
				// A browser may claim other fields: only the saved ones count.
				'cairn_f1' => 'not-an-email',
				'cairn_f2' => 'Something else',
				'cairn_f9' => 'An extra field',
			)
		);
		$result              = Submission::handle( $posted, '192.0.2.1' );

		$this->assertInstanceOf( WP_Error::class, $result );
		$data = $result->get_error_data();
		$this->assertSame(
			array(
				'cairn_f0' => 'This field is required.',
				'cairn_f1' => 'Please enter a valid email address.',
				'cairn_f2' => 'Please choose one of the options.',
			),
			$data['errors']
		);
		$this->assertSame( 'not-an-email', $data['values']['cairn_f1'], 'What the visitor typed comes back.' );
		$this->assertArrayNotHasKey( 'cairn_f9', $data['values'] );
		$this->assertSame( array(), get_posts( array( 'post_type' => Entries::POST_TYPE ) ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_an_entry_is_stored_then_mailed_as_plain_text(): void {
		list( $post, $form ) = $this->form_post();
		$values              = $this->valid();
		$values['cairn_f3']  = "<script>alert(1)</script>\nTopic: forged";
		$values['cairn_f0']  = "Ada\r\nBcc: victim@example.org";
		$result              = Submission::handle( $this->posted( $post, $form, $values ), '192.0.2.2' );

		$this->assertIsArray( $result );
		$entry = get_post( $result['entry'] );
		$this->assertSame( Entries::RECEIVED, $entry->post_status );
		$this->assertSame( $post->ID, $entry->post_parent );
		$this->assertSame( 'sent', get_post_meta( $entry->ID, Entries::META_MAIL, true ) );
		$this->assertSame( "<script>alert(1)</script>\nTopic: forged", Entries::fields( $entry->ID )[3]['value'] );

		$this->assertCount( 1, $this->mails );
		$mail = $this->mails[0];
		$this->assertSame( array( 'owner@example.org' ), $mail['to'] );
		$this->assertContains( 'Content-Type: text/plain; charset=UTF-8', $mail['headers'] );
		$this->assertContains( 'Reply-To: ada@example.org', $mail['headers'] );
		$this->assertStringNotContainsString( "\n", $mail['subject'] );
		$this->assertStringContainsString( "Message: <script>alert(1)</script>\n    Topic: forged", $mail['message'], 'A value cannot pass for another field.' );
		$this->assertStringContainsString( 'Name: Ada Bcc: victim@example.org', $mail['message'], 'No line break survives in a one-line field.' );
		foreach ( $mail['headers'] as $header ) {
			$this->assertStringNotContainsString( 'victim', $header );
		}
	}

	public function test_the_entry_survives_a_failing_or_broken_mailer(): void {
		list( $post, $form ) = $this->form_post();
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		add_filter( 'pre_wp_mail', '__return_false' );
		$failed = Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.3' );
		remove_filter( 'pre_wp_mail', '__return_false' );
		$this->assertIsArray( $failed );
		$this->assertSame( 'failed', get_post_meta( $failed['entry'], Entries::META_MAIL, true ) );

		$broken = static function () {
			throw new \RuntimeException( 'SMTP is down' );
		};
		add_filter( 'pre_wp_mail', $broken );
		try {
			$thrown = Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.3' );
		} finally {
			remove_filter( 'pre_wp_mail', $broken );
		}
		$this->assertIsArray( $thrown );
		$this->assertSame( 'failed', get_post_meta( $thrown['entry'], Entries::META_MAIL, true ) );
		$this->assertCount( 2, get_posts( array( 'post_type' => Entries::POST_TYPE ) ) );
	}

	public function test_spam_is_kept_as_spam_and_not_mailed(): void {
		list( $post, $form ) = $this->form_post();
		$cases               = array(
			'honeypot' => array( Submission::HONEYPOT => 'http://spam.example' ),
			'too-fast' => array( Submission::STARTED => Submission::started_token( time() ) ),
			'forged'   => array( Submission::STARTED => ( time() - 60 ) . '.0123456789abcdef0123' ),
			'missing'  => array( Submission::STARTED => '' ),
		);
		foreach ( $cases as $case => $override ) {
			$result = Submission::handle( array_merge( $this->posted( $post, $form, $this->valid() ), $override ), '192.0.2.' . ( 10 + count( $this->mails ) ) );
			$this->assertIsArray( $result, $case );
			$this->assertSame( Entries::SPAM, get_post_status( $result['entry'] ), $case );
		}
		add_filter( 'cairn_form_is_spam', '__return_true' );
		$flagged = Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.20' );
		remove_filter( 'cairn_form_is_spam', '__return_true' );
		$this->assertSame( Entries::SPAM, get_post_status( $flagged['entry'] ) );
		$this->assertSame( array(), $this->mails );
	}

	public function test_the_fill_time_is_measured_by_the_sites_clock(): void {
		list( $post, $form ) = $this->form_post();
		// Shown now, by the site's clock, and sent at once: too fast.
		$shown = array( Submission::STARTED => Submission::started_token() );
		$sent  = Submission::handle( array_merge( $this->posted( $post, $form, $this->valid() ), $shown ), '192.0.2.40' );
		$later = static function ( int $now ): int {
			return $now + Submission::MIN_SECONDS;
		};
		$this->assertSame( Entries::SPAM, get_post_status( $sent['entry'] ) );
		// The same form sent once the clock has moved on a person's time.
		add_filter( 'cairn_form_now', $later );
		try {
			$kept = Submission::handle( array_merge( $this->posted( $post, $form, $this->valid() ), $shown ), '192.0.2.41' );
		} finally {
			remove_filter( 'cairn_form_now', $later );
		}
		$this->assertSame( Entries::RECEIVED, get_post_status( $kept['entry'] ) );
	}

	public function test_an_address_is_limited_per_window(): void {
		list( $post, $form ) = $this->form_post();
		for ( $i = 0; $i < Submission::PER_IP; $i++ ) {
			$this->assertIsArray( Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.30' ) );
		}
		$refused = Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.30' );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 429, $refused->get_error_data()['status'] );
		$this->assertSame( 'Ada Lovelace', $refused->get_error_data()['values']['cairn_f0'] );
		$this->assertIsArray( Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.31' ) );
	}

	public function test_a_changed_or_closed_form_is_refused_and_keeps_what_was_typed(): void {
		list( $post, $form ) = $this->form_post();
		$posted              = $this->posted( $post, $form, $this->valid() );
		wp_update_post(
			array(
				'ID'           => $post->ID,
				'post_content' => str_replace( '"label":"Topic"', '"label":"Subject"', self::FORM ),
			)
		);
		$changed = Submission::handle( $posted, '192.0.2.40' );
		$this->assertInstanceOf( WP_Error::class, $changed );
		$this->assertSame( 'cairn_form_changed', $changed->get_error_code() );
		$this->assertSame( 'ada@example.org', $changed->get_error_data()['values']['cairn_f1'] );

		list( $draft, $draft_form ) = $this->form_post();
		wp_update_post(
			array(
				'ID'          => $draft->ID,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 'cairn_form_changed', Submission::handle( $this->posted( $draft, $draft_form, $this->valid() ), '192.0.2.41' )->get_error_code() );
	}

	public function test_the_form_renders_its_fields_with_labels_and_the_hidden_fields(): void {
		list( $post, $form ) = $this->form_post();
		$html                = $this->render_form( $post );

		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"', $html );
		$this->assertStringContainsString( 'name="cairn_form_id" value="' . $form->id() . '"', $html );
		$this->assertStringContainsString( 'name="cairn_form_post" value="' . $post->ID . '"', $html );
		$this->assertStringContainsString( 'name="' . Submission::HONEYPOT . '"', $html );
		$id = 'cairn-' . $form->id() . '-f1';
		$this->assertStringContainsString( '<label class="wp-block-cairn-field__label" for="' . $id . '">Email <span class="wp-block-cairn-field__required">(required)</span></label><input type="email" id="' . $id . '" name="cairn_f1"', $html );
		$this->assertStringContainsString( '<option value="Booking">Booking</option>', $html );
		$this->assertStringContainsString( '<textarea id="cairn-' . $form->id() . '-f3" name="cairn_f3"', $html );
		$this->assertSame( 1, substr_count( $html, 'type="submit"' ) );
	}

	public function test_after_a_plain_post_the_errors_and_values_come_back_escaped(): void {
		list( $post, $form ) = $this->form_post();
		set_transient(
			'cairn_form_result_abc123',
			array(
				'form'    => $form->id(),
				'values'  => array(
					'cairn_f0' => '"><script>alert(1)</script>',
					'cairn_f3' => '</textarea><script>x</script>',
				),
				'errors'  => array( 'cairn_f1' => 'This field is required.' ),
				'message' => 'Please correct the fields below.',
			),
			60
		);
		$_GET[ Form_Result::ARG ] = 'abc123';
		$html                     = $this->render_form( $post );

		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringContainsString( 'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"', $html );
		$this->assertStringContainsString( 'role="alert">Please correct the fields below.', $html );
		$error = 'cairn-' . $form->id() . '-f1-error';
		$this->assertStringContainsString( 'aria-invalid="true" aria-describedby="' . $error . '"', $html );
		$this->assertStringContainsString( '<p class="wp-block-cairn-field__error" id="' . $error . '">This field is required.</p>', $html );
	}

	public function test_after_sending_the_thank_you_shows(): void {
		list( $post, $form ) = $this->form_post();
		set_transient(
			'cairn_form_result_sent1',
			array(
				'form' => $form->id(),
				'sent' => true,
			),
			60
		);
		$_GET[ Form_Result::ARG ] = 'sent1';
		$html                     = $this->render_form( $post );
		$this->assertStringContainsString( 'role="status"', $html );
		$this->assertStringContainsString( 'Thank you! Your message has been sent.', $html );
		$this->assertStringNotContainsString( '<form', $html );
	}

	public function test_the_entries_screen_and_the_csv_escape_what_visitors_sent(): void {
		list( $post, $form ) = $this->form_post();
		$values              = $this->valid();
		$values['cairn_f0']  = '=HYPERLINK("http://evil.example","click")';
		$values['cairn_f3']  = '<img src=x onerror=alert(1)> "quoted"';
		$result              = Submission::handle( $this->posted( $post, $form, $values ), '192.0.2.50' );
		$this->assertIsArray( $result );

		ob_start();
		Entries_Screen::entry_box( get_post( $result['entry'] ) );
		$box = (string) ob_get_clean();
		$this->assertStringNotContainsString( '<img', $box );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;', $box );

		$csv = Entries_Screen::csv( $post->ID );
		$this->assertStringContainsString( '"\'=HYPERLINK(""http://evil.example"",""click"")"', $csv );
		foreach ( array( '+1', '-1', '@SUM(A1)', "\tx" ) as $formula ) {
			$this->assertSame( '"\'' . $formula . '"', Entries_Screen::cell( $formula ) );
		}
		$this->assertSame( '"plain"', Entries_Screen::cell( 'plain' ) );
	}

	public function test_fields_in_steps_count_and_the_step_navigation_waits_for_the_script(): void {
		$markup              = '<!-- wp:cairn/contact-form -->'
			. '<!-- wp:cairn/form-step {"label":"About you"} --><div role="group" aria-label="About you" class="wp-block-cairn-form-step"><!-- wp:cairn/field {"type":"name","required":true} /--></div><!-- /wp:cairn/form-step -->'
			. '<!-- wp:cairn/form-step {"label":"Message"} --><div role="group" aria-label="Message" class="wp-block-cairn-form-step"><!-- wp:cairn/field {"type":"textarea","required":true} /--></div><!-- /wp:cairn/form-step -->'
			. '<!-- wp:cairn/form-step-navigation /-->'
			. '<!-- /wp:cairn/contact-form -->';
		list( $post, $form ) = $this->form_post( $markup );

		$this->assertSame( array( 'name', 'textarea' ), wp_list_pluck( $form->fields, 'type' ) );
		$html = $this->render_form( $post );
		$this->assertStringContainsString( 'name="cairn_f1"', $html );
		$this->assertStringContainsString( '<div class="wp-block-cairn-form-step-navigation" hidden>', $html );
		$this->assertSame( 1, substr_count( $html, 'type="submit"' ), 'A stepped form without a button still gets one.' );

		$result = Submission::handle( $this->posted( $post, $form, array( 'cairn_f0' => 'Ada' ) ), '192.0.2.60' );
		$this->assertSame( array( 'cairn_f1' => 'This field is required.' ), $result->get_error_data()['errors'] );
	}

	public function test_notifications_go_to_the_admin_email_without_valid_recipients(): void {
		list( , $form ) = $this->form_post( str_replace( '"to":"owner@example.org"', '"to":"not an email, also@bad"', self::FORM ) );
		$this->assertSame( array( get_option( 'admin_email' ) ), $form->recipients() );
		$this->assertStringContainsString( 'Contact us', Notification::subject( $form ) );
	}

	public function test_a_form_in_a_post_not_yet_published_mails_only_its_author(): void {
		$contributor = $this->create_user( 'contributor' );
		wp_set_current_user( $contributor );
		$markup = str_replace( '{"to":"owner@example.org"}', '{"to":"outside@example.net","subject":"Your account is suspended"}', self::FORM );
		$draft  = wp_insert_post(
			array(
				'post_title'   => 'My draft',
				'post_content' => $markup,
				'post_author'  => $contributor,
				'post_status'  => 'draft',
			)
		);
		$this->assertIsInt( $draft );
		$post = get_post( $draft );
		$form = Form::in_post( $post )[0];

		// Its author tries it in the preview: the entry is kept, and the mail
		// goes to them, never to the address the draft names.
		foreach ( array( 'draft', 'pending' ) as $status ) {
			wp_update_post(
				array(
					'ID'          => $draft,
					'post_status' => $status,
				)
			);
			$result = Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.90' );
			$this->assertIsArray( $result, $status );
			$this->assertSame( array( get_userdata( $contributor )->user_email ), (array) end( $this->mails )['to'], $status );
		}
		$this->assertCount( 2, $this->mails );
		foreach ( $this->mails as $mail ) {
			$this->assertNotContains( 'outside@example.net', (array) $mail['to'] );
		}

		// A visitor cannot reach the draft's form at all.
		wp_set_current_user( 0 );
		$this->assertSame( 'cairn_form_changed', Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.91' )->get_error_code() );

		// Once an editor publishes it, its settings are the site's: they count.
		wp_set_current_user( $this->create_user( 'editor' ) );
		wp_publish_post( $draft );
		wp_set_current_user( 0 );
		$this->assertIsArray( Submission::handle( $this->posted( $post, $form, $this->valid() ), '192.0.2.92' ) );
		$this->assertSame( array( 'outside@example.net' ), end( $this->mails )['to'] );
	}

	public function test_a_start_token_expires_after_the_longest_page_cache_and_a_day(): void {
		list( $post, $form )        = $this->form_post();
		$old                        = $this->posted( $post, $form, $this->valid() );
		$old[ Submission::STARTED ] = Submission::started_token( time() - 90 * DAY_IN_SECONDS );
		$result                     = Submission::handle( $old, '192.0.2.95' );
		$this->assertIsArray( $result, 'An old token loses nothing: the entry is kept, as spam.' );
		$this->assertSame( Entries::SPAM, get_post_status( $result['entry'] ) );
		$this->assertSame( 'expired', get_post_meta( $result['entry'], Entries::META_SPAM_REASON, true ) );
		$this->assertSame( array(), $this->mails );

		// A page a cache kept for a week is still good for a person to fill.
		$cached                        = $this->posted( $post, $form, $this->valid() );
		$cached[ Submission::STARTED ] = Submission::started_token( time() - 7 * DAY_IN_SECONDS - 2 * HOUR_IN_SECONDS );
		$kept                          = Submission::handle( $cached, '192.0.2.96' );
		$this->assertSame( Entries::RECEIVED, get_post_status( $kept['entry'] ) );
		$this->assertCount( 1, $this->mails );
	}

	/**
	 * The form block rendered as on its page.
	 *
	 * @param \WP_Post $post The post.
	 */
	private function render_form( $post ): string {
		$block = new \WP_Block( parse_blocks( $post->post_content )[0], array( 'postId' => $post->ID ) );
		return $block->render();
	}
}
