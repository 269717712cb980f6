<?php
/**
 * Business hours: the localized-week route and the server render.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Blocks\Business_Hours;

/**
 * The route answers editors with the site's week and refuses others; the
 * block renders the site's day names, first day of the week and time format,
 * and leaves out bad times.
 */
final class Test_Business_Hours extends Test_Case {

	private const ROUTE = '/cairn/v1/business-hours/localized-week';

	/**
	 * Day names of the site locale before a test changed them.
	 *
	 * @var string[]
	 */
	private $weekday = array();

	protected function setUp(): void {
		parent::setUp();
		$this->weekday = $GLOBALS['wp_locale']->weekday;
	}

	protected function tearDown(): void {
		$GLOBALS['wp_locale']->weekday = $this->weekday;
		parent::tearDown();
	}

	/**
	 * Renders the block from post content, as the front end does.
	 *
	 * @param array|null $days The `days` attribute; null for the default.
	 * @return string Rendered HTML.
	 */
	private function render_block_markup( ?array $days = null ): string {
		$attributes = null === $days ? '' : ' ' . wp_json_encode( array( 'days' => $days ) );
		return do_blocks( '<!-- wp:cairn/business-hours' . $attributes . ' /-->' );
	}

	/**
	 * The text of each `<dt>` and `<dd>` of rendered markup, in order.
	 *
	 * @param string $html Rendered HTML.
	 * @return array<int, array{0: string, 1: string}> Day name and hours pairs.
	 */
	private function rows( string $html ): array {
		preg_match_all( '#<dt[^>]*>(.*?)</dt><dd[^>]*>(.*?)</dd>#s', $html, $matches, PREG_SET_ORDER );
		return array_map(
			static function ( array $match ): array {
				return array( wp_strip_all_tags( $match[1] ), html_entity_decode( wp_strip_all_tags( $match[2] ), ENT_QUOTES, 'UTF-8' ) );
			},
			$matches
		);
	}

