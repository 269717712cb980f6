<?php
/**
 * Business hours' time pattern.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Business_Hours;

/**
 * A time is exactly `HH:MM`: nothing after it, not even a newline.
 */
final class Test_Business_Hours_Time extends Test_Case {

	public function test_a_time_with_a_trailing_newline_is_refused(): void {
		$this->assertSame( '09:00', Business_Hours::sanitize_time( '09:00' ) );
		$this->assertNull( Business_Hours::sanitize_time( "09:00\n" ) );
		$this->assertNull( Business_Hours::sanitize_time( "09:00\r\n" ) );
	}
}
