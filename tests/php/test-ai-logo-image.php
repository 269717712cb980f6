<?php
/**
 * The logo generator's image route.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Budget;
use Cairn\AI\Costs;
use Cairn\AI\Feature_Status;
use Cairn\AI\Logo_Image;
use Cairn\AI\Logo_Styles;
use Cairn\AI\Token;

require_once __DIR__ . '/trait-uses-openai-test-server.php';
require_once __DIR__ . '/class-ai-test-session.php';

/**
 * `POST /cairn/v1/ai/images` against the test server's `/images/generations`.
 */
final class Test_AI_Logo_Image extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/**
	 * Points the image task at the test server.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_test_server_for( array( 'text', 'image' ) );
	}

	/**
	 * Forgets the login session.
	 */
	protected function tearDown(): void {
		AI_Test_Session::close();
		parent::tearDown();
	}

	/**
	 * Asks for a logo with a new author's token.
	 *
	 * @param array<string,mixed> $body The request's body.
	 */
	private function ask( array $body ): \WP_REST_Response {
		$user_id = $this->create_user( 'author' );
		$token   = Token::issue( $user_id, AI_Test_Session::open( $user_id ) );
		wp_set_current_user( 0 );
		return $this->rest( 'POST', '/cairn/v1/ai/images', $body, array( 'Authorization' => 'Bearer ' . $token ) );
	}

	public function test_a_logo_comes_back_as_base64_and_costs_the_logo_price(): void {
		$before   = Budget::count();
		$response = $this->ask(
			array(
				'prompt' => 'A bakery in Lyon',
				'style'  => 'line-art',
			)
		);

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$image = $response->get_data()['data'][0];
		$this->assertStringStartsWith( "\x89PNG", (string) base64_decode( $image['b64_json'] ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the image API's own encoding.
		$this->assertStringStartsWith( 'A logo: Create a simple, memorable logo for a website in a line art style.', $image['revised_prompt'] );
		$this->assertSame( $before + Costs::LOGO, Budget::count() );
		$this->assertSame( '1024x1024', self::$server->stats()['lastRequest']['size'] );
	}

	public function test_a_dall_e_link_is_downloaded_without_the_api_key(): void {
		$response = $this->ask( array( 'prompt' => 'A bakery in Lyon' ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertStringStartsWith( "\x89PNG", (string) base64_decode( $response->get_data()['data'][0]['b64_json'] ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the image API's own encoding.
		$stats = self::$server->stats();
		$this->assertArrayNotHasKey( 'response_format', $stats['lastRequest'] );
		$this->assertCount( 1, $stats['downloads'] );
		$this->assertSame( '', $stats['downloads'][0]['authorization'] );
	}

	public function test_dall_e_3_is_asked_for_base64_in_its_wide_size(): void {
		$this->use_image_model( 'dall-e-3' );
		$response = $this->ask( array( 'prompt' => 'A bakery in Lyon' ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertStringStartsWith( "\x89PNG", (string) base64_decode( $response->get_data()['data'][0]['b64_json'] ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the image API's own encoding.
		$stats = self::$server->stats();
		$this->assertSame( 'b64_json', $stats['lastRequest']['response_format'] );
		$this->assertSame( '1792x1024', $stats['lastRequest']['size'] );
		$this->assertSame( array(), $stats['downloads'] );
	}

	public function test_gpt_image_answers_base64_unasked_and_its_prompt_is_kept(): void {
		$this->use_image_model( 'gpt-image-1' );
		$response = $this->ask( array( 'prompt' => 'A bakery in Lyon' ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$image = $response->get_data()['data'][0];
		$this->assertStringStartsWith( "\x89PNG", (string) base64_decode( $image['b64_json'] ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- the image API's own encoding.
		// The GPT image models say nothing of the prompt: the one sent is kept.
		$this->assertStringStartsWith( 'Create a simple, memorable logo', $image['revised_prompt'] );
		$this->assertSame( array(), self::$server->stats()['refused'] );
	}

	/**
	 * Sets the image model.
	 *
	 * @param string $model The model.
	 */
	private function use_image_model( string $model ): void {
		$services                   = get_option( \Cairn\Settings::SERVICES );
		$services['ai_model_image'] = $model;
		update_option( \Cairn\Settings::SERVICES, $services );
	}

	public function test_the_prompt_is_cut_to_fit(): void {
		$prompt = Logo_Image::prompt( str_repeat( 'word ', 1000 ), 'minimal' );
		$this->assertLessThanOrEqual( 4000, mb_strlen( $prompt ) );
		$this->assertStringContainsString( str_repeat( 'word ', 199 ) . 'word', $prompt );
		$this->assertStringNotContainsString( str_repeat( 'word ', 201 ), $prompt );
	}

	public function test_auto_style_must_be_guessed_first(): void {
		$response = $this->ask(
			array(
				'prompt' => 'A bakery',
				'style'  => 'auto',
			)
		);
		$this->assertSame( 'Auto style is not supported', $response->get_data()['message'] );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_a_failed_logo_costs_nothing(): void {
		$services                   = get_option( \Cairn\Settings::SERVICES );
		$services['ai_model_image'] = 'test-error-500';
		update_option( \Cairn\Settings::SERVICES, $services );
		$before   = Budget::count();
		$response = $this->ask( array( 'prompt' => 'A bakery' ) );
		$this->assertGreaterThanOrEqual( 400, $response->get_status() );
		$this->assertSame( $before, Budget::count() );
	}

	public function test_the_feature_switch_and_the_token_guard_it(): void {
		$this->assertSame( 401, $this->rest( 'POST', '/cairn/v1/ai/images', array( 'prompt' => 'A bakery' ) )->get_status() );
		update_option(
			AI_Settings::OPTION,
			array(
				'tier'     => 'ai-assistant-tier-unlimited',
				'features' => array( 'logo-generator' => false ),
			)
		);
		$this->assertSame( 'cairn_ai_disabled', $this->ask( array( 'prompt' => 'A bakery' ) )->get_data()['code'] );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_styles_list_no_style_first_and_auto_second_and_a_guess_answers_neither(): void {
		$values = array_column( Logo_Styles::all(), 'value' );
		$this->assertSame( array( 'none', 'auto' ), array_slice( $values, 0, 2 ) );
		$this->assertNotContains( 'none', Logo_Styles::guessable() );
		$this->assertNotContains( 'auto', Logo_Styles::guessable() );
		$this->assertSame( Logo_Styles::all(), Feature_Status::get()['features-control']['logo-generator']['styles'] );
	}

	public function test_a_style_the_generator_does_not_offer_is_refused(): void {
		$response = $this->ask(
			array(
				'prompt' => 'A bakery',
				'style'  => 'made-up',
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_the_logo_texts_count_under_the_logo_generator_at_the_enhancement_price(): void {
		foreach ( array( 'logoFirstPrompt', 'logoEnhancePrompt', 'logoStyleGuess' ) as $type ) {
			$this->assertSame( 'logo-generator', \Cairn\AI\Features::for_query( array( $type ), 'ai-assistant' ) );
		}
		$user_id  = $this->create_user( 'author' );
		$token    = Token::issue( $user_id, AI_Test_Session::open( $user_id ) );
		$before   = Budget::count();
		$response = $this->rest(
			'POST',
			'/cairn/v1/ai/query',
			array(
				'stream'   => false,
				'feature'  => 'logo-generator',
				'messages' => array(
					array(
						'role'    => 'cairn-ai',
						'content' => '',
						'context' => array(
							'type'    => 'logoEnhancePrompt',
							'content' => 'A bakery in Lyon',
						),
					),
				),
			),
			array( 'Authorization' => 'Bearer ' . $token )
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $before + Costs::PROMPT_ENHANCEMENT, Budget::count() );
		$this->assertStringContainsString( 'A bakery in Lyon', $response->get_data()['choices'][0]['message']['content'] );
	}
}
