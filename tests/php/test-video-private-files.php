<?php
/**
 * Where private videos are kept, and that no file URL reaches them.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Video\Private_Dir;
use Cairn\Video\Private_Files_Migration;
use Cairn\Video\Upload_Store;
use Cairn\Video\Video_Library;
use Cairn\Video\Video_Meta;
use Cairn\Video\Video_Privacy;
use Cairn\Video\Video_Stream;

require_once __DIR__ . '/trait-runs-php-processes.php';
require_once __DIR__ . '/trait-serves-test-site.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * A private video's file lives where a web server that ignores `.htaccess`
 * cannot be made to serve it: outside the web root when wp-config.php names
 * a folder, otherwise behind a secret of the site's in its path. Files from
 * before move there once. The stream route stays the only way in.
 *
 * @group database
 */
final class Test_Video_Private_Files extends Test_Case {

	use Runs_PHP_Processes;
	use Serves_Test_Site;

	/**
	 * Files and folders the test made.
	 *
	 * @var string[]
	 */
	private $made = array();

	protected function tearDown(): void {
		$this->stop_site();
		foreach ( array_reverse( $this->made ) as $path ) {
			self::remove( $path );
		}
		parent::tearDown();
	}

	/**
	 * Removes a file or a folder with what it holds.
	 *
	 * @param string $path The path.
	 */
	private static function remove( string $path ): void {
		if ( is_dir( $path ) && ! is_link( $path ) ) {
			foreach ( array_diff( (array) scandir( $path ), array( '.', '..' ) ) as $name ) {
				self::remove( $path . '/' . $name );
			}
			rmdir( $path );
		} elseif ( file_exists( $path ) ) {
			unlink( $path );
		}
	}

	/**
	 * A private video uploaded by a user, its file where Cairn keeps them.
	 *
	 * @param int $user_id Who uploads it.
	 * @return array{id:int,guid:string,src:string}
	 */
	private function private_video( int $user_id ): array {
		$path = get_temp_dir() . 'cairn-test-' . wp_generate_password( 8, false ) . '.mp4';
		$data = str_repeat( '0123456789', 100 );
		file_put_contents( $path, pack( 'N', 24 ) . 'ftypmp42' . pack( 'N', 0 ) . 'mp42isom' . pack( 'N', 8 + strlen( $data ) ) . 'mdat' . $data );
		$video = Video_Library::add( $path, 'clip.mp4', $user_id );
		$this->assertIsArray( $video );
		Video_Meta::set( $video['id'], 'privacy_setting', Video_Meta::PRIVATE );
		$this->assertTrue( Video_Meta::is_private( $video['id'] ) );
		$this->assertTrue( Video_Privacy::sync( $video['id'] ) );
		return $video;
	}

	public function test_a_guessed_file_url_answers_404_from_a_server_that_ignores_htaccess_and_the_stream_serves_the_reader(): void {
		global $wpdb;
		// The web server's WordPress must see the video: commit it.
		$wpdb->query( 'ROLLBACK' );
		$author = 0;
		$video  = null;
		try {
			$author = $this->create_user( 'author' );
			$video  = $this->private_video( $author );
			$file   = (string) get_attached_file( $video['id'] );
			$this->assertFileExists( $file );
			$content = wp_normalize_path( WP_CONTENT_DIR );
			$this->assertStringStartsWith( $content . '/cairn-private/', wp_normalize_path( $file ), 'Without a folder in wp-config.php, the default one.' );

			$site = $this->serve_site();
			// Every URL a visitor could make from what the site shows.
			foreach ( array(
				'/wp-content/cairn-private/videos/' . $video['guid'] . '/clip.mp4',
				'/wp-content/cairn-private/videos/' . $video['guid'] . '/',
				'/wp-content/cairn-private/video-uploads/',
				'/wp-content/uploads/' . gmdate( 'Y/m' ) . '/clip.mp4',
			) as $guess ) {
				$this->assertSame( 404, $this->fetch( $site . $guess )['status'], $guess );
			}
			// The folders list nothing that would name the secret.
			foreach ( array( '/wp-content/cairn-private/', '/wp-content/cairn-private/' . basename( Private_Dir::root() ) . '/' ) as $folder ) {
				$listing = $this->fetch( $site . $folder );
				$this->assertStringNotContainsString( basename( Private_Dir::root() ), $listing['body'], $folder );
				$this->assertStringNotContainsString( 'clip', $listing['body'], $folder );
			}
			// Nor does the REST API, to anyone.
			$media = $this->fetch( $site . '/wp-json/wp/v2/media/' . $video['id'] );
			$this->assertStringNotContainsString( basename( Private_Dir::root() ), $media['body'] );

			// The stream route is the way in: a visitor is refused, the author served.
			$this->assertSame( 401, $this->fetch( Video_Stream::url( $video['guid'] ) )['status'] );
			$expires = time() + HOUR_IN_SECONDS;
			$served  = $this->fetch( Video_Stream::url( $video['guid'] ), array( LOGGED_IN_COOKIE => wp_generate_auth_cookie( $author, $expires, 'logged_in' ) ) );
			$this->assertSame( 200, $served['status'] );
			$this->assertSame( md5_file( $file ), md5( $served['body'] ) );
		} finally {
			$this->stop_site();
			if ( null !== $video ) {
				wp_delete_attachment( $video['id'], true );
			}
			if ( $author > 0 ) {
				require_once ABSPATH . 'wp-admin/includes/user.php';
				wp_delete_user( $author );
			}
			$wpdb->query( 'START TRANSACTION' );
		}
	}

