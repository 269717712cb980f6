<?php
/**
 * The image helpers: alt text and captions from the vision model.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Budget;
use Cairn\AI\Image_Text;
use Cairn\Editor_Data;

require_once __DIR__ . '/trait-uses-openai-test-server.php';

/**
 * `POST /cairn/v1/ai/image-text` and `/image-consent` against
 * tests/servers/openai-compatible.mjs, which cannot download images from
 * 127.0.0.1 (the test site), as a real provider cannot reach a local site.
 */
final class Test_AI_Image_Text extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/**
	 * Points the vision task at the test server, with images allowed.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_test_server_for( array( 'text', 'vision' ) );
		Image_Text::set_consent( true );
		$this->act_as( 'editor' );
	}

	/**
	 * Asks for an image text.
	 *
	 * @param array<string,mixed> $params `kind`, `id`, `url`.
	 * @return \WP_REST_Response
	 */
	private function ask( array $params ) {
		return $this->rest( 'POST', '/cairn/v1/ai/image-text', $params );
	}

	public function test_a_local_image_is_sent_again_as_its_bytes_and_counts_once(): void {
		$id       = $this->create_test_image();
		$before   = Budget::count();
		$response = $this->ask(
			array(
				'kind' => 'alt',
				'id'   => $id,
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$text = $response->get_data()['text'];
		$this->assertStringContainsString( 'alternative text of the attached image', $text );
		$this->assertStringEndsWith( '[image: image/png data]', $text );
		$this->assertSame( 2, self::$server->stats()['requests'], 'The URL first, then the bytes.' );
		$this->assertSame( $before + 1, Budget::count() );
	}

	public function test_a_reachable_image_goes_by_url_only(): void {
		$response = $this->ask(
			array(
				'kind' => 'caption',
				'url'  => 'https://images.example.org/ridge.jpg',
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'caption for the attached image', $response->get_data()['text'] );
		$this->assertStringEndsWith( '[image: https://images.example.org/ridge.jpg]', $response->get_data()['text'] );
		$this->assertSame( 1, self::$server->stats()['requests'] );
	}

	public function test_an_unreachable_image_without_a_file_fails_with_a_reason_and_counts_nothing(): void {
		$before   = Budget::count();
		$response = $this->ask(
			array(
				'kind' => 'alt',
				'url'  => 'http://127.0.0.1:9/elsewhere.png',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'The AI service could not download the image.', $response->get_data()['message'] );
		$this->assertSame( $before, Budget::count() );
	}

	public function test_an_image_without_a_url_or_id_gets_a_clear_message(): void {
		foreach ( array( array(), array( 'url' => 'javascript:alert(1)' ), array( 'id' => 999999 ) ) as $params ) {
			$response = $this->ask( array( 'kind' => 'alt' ) + $params );
			$this->assertSame( 400, $response->get_status() );
			$this->assertSame( 'cairn_ai_no_image', $response->get_data()['code'] );
		}
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_nothing_leaves_the_site_until_an_administrator_allows_it(): void {
		delete_option( Image_Text::CONSENT_OPTION );
		$id       = $this->create_test_image();
		$response = $this->ask(
			array(
				'kind' => 'alt',
				'id'   => $id,
			)
		);
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'Images are not sent to the AI provider until an administrator allows it.', $response->get_data()['message'] );
		$this->assertSame( '', Editor_Data::get()['ai']['imageConsent'] );
		$this->assertSame( '127.0.0.1', Editor_Data::get()['ai']['imageRecipient'] );

		// Editors do not decide; administrators do.
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/ai/image-consent', array( 'allowed' => true ) )->get_status() );
		$this->act_as( 'administrator' );
		$this->assertSame( 'allowed', $this->rest( 'POST', '/cairn/v1/ai/image-consent', array( 'allowed' => true ) )->get_data()['consent'] );
		$this->assertSame(
			200,
			$this->ask(
				array(
					'kind' => 'alt',
					'id'   => $id,
				)
			)->get_status()
		);

		$this->rest( 'POST', '/cairn/v1/ai/image-consent', array( 'allowed' => false ) );
		$this->assertSame( 'refused', Editor_Data::get()['ai']['imageConsent'] );
		$this->assertSame( '', $this->rest( 'POST', '/cairn/v1/ai/image-consent', array( 'forget' => true ) )->get_data()['consent'] );
		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/ai/image-consent', array() )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/ai/image-consent', array( 'allowed' => 'maybe' ) )->get_status() );
		$this->assertSame(
			403,
			$this->ask(
				array(
					'kind' => 'alt',
					'id'   => $id,
				)
			)->get_status()
		);
	}

	public function test_the_image_helpers_switch_turns_it_off(): void {
		update_option(
			AI_Settings::OPTION,
			array(
				'tier'     => 'ai-assistant-tier-unlimited',
				'features' => array( 'image-helpers' => false ),
			)
		);
		$response = $this->ask(
			array(
				'kind' => 'alt',
				'url'  => 'https://images.example.org/ridge.jpg',
			)
		);
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( 'cairn_ai_disabled', $response->get_data()['code'] );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_only_writers_may_ask(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame(
			403,
			$this->ask(
				array(
					'kind' => 'alt',
					'url'  => 'https://images.example.org/a.jpg',
				)
			)->get_status()
		);
		$this->act_as( 'editor' );
		$this->assertSame(
			400,
			$this->ask(
				array(
					'kind' => 'title',
					'url'  => 'https://images.example.org/a.jpg',
				)
			)->get_status()
		);
	}
}
