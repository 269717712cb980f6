<?php
/**
 * A video's settings, its privacy and the stream that enforces it.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Video\Video_Meta;
use Cairn\Video\Video_Privacy;
use Cairn\Video\Video_Stream;

require_once __DIR__ . '/trait-creates-test-video.php';

/**
 * The meta route, the `cairn_video` media field, the file's move on a
 * privacy change, and who the stream serves.
 */
final class Test_Video_Privacy extends Test_Case {

	use Creates_Test_Video;

	/**
	 * Posts a setting as a user.
	 *
	 * @param array<string,mixed> $body    The body.
	 * @param int                 $user_id The user.
	 */
	private function meta( array $body, int $user_id ): \WP_REST_Response {
		wp_set_current_user( $user_id );
		return $this->rest( 'POST', '/cairn/v1/videopress/meta', array_merge( array( 'id' => $this->video['id'] ), $body ) );
	}

	/**
	 * A published post showing the video.
	 */
	private function post_with_video(): int {
		return (int) wp_insert_post(
			array(
				'post_title'   => 'Holiday',
				'post_status'  => 'publish',
				'post_content' => '<!-- wp:cairn/video {"guid":"' . $this->video['guid'] . '","id":' . $this->video['id'] . '} /-->',
			)
		);
	}

	public function test_settings_are_saved_by_those_who_may_edit_the_video(): void {
		$response = $this->meta( array( 'rating' => 'X-18' ), $this->author );
		$this->assertSame( 200, $response->get_data()['data'] );
		$this->assertSame( 'R-17', Video_Meta::get( $this->video['id'] )['rating'] );

		$this->meta(
			array(
				'title'       => 'Holiday <b>clip</b>',
				'description' => "Day one\n0:00 Arrival",
			),
			$this->author
		);
		$this->assertSame( 'Holiday clip', get_the_title( $this->video['id'] ) );
		$this->assertSame( "Day one\n0:00 Arrival", get_post_field( 'post_content', $this->video['id'] ) );

		$this->assertSame( 403, $this->meta( array( 'allow_download' => 1 ), $this->create_user( 'author' ) )->get_status() );
		$this->assertSame( 403, $this->meta( array( 'allow_download' => 1 ), $this->create_user( 'subscriber' ) )->get_status() );
		$this->assertSame( 400, $this->meta( array( 'rating' => 'NC-17' ), $this->author )->get_status() );
		$this->assertSame( 0, Video_Meta::get( $this->video['id'] )['allow_download'] );

		$image = $this->create_test_image();
		wp_set_current_user( $this->author );
		$not_a_video = $this->rest(
			'POST',
			'/cairn/v1/videopress/meta',
			array(
				'id'     => $image,
				'rating' => 'G',
			)
		);
		$this->assertSame( 404, $not_a_video->get_status() );
	}

	public function test_the_media_field_tells_the_editor_the_settings(): void {
		wp_set_current_user( $this->author );
		$field = $this->rest( 'GET', '/wp/v2/media/' . $this->video['id'] )->get_data()['cairn_video'];
		$this->assertSame(
			array(
				'guid'            => $this->video['guid'],
				'rating'          => 'G',
				'allow_download'  => 0,
				'privacy_setting' => Video_Meta::SITE_DEFAULT,
				'is_private'      => false,
			),
			$field
		);
	}

	public function test_a_private_video_leaves_the_uploads_folder_and_comes_back_when_public(): void {
		$uploads = wp_normalize_path( wp_get_upload_dir()['basedir'] );
		$this->meta( array( 'privacy_setting' => Video_Meta::PRIVATE ), $this->author );
		$file = wp_normalize_path( (string) get_attached_file( $this->video['id'] ) );
		$this->assertFileExists( $file );
		$this->assertStringStartsNotWith( $uploads, $file );
		$this->assertTrue( Video_Privacy::is_hidden( $file ) );
		$this->assertSame( Video_Stream::url( $this->video['guid'] ), wp_get_attachment_url( $this->video['id'] ) );
		$this->assertSame( array(), glob( dirname( $uploads . '/' . get_post_meta( $this->video['id'], '_wp_attached_file', true ) ) . '/clip*.mp4' ) );

		$this->meta( array( 'privacy_setting' => Video_Meta::PUBLIC ), $this->author );
		$file = wp_normalize_path( (string) get_attached_file( $this->video['id'] ) );
		$this->assertStringStartsWith( $uploads, $file );
		$this->assertFileExists( $file );
		$this->assertStringStartsWith( wp_get_upload_dir()['baseurl'], (string) wp_get_attachment_url( $this->video['id'] ) );
	}

