<?php
/**
 * What a signup does to an address in each status Mailchimp knows, and what
 * the visitor is told, against the local Mailchimp server (which applies
 * Mailchimp's member rules).
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/trait-mailchimp-signups.php';

/**
 * Signups of new, subscribed, unsubscribed, archived, cleaned and deleted
 * addresses.
 */
final class Test_Mailchimp_Member_Status extends Test_Case {

	use Mailchimp_Signups;

	/**
	 * The published post of a block with a group and a signup field.
	 *
	 * @var int
	 */
	private $post = 0;

	/**
	 * A post with a signup block that sends a group and a field.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->set_up_signups();
		$this->post = $this->signup_post(
			array(
				'interests'        => array( 'int-travel' ),
				'signupFieldTag'   => 'FNAME',
				'signupFieldValue' => 'From the website',
			)
		);
	}

	/**
	 * An address that was in the audience with its own name and group.
	 *
	 * @param string $email  The address.
	 * @param string $status Its status when it was added.
	 */
	private function known( string $email, string $status ): void {
		self::$mailchimp->put_member(
			$email,
			array(
				'status_if_new' => $status,
				'merge_fields'  => array( 'FNAME' => 'Ada' ),
				'interests'     => array( 'int-recipes' => true ),
			)
		);
	}

	/**
	 * A visitor signs up through the post's block.
	 *
	 * @param string $email The address.
	 * @return array{0:int,1:array<string,mixed>} Status and data of the answer.
	 */
	private function sign_up( string $email ): array {
		$response = $this->subscribe( array_merge( $this->form_fields( $this->post ), array( 'email' => $email ) ) );
		return array( $response->get_status(), (array) $response->get_data() );
	}

	/**
	 * Asserts that a member kept its own name and group.
	 *
	 * @param string $email The address.
	 */
	private function assert_untouched( string $email ): void {
		$member = $this->member( $email );
		$this->assertSame( array( 'FNAME' => 'Ada' ), $member['merge_fields'], 'A visitor never changes a member\'s fields.' );
		$this->assertSame( array( 'int-recipes' => true ), $member['interests'], 'A visitor never adds groups to a member.' );
	}

	public function test_a_new_address_is_told_to_confirm_by_email(): void {
		list( $status, $data ) = $this->sign_up( 'new@example.com' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'pending', $data['status'] );
		$this->assertSame( 'Check your inbox to confirm your subscription.', $data['message'] );
		$this->assertSame( 'pending', $this->member( 'new@example.com' )['status'] );
		$this->assertSame( array( 'new@example.com' ), array_column( self::$mailchimp->mail(), 'to' ), 'Mailchimp mailed the address to confirm.' );
	}

	public function test_a_subscribed_member_is_told_they_are_on_the_list_and_nothing_changes(): void {
		$this->known( 'member@example.com', 'subscribed' );
		list( $status, $data ) = $this->sign_up( 'Member@example.com' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'subscribed', $data['status'] );
		$this->assertSame( 'subscribed', $this->member( 'member@example.com' )['status'] );
		$this->assert_untouched( 'member@example.com' );
		$this->assertSame( array(), self::$mailchimp->mail() );
	}

	public function test_an_address_that_unsubscribed_is_asked_to_confirm_again_and_keeps_its_fields(): void {
		$this->known( 'left@example.com', 'subscribed' );
		self::$mailchimp->put_member( 'left@example.com', array( 'status' => 'unsubscribed' ) );
		list( $status, $data ) = $this->sign_up( 'left@example.com' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'pending', $data['status'] );
		$this->assertSame( 'pending', $this->member( 'left@example.com' )['status'], 'Only its owner, by confirming, brings it back.' );
		$this->assertSame( array( 'left@example.com' ), array_column( self::$mailchimp->mail(), 'to' ) );
		$this->assert_untouched( 'left@example.com' );
	}

	public function test_an_archived_address_is_asked_to_confirm_again(): void {
		$this->known( 'archived@example.com', 'subscribed' );
		self::$mailchimp->archive( 'archived@example.com' );
		$this->assertSame( 'archived', $this->member( 'archived@example.com' )['status'] );
		list( $status, $data ) = $this->sign_up( 'archived@example.com' );
		$this->assertSame( 200, $status );
		$this->assertSame( 'pending', $data['status'] );
		$this->assertSame( 'pending', $this->member( 'archived@example.com' )['status'] );
		$this->assert_untouched( 'archived@example.com' );
	}

