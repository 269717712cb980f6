<?php
/**
 * A small video in the media library, for video tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Video\Video_Library;

/**
 * Adds a video (bytes that read as an MP4) as a user's upload, and keeps
 * private videos in a folder of the test. Each test starts with one video
 * uploaded by an author.
 */
trait Creates_Test_Video {

	/**
	 * The author who uploaded the video.
	 *
	 * @var int
	 */
	private $author;

	/**
	 * The video.
	 *
	 * @var array{id:int,guid:string,src:string}
	 */
	private $video;

	/**
	 * Uploads a small video as an author.
	 */
	protected function setUp(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		parent::setUp();
		$this->author = $this->create_user( 'author' );
		$this->video  = $this->create_test_video( $this->author );
	}

	/**
	 * Removes the video.
	 */
	protected function tearDown(): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- PHPUnit's name.
		wp_delete_attachment( $this->video['id'], true );
		remove_filter( 'cairn_video_private_dir', array( $this, 'private_video_dir' ) );
		parent::tearDown();
	}

	/**
	 * The test's folder of private videos.
	 */
	public function private_video_dir(): string {
		return get_temp_dir() . 'cairn-test-private-videos';
	}

	/**
	 * Adds a video.
	 *
	 * @param int $user_id Who uploads it.
	 * @return array{id:int,guid:string,src:string}
	 */
	protected function create_test_video( int $user_id ): array {
		add_filter( 'cairn_video_private_dir', array( $this, 'private_video_dir' ) );
		$path = get_temp_dir() . 'cairn-test-' . wp_generate_password( 8, false ) . '.mp4';
		$data = str_repeat( '0123456789', 100 );
		file_put_contents( $path, pack( 'N', 24 ) . 'ftypmp42' . pack( 'N', 0 ) . 'mp42isom' . pack( 'N', 8 + strlen( $data ) ) . 'mdat' . $data ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test file.
		$video = Video_Library::add( $path, 'clip.mp4', $user_id );
		$this->assertIsArray( $video );
		return $video;
	}
}