	public function test_a_private_video_streams_only_to_logged_in_readers_of_a_post_showing_it(): void {
		$this->meta( array( 'privacy_setting' => Video_Meta::PRIVATE ), $this->author );
		$post  = $this->post_with_video();
		$other = (int) wp_insert_post(
			array(
				'post_title'  => 'Other',
				'post_status' => 'publish',
			)
		);

		wp_set_current_user( 0 );
		$this->assertSame( 401, Video_Stream::plan( $this->video['guid'], $post, '', false )['status'] );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$served = Video_Stream::plan( $this->video['guid'], $post, '', false );
		$this->assertSame( 200, $served['status'] );
		$this->assertSame( 'video/mp4', $served['headers']['Content-Type'] );
		$this->assertSame( 'private, max-age=0, no-transform', $served['headers']['Cache-Control'] );
		$this->assertSame( 'inline', $served['headers']['Content-Disposition'] );
		// A post that does not show this video lends it nothing.
		$this->assertSame( 403, Video_Stream::plan( $this->video['guid'], $other, '', false )['status'] );
		$this->assertSame( 404, Video_Stream::plan( 'Zz9Zz9Zz', $post, '', false )['status'] );
	}

	public function test_ranges_let_players_seek(): void {
		$size = filesize( (string) get_attached_file( $this->video['id'] ) );
		wp_set_current_user( 0 );
		$part = Video_Stream::plan( $this->video['guid'], 0, 'bytes=10-19', false );
		$this->assertSame( 206, $part['status'] );
		$this->assertSame( 10, $part['start'] );
		$this->assertSame( 10, $part['length'] );
		$this->assertSame( "bytes 10-19/$size", $part['headers']['Content-Range'] );

		$this->assertSame( array( $size - 5, $size - 1 ), Video_Stream::range( 'bytes=-5', $size ) );
		$this->assertSame( array( 100, $size - 1 ), Video_Stream::range( 'bytes=100-', $size ) );
		$this->assertNull( Video_Stream::range( "bytes=$size-", $size ) );
		$this->assertNull( Video_Stream::range( 'bytes=9-3', $size ) );
		$this->assertNull( Video_Stream::range( 'items=0-3', $size ) );
		$refused = Video_Stream::plan( $this->video['guid'], 0, "bytes=$size-", false );
		$this->assertSame( 416, $refused['status'] );
		$this->assertSame( "bytes */$size", $refused['headers']['Content-Range'] );
	}