	public function test_route_returns_day_names_and_start_of_week(): void {
		update_option( 'start_of_week', 1 );
		$this->act_as( 'editor' );
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'days'        => array(
					'Sun' => 'Sunday',
					'Mon' => 'Monday',
					'Tue' => 'Tuesday',
					'Wed' => 'Wednesday',
					'Thu' => 'Thursday',
					'Fri' => 'Friday',
					'Sat' => 'Saturday',
				),
				'startOfWeek' => 1,
			),
			$response->get_data()
		);
	}

	public function test_route_follows_the_site_locale(): void {
		$GLOBALS['wp_locale']->weekday[0] = 'Dimanche';
		update_option( 'start_of_week', 6 );
		$this->act_as( 'author' );
		$data = $this->rest( 'GET', self::ROUTE )->get_data();
		$this->assertSame( 'Dimanche', $data['days']['Sun'] );
		$this->assertSame( 6, $data['startOfWeek'] );
	}

	public function test_route_refuses_logged_out_visitors_with_401(): void {
		$response = $this->rest( 'GET', self::ROUTE );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( 'rest_forbidden', $response->get_data()['code'] );
	}

	public function test_route_refuses_subscribers_with_403(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', self::ROUTE )->get_status() );
	}

	public function test_route_declares_no_arguments_and_a_schema(): void {
		$routes   = rest_get_server()->get_routes();
		$endpoint = $routes[ self::ROUTE ][0];
		$this->assertSame( array(), $endpoint['args'] );
		$this->assertSame( array( 'GET' => true ), $endpoint['methods'] );
		$schema = $this->rest( 'OPTIONS', self::ROUTE )->get_data()['schema'];
		$this->assertSame( array( 'days', 'startOfWeek' ), array_keys( $schema['properties'] ) );
	}

	public function test_block_is_registered_server_rendered(): void {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( 'cairn/business-hours' );
		$this->assertNotNull( $block, 'Run npm run build: the block is registered from build/.' );
		$this->assertTrue( $block->is_dynamic() );
	}

	public function test_render_is_a_dl_wrapped_with_block_wrapper_attributes(): void {
		$html = $this->render_block_markup();
		$this->assertMatchesRegularExpression( '#^<dl class="wp-block-cairn-business-hours">#', $html );
		$this->assertStringEndsWith( '</dl>', $html );
		$this->assertStringContainsString( '<time datetime="09:00">', $html );
	}

	public function test_render_uses_the_twelve_hour_time_format_option(): void {
		update_option( 'time_format', 'g:i a' );
		update_option( 'start_of_week', 0 );
		$this->assertSame(
			array(
				array( 'Sunday', 'Closed' ),
				array( 'Monday', '9:00 am – 5:00 pm' ),
				array( 'Tuesday', '9:00 am – 5:00 pm' ),
				array( 'Wednesday', '9:00 am – 5:00 pm' ),
				array( 'Thursday', '9:00 am – 5:00 pm' ),
				array( 'Friday', '9:00 am – 5:00 pm' ),
				array( 'Saturday', 'Closed' ),
			),
			$this->rows( $this->render_block_markup() )
		);
	}

	public function test_render_uses_the_twenty_four_hour_time_format_option(): void {
		update_option( 'time_format', 'H:i' );
		$days    = Business_Hours::default_days();
		$days[1] = array(
			'name'  => 'Mon',
			'hours' => array(
				array(
					'opening' => '08:30',
					'closing' => '12:00',
				),
				array(
					'opening' => '13:00',
					'closing' => '21:45',
				),
			),
		);
		$rows    = $this->rows( $this->render_block_markup( $days ) );
		$this->assertContains( array( 'Monday', '08:30 – 12:00, 13:00 – 21:45' ), $rows );
		$this->assertContains( array( 'Tuesday', '09:00 – 17:00' ), $rows );
	}

	public function test_render_keeps_the_clock_time_in_any_site_timezone(): void {
		update_option( 'time_format', 'H:i' );
		update_option( 'timezone_string', 'Pacific/Auckland' );
		$this->assertContains( array( 'Monday', '09:00 – 17:00' ), $this->rows( $this->render_block_markup() ) );
	}

	public function test_render_uses_locale_day_names_from_the_first_day_of_the_week(): void {
		update_option( 'start_of_week', 1 );
		$GLOBALS['wp_locale']->weekday = array( 'dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi' );
		$this->assertSame(
			array( 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche' ),
			array_column( $this->rows( $this->render_block_markup() ), 0 )
		);
	}

	public function test_render_shows_closed_days_as_closed(): void {
		$days    = Business_Hours::default_days();
		$days[3] = array(
			'name'  => 'Wed',
			'hours' => array(),
		);
		$this->assertContains( array( 'Wednesday', 'Closed' ), $this->rows( $this->render_block_markup( $days ) ) );
	}

	public function test_render_skips_invalid_times(): void {
		update_option( 'time_format', 'H:i' );
		$days    = Business_Hours::default_days();
		$days[1] = array(
			'name'  => 'Mon',
			'hours' => array(
				array(
					'opening' => '9am',
					'closing' => '17:00',
				),
				array(
					'opening' => '10:00',
					'closing' => '24:00',
				),
				array( 'opening' => '10:00' ),
				'not an interval',
				array(
					'opening' => '<script>',
					'closing' => '"><b>',
				),
				array(
					'opening' => '11:00',
					'closing' => '15:00',
				),
			),
		);
		$days[2] = array(
			'name'  => 'Tue',
			'hours' => array(
				array(
					'opening' => '',
					'closing' => '',
				),
			),
		);
		$html    = $this->render_block_markup( $days );
		$rows    = $this->rows( $html );
		$this->assertContains( array( 'Monday', '11:00 – 15:00' ), $rows );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( '<b>', $html );
	}

	public function test_render_shows_closed_only_for_days_without_hours(): void {
		update_option( 'start_of_week', 0 );
		$days    = Business_Hours::default_days();
		$days[2] = array(
			'name'  => 'Tue',
			'hours' => array(
				array(
					'opening' => '',
					'closing' => '',
				),
			),
		);
		$rows    = $this->rows( $this->render_block_markup( $days ) );
		// Tuesday is open at times not entered yet: neither 'Closed' nor shown.
		$this->assertSame(
			array( 'Sunday', 'Monday', 'Wednesday', 'Thursday', 'Friday', 'Saturday' ),
			array_column( $rows, 0 )
		);
		$this->assertContains( array( 'Sunday', 'Closed' ), $rows );
		$this->assertContains( array( 'Saturday', 'Closed' ), $rows );
	}

	public function test_render_falls_back_to_the_default_days_and_ignores_unknown_days(): void {
		$this->assertCount( 7, $this->rows( $this->render_block_markup( array() ) ) );
		$rows = $this->rows(
			$this->render_block_markup(
				array(
					array(
						'name'  => 'Funday',
						'hours' => array(),
					),
					array(
						'name'  => 'Fri',
						'hours' => array(),
					),
				)
			)
		);
		$this->assertSame( array( array( 'Friday', 'Closed' ) ), $rows );
	}

	public function test_sanitize_time_accepts_only_hh_mm(): void {
		$this->assertSame( '00:00', Business_Hours::sanitize_time( '00:00' ) );
		$this->assertSame( '23:59', Business_Hours::sanitize_time( '23:59' ) );
		foreach ( array( '24:00', '9:00', '09:60', '09:00:00', ' 09:00', '', null, 900, array() ) as $bad ) {
			$this->assertNull( Business_Hours::sanitize_time( $bad ) );
		}
	}
}
