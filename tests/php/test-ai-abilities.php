<?php
/**
 * Cairn's AI actions as Abilities, and the summary they share with the editor.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Budget;
use Cairn\AI\Image_Text;
use Cairn\AI\Summary;
use WP_Error;

require_once __DIR__ . '/trait-uses-openai-test-server.php';

/**
 * The abilities against tests/servers/openai-compatible.mjs, which answers
 * `Echo: <the prompt>`.
 */
final class Test_AI_Abilities extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/**
	 * Points the text task at the test server, and skips where WordPress has
	 * no Abilities API (before 6.9): there Cairn registers nothing.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_test_server_for( array( 'text', 'vision' ) );
	}

	/**
	 * Skips a test that needs the Abilities API where WordPress has none.
	 */
	private function require_abilities_api(): void {
		if ( ! function_exists( 'wp_get_ability' ) ) {
			$this->markTestSkipped( 'The Abilities API arrived in WordPress 6.9.' );
		}
	}

	/**
	 * An ability's result as the editor role.
	 *
	 * @param string              $name  Ability name.
	 * @param array<string,mixed> $input Input.
	 * @return mixed
	 */
	private function run_ability( string $name, array $input ) {
		$ability = wp_get_ability( $name );
		$this->assertNotNull( $ability, $name );
		return $ability->execute( $input );
	}

	public function test_nothing_is_registered_without_the_abilities_api(): void {
		if ( function_exists( 'wp_get_ability' ) ) {
			// Registered when the Abilities API starts, once, in its own action.
			$this->assertNotNull( wp_get_ability( 'cairn/rewrite-text' ) );
			$this->assertSame( 1, did_action( 'wp_abilities_api_init' ) );
			return;
		}
		$this->assertSame( 0, did_action( 'wp_abilities_api_init' ) );
	}

	public function test_the_actions_are_abilities_in_their_own_category_and_in_rest(): void {
		$this->require_abilities_api();
		foreach ( array( 'cairn/rewrite-text', 'cairn/generate-title', 'cairn/summarize-post', 'cairn/generate-seo-title', 'cairn/generate-seo-description', 'cairn/generate-image-alt-text', 'cairn/generate-image-caption' ) as $name ) {
			$ability = wp_get_ability( $name );
			$this->assertNotNull( $ability, $name );
			$this->assertSame( 'cairn-ai', $ability->get_category() );
			$this->assertTrue( $ability->get_meta_item( 'show_in_rest' ) );
			$this->assertFalse( $ability->get_meta()['annotations']['destructive'] );
		}
	}

	public function test_the_image_abilities_describe_an_image_once_images_are_allowed(): void {
		$this->require_abilities_api();
		$this->act_as( 'editor' );
		$id = $this->create_test_image();

		Image_Text::set_consent( false );
		$refused = $this->run_ability( 'cairn/generate-image-alt-text', array( 'attachment_id' => $id ) );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'cairn_ai_image_consent', $refused->get_error_code() );
		$this->assertSame( 0, self::$server->stats()['requests'] );

		Image_Text::set_consent( true );
		$before = Budget::count();
		$alt    = $this->run_ability( 'cairn/generate-image-alt-text', array( 'attachment_id' => $id ) );
		$this->assertIsArray( $alt );
		$this->assertNotSame( '', $alt['alt_text'] );
		$caption = $this->run_ability( 'cairn/generate-image-caption', array( 'attachment_id' => $id ) );
		$this->assertIsArray( $caption );
		$this->assertNotSame( '', $caption['caption'] );
		$this->assertSame( $before + 2, Budget::count() );
	}

	public function test_the_image_abilities_need_an_image_and_a_writer(): void {
		$this->require_abilities_api();
		Image_Text::set_consent( true );
		$this->act_as( 'editor' );
		$none = $this->run_ability( 'cairn/generate-image-caption', array() );
		$this->assertInstanceOf( WP_Error::class, $none );
		$this->assertSame( 'cairn_ai_no_image', $none->get_error_code() );

		$id = $this->create_test_image();
		$this->act_as( 'subscriber' );
		$this->assertInstanceOf( WP_Error::class, $this->run_ability( 'cairn/generate-image-alt-text', array( 'attachment_id' => $id ) ) );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_rewrite_text_uses_the_prompt_type_and_counts_one_request(): void {
		$this->require_abilities_api();
		$this->act_as( 'editor' );
		$before = Budget::count();
		$result = $this->run_ability(
			'cairn/rewrite-text',
			array(
				'text'   => 'The quick brown fox.',
				'action' => 'changeTone',
				'tone'   => 'humorous',
			)
		);
		$this->assertIsArray( $result );
		$this->assertStringStartsWith( 'Echo:', $result['text'] );
		$this->assertStringContainsString( 'humorous tone', $result['text'] );
		$this->assertStringContainsString( 'The quick brown fox.', $result['text'] );
		$this->assertSame( $before + 1, Budget::count() );
	}

	public function test_rewrite_text_refuses_what_its_schema_does_not_allow(): void {
		$this->require_abilities_api();
		$this->act_as( 'editor' );
		$result = $this->run_ability(
			'cairn/rewrite-text',
			array(
				'text'   => 'Hello.',
				'action' => 'userPrompt',
			)
		);
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'ability_invalid_input', $result->get_error_code() );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_only_writers_may_run_them_and_only_while_ai_is_on(): void {
		$this->require_abilities_api();
		$this->act_as( 'subscriber' );
		$input = array(
			'text'   => 'Hello.',
			'action' => 'simplify',
		);
		$this->assertInstanceOf( WP_Error::class, $this->run_ability( 'cairn/rewrite-text', $input ) );

		$this->act_as( 'editor' );
		update_option(
			AI_Settings::OPTION,
			array(
				'tier'     => 'ai-assistant-tier-unlimited',
				'features' => array(
					'ai-toolbar'   => false,
					'ai-assistant' => false,
				),
			)
		);
		$refused = $this->run_ability( 'cairn/rewrite-text', $input );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'cairn_ai_disabled', $refused->get_error_code() );
		$refused = $this->run_ability( 'cairn/generate-title', array( 'text' => 'Hello.' ) );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'AI is turned off for this feature.', $refused->get_error_message() );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_a_post_is_used_only_by_those_who_may_edit_it(): void {
		$this->require_abilities_api();
		$owner   = $this->create_user( 'author' );
		$post_id = wp_insert_post(
			array(
				'post_status'  => 'publish',
				'post_author'  => $owner,
				'post_title'   => 'Cairns on the ridge',
				'post_content' => '<!-- wp:paragraph --><p>Stones piled by walkers.</p><!-- /wp:paragraph -->',
			)
		);
		$this->act_as( 'author' );
		$this->assertInstanceOf( WP_Error::class, $this->run_ability( 'cairn/generate-seo-title', array( 'post_id' => $post_id ) ) );

		wp_set_current_user( $owner );
		$result = $this->run_ability( 'cairn/generate-seo-title', array( 'post_id' => $post_id ) );
		$this->assertIsArray( $result );
		$this->assertStringContainsString( 'Cairns on the ridge', $result['title'] );
		$this->assertStringContainsString( 'Stones piled by walkers.', $result['title'] );
		$this->assertStringNotContainsString( '<p>', $result['title'] );
		$this->assertStringNotContainsString( "\n", $result['title'] );
	}

	public function test_an_empty_input_gets_a_clear_error_and_asks_nothing(): void {
		$this->require_abilities_api();
		$this->act_as( 'editor' );
		$result = $this->run_ability( 'cairn/generate-seo-description', array( 'text' => '   ' ) );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'There is no text to work on.', $result->get_error_message() );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_the_rest_api_runs_them_with_post(): void {
		$this->require_abilities_api();
		$this->act_as( 'editor' );
		$response = $this->rest(
			'POST',
			'/wp-abilities/v1/abilities/cairn/generate-title/run',
			array( 'input' => array( 'text' => 'A walk up the hill.' ) )
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringContainsString( 'A walk up the hill.', $response->get_data()['title'] );
	}

	public function test_a_short_summary_takes_one_request(): void {
		$this->act_as( 'editor' );
		$summary = Summary::excerpt( '<p>Stones on the ridge.</p>', get_current_user_id() );
		$this->assertIsString( $summary );
		$this->assertLessThanOrEqual( 50, Summary::count_words( $summary ) );
		$this->assertSame( 1, self::$server->stats()['requests'] );
		$this->assertStringContainsString( 'at most 50 words', $summary );
	}

	public function test_a_summary_that_is_too_long_is_summarised_again_then_cut(): void {
		$this->act_as( 'editor' );
		// The test server echoes the prompt, which is longer than ten words every time.
		$summary = Summary::excerpt( 'Stones on the ridge.', get_current_user_id(), 10 );
		$this->assertIsString( $summary );
		$this->assertSame( 3, self::$server->stats()['requests'] );
		$this->assertSame( 10, Summary::count_words( $summary ) );
		$this->assertStringEndsWith( '…', $summary );
	}

	public function test_the_summary_length_and_on_device_ai_are_settings(): void {
		$this->assertSame( 50, AI_Settings::get()['summary_words'] );
		$this->assertFalse( AI_Settings::get()['on_device'] );
		update_option(
			AI_Settings::OPTION,
			AI_Settings::sanitize(
				array(
					'summary_words' => 30,
					'on_device'     => true,
				)
			)
		);
		$this->assertSame( 30, Summary::limit() );
		$this->assertTrue( AI_Settings::get()['on_device'] );
		$this->assertSame( Summary::MAX_WORDS, AI_Settings::sanitize( array( 'summary_words' => 99999 ) )['summary_words'] );
	}

	public function test_the_summary_limit_stays_within_bounds(): void {
		$this->assertSame( 50, Summary::limit() );
		$this->assertSame( Summary::MIN_WORDS, Summary::limit( 0 ) );
		$this->assertSame( Summary::MAX_WORDS, Summary::limit( 100000 ) );
		$filter = static function (): int {
			return 30;
		};
		add_filter( 'cairn_ai_summary_words', $filter );
		try {
			$this->assertSame( 30, Summary::limit() );
		} finally {
			remove_filter( 'cairn_ai_summary_words', $filter );
		}
	}
}
