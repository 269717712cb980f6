<?php
/**
 * A video's text tracks.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Video\Video_Meta;
use Cairn\Video\Video_Tracks;
use WP_REST_Request;
use WP_REST_Response;

require_once __DIR__ . '/trait-creates-test-video.php';

/**
 * The track routes, their rules, and the tracks a visitor's player gets.
 */
final class Test_Video_Tracks extends Test_Case {

	use Creates_Test_Video;

	/**
	 * Uploads a track as a user, as the editor's form does.
	 *
	 * @param array<string,string> $fields   kind, srclang, label.
	 * @param string               $contents The file's text.
	 * @param string               $name     The file's name.
	 * @param int|null             $user_id  Who; the author by default.
	 */
	private function upload( array $fields, string $contents, string $name = 'track.vtt', ?int $user_id = null ): WP_REST_Response {
		$path = get_temp_dir() . 'cairn-track-' . wp_generate_password( 8, false );
		file_put_contents( $path, $contents ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test file.
		wp_set_current_user( $user_id ?? $this->author );
		$request = new WP_REST_Request( 'POST', '/cairn/v1/videos/' . $this->video['guid'] . '/tracks' );
		$request->set_body_params( $fields );
		$request->set_file_params(
			array(
				'vtt' => array(
					'name'     => $name,
					'type'     => 'text/vtt',
					'tmp_name' => $path,
					'error'    => 0,
					'size'     => strlen( $contents ),
				),
			)
		);
		return rest_do_request( $request );
	}

	public function test_a_track_is_added_with_the_specs_defaults_and_listed_by_kind_then_language(): void {
		$response = $this->upload( array(), "WEBVTT\n\n00:00.000 --> 00:02.000\nHello\n" );
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'subtitles', $response->get_data()['kind'] );
		$this->assertSame( 'en', $response->get_data()['srcLang'] );
		$this->assertSame( 'English', $response->get_data()['label'] );

		$this->upload(
			array(
				'kind'    => 'captions',
				'srclang' => 'fr',
				'label'   => 'Français',
			),
			"\xEF\xBB\xBFWEBVTT - sous-titres\n"
		);
		wp_set_current_user( 0 );
		$listing = $this->rest( 'GET', '/cairn/v1/videos/' . $this->video['guid'] . '/tracks' )->get_data();
		$this->assertSame( array( 'subtitles', 'captions' ), array_keys( (array) $listing ) );
		$this->assertSame( 'Français', $listing->captions['fr']['label'] );
		$this->assertStringContainsString( 'cairn_video_track=' . $this->video['guid'], $listing->subtitles['en']['src'] );
	}

	public function test_the_rules_of_the_track_editor(): void {
		$this->upload( array( 'srclang' => 'de' ), "WEBVTT\n" );
		$duplicate = $this->upload( array( 'srclang' => 'de' ), "WEBVTT\n" );
		$this->assertSame( 'A track already exists for that language and kind.', $duplicate->get_data()['message'] );

		$this->assertSame( 400, $this->upload( array(), 'WEBVTTX nope' )->get_status() );
		$this->assertSame( 400, $this->upload( array(), "1\n00:00:00,000 --> 00:00:01,000\nSRT\n", 'track.srt' )->get_status() );
		$this->assertSame( 400, $this->upload( array( 'srclang' => 'english!' ), "WEBVTT\n" )->get_status() );
		$this->assertSame( 403, $this->upload( array(), "WEBVTT\n", 'track.vtt', $this->create_user( 'author' ) )->get_status() );

		wp_set_current_user( $this->author );
		$request = new WP_REST_Request( 'POST', '/cairn/v1/videos/' . $this->video['guid'] . '/tracks' );
		$this->assertSame( 'Choose a track file to upload.', rest_do_request( $request )->get_data()['message'] );
	}

	public function test_a_track_is_deleted_by_kind_and_language(): void {
		$this->upload( array( 'srclang' => 'es' ), "WEBVTT\n" );
		wp_set_current_user( $this->author );
		$this->assertSame( 200, $this->rest( 'POST', '/cairn/v1/videos/' . $this->video['guid'] . '/tracks/delete', array( 'srclang' => 'es' ) )->get_status() );
		$this->assertSame( array(), Video_Tracks::all( $this->video['id'] ) );
		$this->assertSame( 404, $this->rest( 'POST', '/cairn/v1/videos/' . $this->video['guid'] . '/tracks/delete', array( 'srclang' => 'es' ) )->get_status() );
	}

