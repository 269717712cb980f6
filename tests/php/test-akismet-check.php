<?php
/**
 * Forms ask Akismet about spam.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Forms\Entries;
use Cairn\Forms\Form;
use Cairn\Forms\Submission;

require_once __DIR__ . '/class-short-link-test-server.php';

/**
 * Akismet_Check against Akismet's API as `rest.akismet.com` answers it
 * (tests/servers/akismet.mjs on the test network), through the Akismet
 * plugin that ships with WordPress: what a form sends, and what the answer
 * does to the entry.
 */
final class Test_Akismet_Check extends Test_Case {

	/** The key the test API accepts (KEY of tests/servers/akismet.mjs). */
	private const KEY = 'c41rn7e5tk3y';

	/** A form: name, email, a message. */
	private const FORM = '<!-- wp:cairn/contact-form -->'
		. '<!-- wp:cairn/field {"type":"name","required":true} /-->'
		. '<!-- wp:cairn/field {"type":"email","required":true} /-->'
		. '<!-- wp:cairn/field {"type":"textarea","label":"Message"} /-->'
		. '<!-- wp:cairn/button {"element":"button","text":"Submit"} --><div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">Submit</button></div><!-- /wp:cairn/button -->'
		. '<!-- /wp:cairn/contact-form -->';

	/**
	 * The test network, with Akismet's API on it.
	 *
	 * @var Short_Link_Test_Server
	 */
	private static $network;

	/**
	 * Starts the network's server and loads the Akismet plugin.
	 */
	public static function setUpBeforeClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUpBeforeClass();
		self::$network = new Short_Link_Test_Server();
		if ( ! class_exists( '\Akismet' ) ) {
			require_once WP_PLUGIN_DIR . '/akismet/akismet.php';
		}
	}

	/**
	 * Stops the server.
	 */
	public static function tearDownAfterClass(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		self::$network->stop();
		parent::tearDownAfterClass();
	}

	/**
	 * Connects the network; no mail leaves.
	 */
	protected function setUp(): void {
		parent::setUp();
		self::$network->reset();
		self::$network->connect();
		add_filter( 'pre_wp_mail', '__return_true' );
	}

	/**
	 * Lets mail go again.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', '__return_true' );
		parent::tearDown();
	}

	/**
	 * Sends the form as a visitor who took their time.
	 *
	 * @param string $name  The name typed.
	 * @param string $email The email typed.
	 * @return array{entry:int,form:Form,values:array<int,string>}
	 */
	private function send( string $name, string $email = 'ada@example.org' ): array {
		$id = wp_insert_post(
			array(
				'post_title'   => 'Contact us',
				'post_content' => self::FORM,
				'post_status'  => 'publish',
			)
		);
		$this->assertIsInt( $id );
		$form   = Form::in_post( get_post( $id ) )[0];
		$result = Submission::handle(
			array(
				'cairn_form_post'    => (string) $id,
				'cairn_form_id'      => $form->id(),
				Submission::STARTED  => Submission::started_token( time() - 30 ),
				Submission::HONEYPOT => '',
				'cairn_f0'           => $name,
				'cairn_f1'           => $email,
				'cairn_f2'           => 'A table for two.',
			),
			'192.0.2.' . wp_rand( 1, 250 )
		);
		$this->assertIsArray( $result );
		return $result;
	}

	public function test_akismet_is_told_the_visitor_and_the_message_as_a_contact_form(): void {
		update_option( 'wordpress_api_key', self::KEY );
		$result = $this->send( 'Ada Lovelace' );

		$this->assertSame( Entries::RECEIVED, get_post_status( $result['entry'] ) );
		$calls = self::$network->akismet_calls();
		$this->assertCount( 1, $calls );
		$this->assertSame( '/1.1/comment-check', $calls[0]['path'] );
		$fields = $calls[0]['fields'];
		$this->assertSame( self::KEY, $fields['api_key'] );
		$this->assertSame( home_url(), $fields['blog'] );
		$this->assertStringStartsWith( '192.0.2.', $fields['user_ip'] );
		$this->assertSame( 'contact-form', $fields['comment_type'] );
		$this->assertSame( 'Ada Lovelace', $fields['comment_author'] );
		$this->assertSame( 'ada@example.org', $fields['comment_author_email'] );
		$this->assertSame( 'A table for two.', $fields['comment_content'] );
		$this->assertSame( get_permalink( $result['form']->post_id ), $fields['permalink'] );
	}

	public function test_what_akismet_calls_spam_is_kept_under_spam(): void {
		update_option( 'wordpress_api_key', self::KEY );
		$by_name  = $this->send( 'akismet-guaranteed-spam' );
		$by_email = $this->send( 'Ada Lovelace', 'akismet-guaranteed-spam@example.com' );

		foreach ( array( $by_name, $by_email ) as $result ) {
			$this->assertSame( Entries::SPAM, get_post_status( $result['entry'] ) );
			$this->assertSame( 'akismet', get_post_meta( $result['entry'], Entries::META_SPAM_REASON, true ) );
		}
		$this->assertCount( 2, self::$network->akismet_calls() );
	}

	public function test_a_refused_key_loses_nothing(): void {
		update_option( 'wordpress_api_key', 'wrongkey0000' );
		$result = $this->send( 'akismet-guaranteed-spam' );

		// Akismet answered "invalid", not "true": the entry is kept as received.
		$this->assertSame( Entries::RECEIVED, get_post_status( $result['entry'] ) );
		$this->assertCount( 1, self::$network->akismet_calls() );
	}

	public function test_without_a_key_akismet_is_not_asked(): void {
		delete_option( 'wordpress_api_key' );
		$result = $this->send( 'akismet-guaranteed-spam' );

		$this->assertSame( Entries::RECEIVED, get_post_status( $result['entry'] ) );
		$this->assertSame( array(), self::$network->akismet_calls() );
	}
}