	public function test_an_address_waiting_to_confirm_is_told_to_confirm(): void {
		$this->known( 'waiting@example.com', 'pending' );
		list( , $data ) = $this->sign_up( 'waiting@example.com' );
		$this->assertSame( 'pending', $data['status'] );
		$this->assert_untouched( 'waiting@example.com' );
	}

	/**
	 * Addresses Mailchimp lets back only through its own signup form.
	 *
	 * @return array<string,array{0:string}>
	 */
	public function refused_addresses(): array {
		return array(
			'cleaned (bounced)'       => array( 'cleaned' ),
			'under compliance review' => array( 'compliance' ),
			'permanently deleted'     => array( 'deleted' ),
		);
	}

	/**
	 * A cleaned, reviewed or deleted address gets the reason and a link to
	 * Mailchimp's hosted signup form, where its owner can sign up again.
	 *
	 * @dataProvider refused_addresses
	 *
	 * @param string $kind Which.
	 */
	public function test_an_address_mailchimp_lets_back_only_through_its_own_form_is_sent_there( string $kind ): void {
		$email = Mailchimp_Test_Server::COMPLIANCE_EMAIL;
		if ( 'cleaned' === $kind ) {
			$email = 'bounced@example.com';
			$this->known( $email, 'subscribed' );
			self::$mailchimp->bounce( $email );
		} elseif ( 'deleted' === $kind ) {
			$email = 'deleted@example.com';
			$this->known( $email, 'subscribed' );
			self::$mailchimp->delete_permanently( $email );
		}
		list( $status, $data ) = $this->sign_up( $email );
		$this->assertSame( 400, $status );
		$this->assertSame( 'cairn_mailchimp_compliance', $data['code'] );
		$this->assertSame( "Mailchimp can't add this address here, because it was unsubscribed or removed from this list before. To join again, use Mailchimp's signup form.", $data['message'] );
		$this->assertSame( self::$mailchimp->signup_form_url(), $data['data']['signup_url'] );
		$this->assertStringStartsWith( 'https://', $data['data']['signup_url'] );
		$this->assertSame( array(), self::$mailchimp->mail() );
	}

	public function test_the_plain_post_tells_the_same(): void {
		$this->assertStringContainsString( 'cairn_mailchimp=pending', $this->plain_post( array_merge( $this->form_fields( $this->post ), array( 'email' => 'plain@example.com' ) ) ) );
		$this->known( 'member@example.com', 'subscribed' );
		$this->assertStringContainsString( 'cairn_mailchimp=success', $this->plain_post( array_merge( $this->form_fields( $this->post ), array( 'email' => 'member@example.com' ) ) ) );
		$refused = $this->plain_post( array_merge( $this->form_fields( $this->post ), array( 'email' => Mailchimp_Test_Server::COMPLIANCE_EMAIL ) ) );
		$this->assertStringContainsString( 'cairn_mailchimp=compliance', $refused );
		$this->assertStringNotContainsString( 'compliance%40', $refused, 'The address stays out of the URL.' );
	}

	/**
	 * The page the plain post comes back to, with its result.
	 *
	 * @param string $result The result in the query.
	 */
	private function page_after( string $result ): string {
		$_GET['cairn_mailchimp'] = $result;
		try {
			return do_blocks( (string) get_post( $this->post )->post_content );
		} finally {
			unset( $_GET['cairn_mailchimp'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the test sets the form's result.
		}
	}

	public function test_the_page_after_a_plain_post_shows_the_result(): void {
		$pending = $this->page_after( 'pending' );
		$this->assertStringContainsString( 'role="status"', $pending );
		$this->assertStringContainsString( 'Success! You&#039;re on the list. Check your inbox to confirm your subscription.', $pending );

		// The refused address's signup happened just before: the form's
		// address is known without asking Mailchimp again.
		$this->subscribe( array( 'email' => Mailchimp_Test_Server::COMPLIANCE_EMAIL ) );
		$refused = $this->page_after( 'compliance' );
		$this->assertStringContainsString( 'role="alert"', $refused );
		$this->assertStringContainsString( 'To join again, use Mailchimp&#039;s signup form.', $refused );
		$this->assertStringContainsString( 'href="' . esc_url( self::$mailchimp->signup_form_url() ) . '"', $refused );
	}
}