	public function test_downloads_are_served_only_when_allowed(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 403, Video_Stream::plan( $this->video['guid'], 0, '', true )['status'] );
		$this->meta( array( 'allow_download' => 1 ), $this->author );
		wp_set_current_user( 0 );
		$served = Video_Stream::plan( $this->video['guid'], 0, '', true );
		$this->assertSame( 200, $served['status'] );
		$this->assertStringStartsWith( 'attachment; filename="clip', $served['headers']['Content-Disposition'] );
	}

	public function test_the_site_default_follows_the_filter(): void {
		$this->assertFalse( Video_Meta::is_private( $this->video['id'] ) );
		add_filter( 'cairn_video_private_by_default', '__return_true' );
		$this->assertTrue( Video_Meta::is_private( $this->video['id'] ) );
		remove_filter( 'cairn_video_private_by_default', '__return_true' );
		$this->assertSame( 'G', Video_Meta::rating( 'NC-17' ) );
		$this->assertSame( Video_Meta::SITE_DEFAULT, Video_Meta::privacy( 'secret' ) );
	}

	public function test_visitors_get_a_player_and_a_private_video_only_when_they_may_watch_it(): void {
		$attributes = array(
			'guid'    => $this->video['guid'],
			'id'      => $this->video['id'],
			'caption' => 'Day <em>one</em>',
		);
		wp_set_current_user( 0 );
		$public = $this->render_saved_block( 'cairn/video', $attributes );
		$this->assertStringContainsString( '<video src="' . esc_url( (string) wp_get_attachment_url( $this->video['id'] ) ) . '"', $public );
		$this->assertStringContainsString( 'controlslist="nodownload"', $public );
		$this->assertStringContainsString( '<figcaption class="wp-element-caption">Day <em>one</em></figcaption>', $public );

		$this->meta(
			array( 'privacy_setting' => Video_Meta::PRIVATE ),
			$this->author
		);
		$post            = $this->post_with_video();
		$GLOBALS['post'] = get_post( $post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the post being shown.
		wp_set_current_user( 0 );
		$hidden = $this->render_saved_block( 'cairn/video', $attributes );
		$this->assertStringContainsString( 'This video is private.', $hidden );
		$this->assertStringNotContainsString( '<video', $hidden );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$shown = $this->render_saved_block( 'cairn/video', $attributes );
		$this->assertStringContainsString( 'cairn_video=' . $this->video['guid'], $shown );
		$this->assertStringContainsString( 'post=' . $post, $shown );
		unset( $GLOBALS['post'] );

		$this->assertSame( '', $this->render_saved_block( 'cairn/video', array() ) );
	}

	public function test_a_video_whose_file_is_not_on_the_site_shows_visitors_its_poster_title_and_a_link_to_the_original(): void {
		wp_set_current_user( 0 );
		// Converted from VideoPress, before its file was uploaded here.
		$converted = $this->render_saved_block(
			'cairn/video',
			array(
				'guid'          => 'AbCDe123',
				'id'            => 5297,
				'title'         => 'Spring open day',
				'poster'        => 'https://videos.files.wordpress.com/AbCDe123/poster.jpg',
				'caption'       => 'Our spring open day',
				'jetpackLegacy' => array( 'duration' => 1673 ),
			)
		);
		$this->assertStringContainsString( 'is-missing', $converted );
		$this->assertStringContainsString( '<img class="wp-block-cairn-video__poster-image cairn-video__poster-image" src="https://videos.files.wordpress.com/AbCDe123/poster.jpg"', $converted );
		$this->assertStringContainsString( '<a href="https://videopress.com/v/AbCDe123">Watch “Spring open day” where it was first published</a>', $converted );
		$this->assertStringContainsString( '<figcaption class="wp-element-caption">Our spring open day</figcaption>', $converted );
		$this->assertStringNotContainsString( '<video', $converted );

		// A link to the peer's hosted video, kept in src.
		$linked = $this->render_saved_block(
			'cairn/video',
			array(
				'guid' => 'Zz9Zz9Zz',
				'src'  => 'https://videopress.com/v/Zz9Zz9Zz',
			)
		);
		$this->assertStringContainsString( '<a href="https://videopress.com/v/Zz9Zz9Zz">Watch this video where it was first published</a>', $linked );

		// A video of this site since deleted: a note, and no guessed link.
		$deleted = $this->render_saved_block(
			'cairn/video',
			array(
				'guid'  => 'Zz9Zz9Zz',
				'title' => 'Holiday',
			)
		);
		$this->assertStringContainsString( '<p class="wp-block-cairn-video__missing cairn-video__missing">The video “Holiday” is not available.</p>', $deleted );
		$this->assertStringNotContainsString( '<a ', $deleted );
	}

	public function test_the_editors_of_a_post_read_the_video_it_shows_whoever_uploaded_it(): void {
		$admin = $this->create_user( 'administrator' );
		$video = $this->create_test_video( $admin );
		$other = $this->create_user( 'author' );
		wp_set_current_user( $admin );
		$post      = (int) wp_insert_post(
			array(
				'post_title'   => 'Their post',
				'post_status'  => 'publish',
				'post_author'  => $other,
				'post_content' => '<!-- wp:cairn/video {"guid":"' . $video['guid'] . '","id":' . $video['id'] . '} /-->',
			)
		);
		$elsewhere = (int) wp_insert_post(
			array(
				'post_title'  => 'Another post of theirs',
				'post_status' => 'publish',
				'post_author' => $other,
			)
		);

		// The Author may not edit the video: refused without the post that
		// shows it, and for a post of theirs that does not.
		wp_set_current_user( $other );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/videos/' . $video['guid'] )->get_status() );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/videos/' . $video['guid'], array( 'post' => $elsewhere ) )->get_status() );

		// Through their post: the public video, to watch, not to change.
		$found = $this->rest( 'GET', '/cairn/v1/videos/' . $video['guid'], array( 'post' => $post ) );
		$this->assertSame( 200, $found->get_status() );
		$this->assertSame(
			array(
				'id'         => $video['id'],
				'guid'       => $video['guid'],
				'src'        => $video['src'],
				'is_private' => false,
				'can_watch'  => true,
				'can_edit'   => false,
			),
			array_intersect_key( $found->get_data(), array_flip( array( 'id', 'guid', 'src', 'is_private', 'can_watch', 'can_edit' ) ) )
		);

		// Private, and the post's author may not edit it: its file stays
		// hidden from them, as the stream would refuse them.
		wp_set_current_user( $admin );
		Video_Meta::set( $video['id'], 'privacy_setting', Video_Meta::PRIVATE );
		wp_set_current_user( $other );
		$private = $this->rest( 'GET', '/cairn/v1/videos/' . $video['guid'], array( 'post' => $post ) )->get_data();
		$this->assertTrue( $private['is_private'] );
		$this->assertFalse( $private['can_watch'] );
		$this->assertSame( '', $private['src'] );
		$this->assertSame( '', $private['title'] );

		// The uploader reads and may change it.
		wp_set_current_user( $admin );
		$own = $this->rest( 'GET', '/cairn/v1/videos/' . $video['guid'], array( 'post' => $post ) )->get_data();
		$this->assertTrue( $own['can_edit'] );
		$this->assertStringContainsString( 'cairn_video=' . $video['guid'], $own['src'] );

		// Logged out: nothing, not even whether the guid exists.
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/videos/Zz9Zz9Zz' )->get_status() );
		wp_delete_attachment( $video['id'], true );
	}

	public function test_a_library_video_without_a_guid_gets_one_only_when_asked(): void {
		delete_post_meta( $this->video['id'], '_cairn_video_guid' );
		$this->assertSame( 404, $this->meta( array( 'rating' => 'G' ), $this->author )->get_status() );
		$answer = $this->meta( array( 'assign_guid' => true ), $this->author );
		$this->assertSame( 200, $answer->get_data()['data'] );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9]{8}$/', $answer->get_data()['guid'] );
		$this->assertSame( $this->video['id'], \Cairn\Video\Video_Library::find( $answer->get_data()['guid'] ) );

		$image = $this->create_test_image();
		wp_set_current_user( $this->author );
		$not_a_video = $this->rest(
			'POST',
			'/cairn/v1/videopress/meta',
			array(
				'id'          => $image,
				'assign_guid' => true,
			)
		);
		$this->assertSame( 404, $not_a_video->get_status() );
	}

	public function test_the_editor_finds_a_video_by_its_guid(): void {
		wp_set_current_user( $this->author );
		$found = $this->rest( 'GET', '/cairn/v1/videos/' . $this->video['guid'] )->get_data();
		$this->assertSame( $this->video['id'], $found['id'] );
		$this->assertSame( 404, $this->rest( 'GET', '/cairn/v1/videos/Zz9Zz9Zz' )->get_status() );
		wp_set_current_user( $this->create_user( 'contributor' ) );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/videos/' . $this->video['guid'] )->get_status() );
	}

	public function test_the_site_default_setting_moves_the_videos_left_at_it(): void {
		$this->assertFalse( Video_Meta::is_private( $this->video['id'] ) );
		$services                             = (array) get_option( \Cairn\Settings::SERVICES, array() );
		$services['video_private_by_default'] = '1';
		update_option( \Cairn\Settings::SERVICES, $services );
		$this->assertNotFalse( wp_next_scheduled( Video_Privacy::SYNC_HOOK ) );
		$this->assertTrue( Video_Meta::is_private( $this->video['id'] ) );

		$this->assertSame( 1, Video_Privacy::sync_site_default() );
		$this->assertTrue( Video_Privacy::is_hidden( (string) get_attached_file( $this->video['id'] ) ) );
		$this->assertSame( 0, Video_Privacy::sync_site_default() );

		$services['video_private_by_default'] = '';
		update_option( \Cairn\Settings::SERVICES, $services );
		$this->assertSame( 1, Video_Privacy::sync_site_default() );
		$this->assertFalse( Video_Privacy::is_hidden( (string) get_attached_file( $this->video['id'] ) ) );
		wp_clear_scheduled_hook( Video_Privacy::SYNC_HOOK );
	}

	public function test_a_private_video_is_not_unlocked_by_a_guid_pasted_elsewhere_or_by_a_mere_login(): void {
		$this->meta( array( 'privacy_setting' => Video_Meta::PRIVATE ), $this->author );
		// A subscriber, without a post: only those who may edit the video.
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, Video_Stream::plan( $this->video['guid'], 0, '', false )['status'] );

		// A contributor's own draft naming the guid lends it nothing.
		$contributor = $this->create_user( 'contributor' );
		wp_set_current_user( $contributor );
		$draft = (int) wp_insert_post(
			array(
				'post_title'   => 'Mine',
				'post_author'  => $contributor,
				'post_content' => '<!-- wp:cairn/video {"guid":"' . $this->video['guid'] . '"} /-->',
			)
		);
		$this->assertSame( 403, Video_Stream::plan( $this->video['guid'], $draft, '', false )['status'] );
		// Nor does the guid in text that is not a video block.
		wp_set_current_user( $this->author );
		$text = (int) wp_insert_post(
			array(
				'post_title'   => 'Text',
				'post_status'  => 'publish',
				'post_content' => '<p>"guid":"' . $this->video['guid'] . '"</p>',
			)
		);
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, Video_Stream::plan( $this->video['guid'], $text, '', false )['status'] );
	}

	public function test_the_rest_api_tells_nothing_of_a_private_video_to_those_who_may_not_edit_it(): void {
		wp_set_current_user( 0 );
		$this->assertNull( $this->rest( 'GET', '/wp/v2/media/' . $this->video['id'] )->get_data()['cairn_video'] );
		$this->meta( array( 'privacy_setting' => Video_Meta::PRIVATE ), $this->author );
		wp_set_current_user( 0 );
		$data = $this->rest( 'GET', '/wp/v2/media/' . $this->video['id'] )->get_data();
		foreach ( array( 'source_url', 'guid', 'media_details', 'cairn_video', 'link' ) as $key ) {
			$this->assertArrayNotHasKey( $key, $data );
		}
		$this->assertStringNotContainsString( $this->video['guid'], (string) wp_json_encode( $data ) );
		wp_set_current_user( $this->author );
		$this->assertSame( $this->video['guid'], $this->rest( 'GET', '/wp/v2/media/' . $this->video['id'] )->get_data()['cairn_video']['guid'] );
	}

	public function test_private_by_default_touches_only_videos_and_hides_new_uploads_at_once(): void {
		$image = $this->create_test_image();
		$url   = wp_get_attachment_url( $image );
		add_filter( 'cairn_video_private_by_default', '__return_true' );
		$this->assertSame( $url, wp_get_attachment_url( $image ) );
		$this->assertFalse( Video_Meta::is_private( $image ) );

		$fresh = $this->create_test_video( $this->author );
		$this->assertTrue( Video_Privacy::is_hidden( (string) get_attached_file( $fresh['id'] ) ) );
		remove_filter( 'cairn_video_private_by_default', '__return_true' );
		wp_delete_attachment( $fresh['id'], true );
	}

	public function test_deleting_a_private_video_deletes_its_file(): void {
		$this->meta( array( 'privacy_setting' => Video_Meta::PRIVATE ), $this->author );
		$file = (string) get_attached_file( $this->video['id'] );
		$this->assertFileExists( $file );
		wp_delete_attachment( $this->video['id'], true );
		$this->assertFileDoesNotExist( $file );
		$this->assertDirectoryDoesNotExist( dirname( $file ) );
	}

	public function test_a_range_header_that_is_not_one_plain_range_is_ignored(): void {
		wp_set_current_user( 0 );
		foreach ( array( 'bytes=0-1,5-6', 'items=0-3', 'bytes= 0-3' ) as $header ) {
			$this->assertSame( 200, Video_Stream::plan( $this->video['guid'], 0, $header, false )['status'], $header );
		}
	}
}
