<?php
/**
 * Ratings of AI answers, stored on the site.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\Feedback;
use Cairn\AI\Feedback_Screen;

/**
 * `/cairn/v1/ai/feedback` stores who rated which answer of which feature,
 * when and how, one rating per user and answer, which they change or
 * remove; administrators read the totals per feature and a CSV.
 *
 * @group database
 */
final class Test_AI_Feedback extends Test_Case {

	/**
	 * A rating as the editor sends it.
	 *
	 * @param string $rating The rating.
	 * @param array  $extra  Other fields.
	 */
	private function rating( string $rating, array $extra = array() ): array {
		return array_merge(
			array(
				'feature'          => 'ai-assistant',
				'item'             => 'ai-assistant-1k3x9qz',
				'rating'           => $rating,
				'prompt'           => 'A poem about owls',
				'answer'           => 'Owls hunt at night.',
				'media_library_id' => null,
				'block'            => 'cairn/ai-assistant',
			),
			$extra
		);
	}

	public function test_a_rating_is_stored_with_who_when_which_feature_and_answer(): void {
		$user     = $this->act_as( 'author' );
		$response = $this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-up' ) );
		$this->assertSame( 200, $response->get_status() );

		$rows = Feedback::latest( -1 );
		$this->assertCount( 1, $rows );
		$this->assertSame( get_userdata( $user )->user_login, $rows[0]['user'] );
		$this->assertSame( 'ai-assistant', $rows[0]['feature'] );
		$this->assertSame( 'ai-assistant-1k3x9qz', $rows[0]['item'] );
		$this->assertSame( 'thumbs-up', $rows[0]['rating'] );
		$this->assertSame( 'A poem about owls', $rows[0]['prompt'] );
		$this->assertSame( 'Owls hunt at night.', $rows[0]['answer'] );
		$this->assertEqualsWithDelta( time(), strtotime( $rows[0]['date'] . ' UTC' ), 60 );
		$this->assertSame( 'thumbs-up', $this->rest( 'GET', '/cairn/v1/ai/feedback', array( 'item' => 'ai-assistant-1k3x9qz' ) )->get_data()['rating'] );
	}

	public function test_a_user_changes_or_removes_their_own_rating(): void {
		$this->act_as( 'editor' );
		$this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-up' ) );
		$this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-down' ) );
		$this->assertCount( 1, Feedback::latest( -1 ) );
		$this->assertSame(
			array(
				'ai-assistant' => array(
					'thumbs-up'   => 0,
					'thumbs-down' => 1,
				),
			),
			Feedback::totals()
		);

		// Another user's rating of the same answer is theirs.
		$this->act_as( 'author' );
		$this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-up' ) );
		$this->assertSame(
			array(
				'ai-assistant' => array(
					'thumbs-up'   => 1,
					'thumbs-down' => 1,
				),
			),
			Feedback::totals()
		);
		$this->assertTrue( $this->rest( 'DELETE', '/cairn/v1/ai/feedback', array( 'item' => 'ai-assistant-1k3x9qz' ) )->get_data()['deleted'] );
		$this->assertSame(
			array(
				'ai-assistant' => array(
					'thumbs-up'   => 0,
					'thumbs-down' => 1,
				),
			),
			Feedback::totals()
		);
		$this->assertNull( $this->rest( 'GET', '/cairn/v1/ai/feedback', array( 'item' => 'ai-assistant-1k3x9qz' ) )->get_data()['rating'] );
	}

	public function test_totals_are_per_feature(): void {
		$this->act_as( 'editor' );
		$this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-up' ) );
		$this->rest(
			'POST',
			'/cairn/v1/ai/feedback',
			$this->rating(
				'thumbs-down',
				array(
					'feature'          => 'logo-generator',
					'item'             => 'logo-1',
					'media_library_id' => 12,
				)
			)
		);
		$this->assertSame(
			array(
				'ai-assistant'   => array(
					'thumbs-up'   => 1,
					'thumbs-down' => 0,
				),
				'logo-generator' => array(
					'thumbs-up'   => 0,
					'thumbs-down' => 1,
				),
			),
			Feedback::totals()
		);
	}

	public function test_only_those_who_edit_posts_rate_and_only_known_ratings(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-up' ) )->get_status() );
		$this->act_as( '' );
		$this->assertSame( 401, $this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-up' ) )->get_status() );
		$this->act_as( 'editor' );
		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'five-stars' ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-up', array( 'item' => '<script>' ) ) )->get_status() );
		$this->assertSame( array(), Feedback::latest( -1 ) );
	}

	public function test_administrators_read_the_totals_and_a_csv_safe_for_spreadsheets(): void {
		$this->act_as( 'editor' );
		$this->rest( 'POST', '/cairn/v1/ai/feedback', $this->rating( 'thumbs-up', array( 'prompt' => '=HYPERLINK("http://x")' ) ) );
		$csv = Feedback_Screen::csv();
		$this->assertStringStartsWith( '"date","user","feature","item","rating","prompt","answer"', $csv );
		$this->assertStringContainsString( '"ai-assistant","ai-assistant-1k3x9qz","thumbs-up","\'=HYPERLINK(""http://x"")","Owls hunt at night."', $csv );

		$this->act_as( 'administrator' );
		ob_start();
		Feedback_Screen::render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'cairn-ai-feedback-totals', $html );
		$this->assertStringContainsString( '<td>ai-assistant</td><td>1</td><td>0</td>', $html );
		$this->assertStringContainsString( 'action=cairn_ai_feedback_export', $html );

		$this->act_as( 'editor' );
		ob_start();
		Feedback_Screen::render();
		$this->assertSame( '', ob_get_clean() );
	}
}
