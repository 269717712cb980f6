<?php
/**
 * Tests for the outcome of an owner's action kept for the Earnings screen.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Stripe\Earnings_Notice;

/**
 * Earnings notice.
 */
final class Test_Earnings_Notice extends Test_Case {

	/**
	 * The user who acted reads the outcome once; a replayed address shows nothing.
	 */
	public function test_the_user_who_acted_reads_it_once() {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$token = Earnings_Notice::put( true, 'Stripe refused the refund.' );

		$this->assertMatchesRegularExpression( '/^[a-z0-9]{20}$/', $token );
		$this->assertSame(
			array(
				'error'   => true,
				'message' => 'Stripe refused the refund.',
			),
			Earnings_Notice::take( $token )
		);
		$this->assertNull( Earnings_Notice::take( $token ), 'The notice shows once.' );
	}

	/**
	 * Another user with the same address sees nothing, and leaves it for its owner.
	 */
	public function test_another_user_with_the_address_sees_nothing() {
		$owner = $this->create_user( 'administrator' );
		wp_set_current_user( $owner );
		$token = Earnings_Notice::put( false, 'The subscription was cancelled.' );

		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->assertNull( Earnings_Notice::take( $token ) );
		$this->assertNull( Earnings_Notice::take( '' ) );
		$this->assertNull( Earnings_Notice::take( 'not-a-token' ) );

		wp_set_current_user( $owner );
		$this->assertSame( 'The subscription was cancelled.', Earnings_Notice::take( $token )['message'] ?? null );
	}
}