	public function test_a_private_videos_tracks_are_not_listed_to_the_logged_out(): void {
		$this->upload( array(), "WEBVTT\n" );
		Video_Meta::set( $this->video['id'], 'privacy_setting', '1' );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/videos/' . $this->video['guid'] . '/tracks' )->get_status() );
	}

	public function test_the_player_carries_the_tracks(): void {
		$this->upload(
			array(
				'kind'    => 'captions',
				'srclang' => 'fr',
				'label'   => 'Français',
			),
			"WEBVTT\n"
		);
		wp_set_current_user( 0 );
		$html = $this->render_saved_block( 'cairn/video', array( 'guid' => $this->video['guid'] ) );
		$this->assertMatchesRegularExpression( '#<track kind="captions" srclang="fr" label="Français" src="[^"]*cairn_video_track=' . $this->video['guid'] . '[^"]*">#', $html );
	}

	public function test_description_chapters_become_a_chapters_track_and_a_list_with_its_script(): void {
		wp_update_post(
			array(
				'ID'           => $this->video['id'],
				'post_content' => "Our day\n0:00 Arrival\n1:05:30 [Dinner]",
			)
		);
		$tracks = Video_Tracks::effective( $this->video['id'] );
		$this->assertSame( 'chapters', $tracks[0]['kind'] );
		$this->assertStringContainsString( "00:00:00.000 --> 01:05:30.000\nArrival", $tracks[0]['vtt'] );

		wp_set_current_user( 0 );
		$handle = generate_block_asset_handle( 'cairn/video', 'viewScript' );
		$html   = $this->render_saved_block( 'cairn/video', array( 'guid' => $this->video['guid'] ) );
		$this->assertStringContainsString( '<track kind="chapters"', $html );
		$this->assertStringContainsString( '<button type="button" data-start="3930"><span class="wp-block-cairn-video__chapter-time cairn-video__chapter-time">1:05:30</span> [Dinner]</button>', $html );
		$this->assertStringContainsString( '<span class="wp-block-cairn-video__chapter-time cairn-video__chapter-time">0:00</span> Arrival', $html );
		$this->assertTrue( wp_script_is( $handle, 'enqueued' ) );
	}

	public function test_a_video_without_chapters_queues_no_script(): void {
		// As on a new page: no video rendered yet, nothing queued.
		$flag = new \ReflectionProperty( \Cairn\Blocks\Video::class, 'needs_script' );
		$flag->setAccessible( true );
		$flag->setValue( null, false );
		wp_dequeue_script( generate_block_asset_handle( 'cairn/video', 'viewScript' ) );
		wp_set_current_user( 0 );
		$html = $this->render_saved_block( 'cairn/video', array( 'guid' => $this->video['guid'] ) );
		$this->assertStringNotContainsString( 'cairn-video__chapters', $html );
		$this->assertFalse( wp_script_is( generate_block_asset_handle( 'cairn/video', 'viewScript' ), 'enqueued' ) );
	}

	public function test_the_poster_is_an_image_set_by_those_who_may_edit_the_video(): void {
		$route = '/cairn/v1/videos/' . $this->video['guid'] . '/poster';
		wp_set_current_user( $this->author );
		$this->assertSame(
			array(
				'generating' => false,
				'poster'     => '',
			),
			$this->rest( 'GET', $route )->get_data()
		);
		$image  = $this->create_test_image();
		$answer = $this->rest(
			'POST',
			$route,
			array(
				'poster_attachment_id' => $image,
				'at_time'              => 1500,
				'is_millisec'          => true,
			)
		);
		$this->assertSame( wp_get_attachment_url( $image ), $answer->get_data()['poster'] );
		$this->assertSame( 1500, (int) get_post_meta( $this->video['id'], '_cairn_video_poster_time', true ) );
		$html = $this->render_saved_block( 'cairn/video', array( 'guid' => $this->video['guid'] ) );
		$this->assertStringContainsString( 'poster="' . esc_url( (string) wp_get_attachment_url( $image ) ) . '"', $html );

		$this->assertSame( 400, $this->rest( 'POST', $route, array( 'poster_attachment_id' => $this->video['id'] ) )->get_status() );
		wp_set_current_user( $this->create_user( 'author' ) );
		$this->assertSame( 403, $this->rest( 'POST', $route, array( 'poster_attachment_id' => $image ) )->get_status() );
	}
}