	public function test_the_default_folder_holds_a_secret_of_the_site_and_guards_at_every_level(): void {
		$root = Private_Dir::root();
		$this->assertMatchesRegularExpression( '#/cairn-private/[a-f0-9]{32}$#', $root );
		$this->assertSame( $root, Private_Dir::root(), 'The secret stays.' );
		$this->assertSame( $root . '/videos', Video_Privacy::dir() );
		$this->assertSame( $root . '/video-uploads', Upload_Store::dir() );
		foreach ( array( dirname( $root ), $root, $root . '/videos' ) as $folder ) {
			$this->assertFileExists( $folder . '/index.php', $folder );
			$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $folder . '/.htaccess' ), $folder );
			$this->assertFileExists( $folder . '/web.config', $folder );
		}
	}

	public function test_a_folder_named_in_wp_config_is_used_outside_the_web_root(): void {
		$outside      = get_temp_dir() . 'cairn-test-private-' . wp_generate_password( 8, false );
		$answer       = $this->php(
			'echo wp_json_encode( array( Cairn\Video\Private_Dir::root(), Cairn\Video\Video_Privacy::dir(), Cairn\Video\Upload_Store::dir() ) );',
			'define( "CAIRN_PRIVATE_DIR", ' . var_export( $outside . '/', true ) . ' );' // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- a PHP literal for the child process.
		);
		$this->made[] = $outside;
		$this->assertSame( array( $outside, $outside . '/videos', $outside . '/video-uploads' ), json_decode( $answer, true ), $answer );
		$this->assertDirectoryExists( $outside . '/videos' );
	}

	public function test_private_files_from_before_move_once_into_the_folder_of_now(): void {
		remove_all_filters( 'cairn_video_private_dir' );
		$author = $this->create_user( 'author' );
		$video  = $this->private_video( $author );
		// Where Cairn kept private videos before: a folder named by the guid alone.
		$legacy       = WP_CONTENT_DIR . '/cairn-private/videos/' . $video['guid'];
		$this->made[] = $legacy;
		wp_mkdir_p( $legacy );
		$this->assertTrue( rename( (string) get_attached_file( $video['id'] ), $legacy . '/clip.mp4' ) );
		update_attached_file( $video['id'], $legacy . '/clip.mp4' );
		// And a partial upload waiting there.
		$uploads      = WP_CONTENT_DIR . '/cairn-private/video-uploads';
		$this->made[] = $uploads . '/' . str_repeat( 'a', 32 ) . '.part';
		$this->made[] = $uploads . '/' . str_repeat( 'a', 32 ) . '.json';
		wp_mkdir_p( $uploads );
		file_put_contents( $uploads . '/' . str_repeat( 'a', 32 ) . '.part', 'bytes' );
		file_put_contents(
			$uploads . '/' . str_repeat( 'a', 32 ) . '.json',
			(string) wp_json_encode(
				array(
					'owner'  => $author,
					'length' => 10,
				)
			)
		);
		delete_option( Private_Files_Migration::OPTION );

		$this->assertTrue( Private_Files_Migration::pending() );
		$this->assertSame( 2, Private_Files_Migration::run() );
		$file = (string) get_attached_file( $video['id'] );
		$this->assertTrue( Video_Privacy::is_hidden( $file ) );
		$this->assertFileExists( $file );
		$this->assertFileDoesNotExist( $legacy . '/clip.mp4' );
		$this->assertDirectoryDoesNotExist( $legacy, 'The empty folder of the guid goes.' );
		$this->assertSame( 'bytes', file_get_contents( Upload_Store::dir() . '/' . str_repeat( 'a', 32 ) . '.part' ) );
		$this->assertFalse( Private_Files_Migration::pending() );

		// Once: a second run has nothing to move.
		$this->assertSame( 0, Private_Files_Migration::run() );
		$this->assertSame( $file, (string) get_attached_file( $video['id'] ) );
		wp_delete_attachment( $video['id'], true );
		$this->assertFileDoesNotExist( $file );
	}

	public function test_the_move_is_scheduled_when_the_folder_changed(): void {
		wp_clear_scheduled_hook( Private_Files_Migration::HOOK );
		update_option( Private_Files_Migration::OPTION, Private_Dir::root() );
		Private_Files_Migration::maybe_schedule();
		$this->assertFalse( wp_next_scheduled( Private_Files_Migration::HOOK ) );

		update_option( Private_Files_Migration::OPTION, '/srv/elsewhere' );
		Private_Files_Migration::maybe_schedule();
		$this->assertNotFalse( wp_next_scheduled( Private_Files_Migration::HOOK ) );
		wp_clear_scheduled_hook( Private_Files_Migration::HOOK );
	}
}
