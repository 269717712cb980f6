<?php
/**
 * Resumable video uploads (tus 1.0).
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Rest\Video_Uploads_Controller;
use Cairn\Video\Upload_Limits;
use Cairn\Video\Upload_Store;
use Cairn\Video\Upload_Token;
use Cairn\Video\Video_Library;
use WP_REST_Request;
use WP_REST_Response;

require_once __DIR__ . '/class-ai-test-session.php';
require_once __DIR__ . '/trait-runs-php-processes.php';

/**
 * The tus routes, their token, the partial files and the attachment the
 * last chunk makes.
 *
 * @group database
 */
final class Test_Video_Uploads extends Test_Case {

	use Runs_PHP_Processes;

	/**
	 * An author who may upload files.
	 *
	 * @var int
	 */
	private $author;

	/**
	 * Partial uploads go to a folder of this test.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->author = $this->create_user( 'author' );
		add_filter( 'cairn_video_upload_dir', array( $this, 'upload_dir' ) );
	}

	/**
	 * Removes the test's partial uploads.
	 */
	protected function tearDown(): void {
		foreach ( (array) glob( $this->upload_dir() . '/*' ) as $file ) {
			wp_delete_file( (string) $file );
		}
		remove_filter( 'cairn_video_upload_dir', array( $this, 'upload_dir' ) );
		remove_all_filters( 'cairn_video_upload_quota_applies' );
		remove_all_filters( 'get_space_allowed' );
		remove_all_filters( 'upload_size_limit' );
		AI_Test_Session::close();
		parent::tearDown();
	}

	/**
	 * The test's folder of partial uploads.
	 */
	public function upload_dir(): string {
		return get_temp_dir() . 'cairn-test-video-uploads';
	}

	/**
	 * An upload token of a user, issued in a login session of theirs.
	 *
	 * @param int $user_id The user.
	 */
	private static function token( int $user_id ): string {
		return Upload_Token::issue( $user_id, 0, AI_Test_Session::open( $user_id ) );
	}

	/**
	 * Bytes that read as an MP4 video: an `ftyp` box, then `mdat`.
	 *
	 * @param int $size About how many bytes.
	 */
	private static function video_bytes( int $size ): string {
		$data = str_repeat( 'abcdefghij', (int) ceil( $size / 10 ) );
		return pack( 'N', 24 ) . 'ftypmp42' . pack( 'N', 0 ) . 'mp42isom' . pack( 'N', 8 + strlen( $data ) ) . 'mdat' . $data;
	}

	/**
	 * A tus request with the author's token.
	 *
	 * @param string               $method  Method.
	 * @param string               $route   Route.
	 * @param array<string,string> $headers Headers beyond the protocol's and the token.
	 * @param string               $body    Body.
	 * @param int|null             $user_id Whose token; the author's by default.
	 */
	private function tus( string $method, string $route, array $headers = array(), string $body = '', ?int $user_id = null ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		$request->set_header( 'Tus-Resumable', '1.0.0' );
		$request->set_header( 'X-Cairn-Upload-Token', self::token( $user_id ?? $this->author ) );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		$request->set_body( $body );
		wp_set_current_user( 0 );
		return rest_do_request( $request );
	}

	/**
	 * Starts an upload and answers its route.
	 *
	 * @param int    $length   Bytes declared.
	 * @param string $filename The file's name.
	 * @param string $filetype Its declared type.
	 */
	private function create( int $length, string $filename = 'holiday.mp4', string $filetype = 'video/mp4' ): string {
		$response = $this->tus(
			'POST',
			'/cairn/v1/videos/uploads',
			array(
				'Upload-Length'   => (string) $length,
				'Upload-Metadata' => 'filename ' . base64_encode( $filename ) . ',filetype ' . base64_encode( $filetype ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- tus encodes metadata so.
			)
		);
		$this->assertSame( 201, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$location = $response->get_headers()['Location'];
		$this->assertMatchesRegularExpression( '#/cairn/v1/videos/uploads/[a-f0-9]{32}$#', $location );
		return '/cairn/v1/videos/uploads/' . substr( $location, -32 );
	}

	/**
	 * Sends a chunk.
	 *
	 * @param string $route  The upload.
	 * @param int    $offset Where it starts.
	 * @param string $bytes  The chunk.
	 */
	private function patch( string $route, int $offset, string $bytes ): WP_REST_Response {
		return $this->tus(
			'PATCH',
			$route,
			array(
				'Content-Type'  => 'application/offset+octet-stream',
				'Upload-Offset' => (string) $offset,
			),
			$bytes
		);
	}

	public function test_the_token_is_for_users_who_can_upload_and_says_how_big_a_chunk_may_be(): void {
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $this->rest( 'POST', '/cairn/v1/videos/upload-token' )->get_status() );

		AI_Test_Session::open( $this->author );
		wp_set_current_user( $this->author );
		$data = $this->rest( 'POST', '/cairn/v1/videos/upload-token' )->get_data();
		$this->assertSame( $this->author, Upload_Token::verify( $data['upload_token'] ) );
		$this->assertSame( get_current_blog_id(), $data['upload_blog_id'] );
		$this->assertStringEndsWith( '/cairn/v1/videos/uploads', $data['upload_action_url'] );
		$this->assertLessThanOrEqual( 10000000, $data['max_chunk_size'] );
		$post_max = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		if ( $post_max > 0 ) {
			$this->assertLessThan( $post_max, $data['max_chunk_size'] );
		}
	}

	public function test_a_missing_expired_forged_or_powerless_token_is_refused(): void {
		$request = new WP_REST_Request( 'POST', '/cairn/v1/videos/uploads' );
		$request->set_header( 'Tus-Resumable', '1.0.0' );
		$request->set_header( 'Upload-Length', '10' );
		$this->assertSame( 401, rest_do_request( $request )->get_status() );

		$request->set_header( 'X-Cairn-Upload-Token', Upload_Token::issue( $this->author, time() - 2 * HOUR_IN_SECONDS, AI_Test_Session::open( $this->author ) ) );
		$this->assertSame( 'cairn_upload_token_expired', rest_do_request( $request )->get_data()['code'] );

		$forged = explode( '.', self::token( $this->author ) );
		$request->set_header( 'X-Cairn-Upload-Token', $forged[0] . '.' . strrev( $forged[1] ) );
		$this->assertSame( 401, rest_do_request( $request )->get_status() );

		$response = $this->tus( 'POST', '/cairn/v1/videos/uploads', array( 'Upload-Length' => '10' ), '', $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, $response->get_status() );
	}

	public function test_another_protocol_version_gets_412_with_the_version_served(): void {
		$request = new WP_REST_Request( 'POST', '/cairn/v1/videos/uploads' );
		$request->set_header( 'Tus-Resumable', '0.2.2' );
		$request->set_header( 'X-Cairn-Upload-Token', self::token( $this->author ) );
		$response = rest_do_request( $request );
		$this->assertSame( 412, $response->get_status() );
		$response = apply_filters( 'rest_post_dispatch', $response, rest_get_server(), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- the REST server's own filter, as it runs it.
		$this->assertSame( '1.0.0', $response->get_headers()['Tus-Version'] );
	}

	public function test_chunks_resume_at_the_offset_and_the_last_makes_a_byte_identical_attachment(): void {
		$video = self::video_bytes( 250000 );
		$route = $this->create( strlen( $video ) );

		$head = $this->tus( 'HEAD', $route );
		$this->assertSame( '0', $head->get_headers()['Upload-Offset'] );
		$this->assertSame( (string) strlen( $video ), $head->get_headers()['Upload-Length'] );
		$this->assertSame( 'no-store', $head->get_headers()['Cache-Control'] );

		$first = $this->patch( $route, 0, substr( $video, 0, 100000 ) );
		$this->assertSame( 204, $first->get_status() );
		$this->assertSame( '100000', $first->get_headers()['Upload-Offset'] );

		// A chunk sent again after a cut connection is refused, not appended twice.
		$this->assertSame( 409, $this->patch( $route, 0, substr( $video, 0, 100000 ) )->get_status() );
		$this->assertSame( '100000', $this->tus( 'HEAD', $route )->get_headers()['Upload-Offset'] );

		$last = $this->patch( $route, 100000, substr( $video, 100000 ) );
		$this->assertSame( 204, $last->get_status(), (string) wp_json_encode( $last->get_data() ) );
		$headers = $last->get_headers();
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9]{8}$/', $headers['X-Cairn-Upload-Guid'] );
		$id = (int) $headers['X-Cairn-Upload-Media-Id'];
		$this->assertSame( 'video/mp4', get_post_mime_type( $id ) );
		$this->assertSame( $this->author, (int) get_post_field( 'post_author', $id ) );
		$this->assertSame( $id, Video_Library::find( $headers['X-Cairn-Upload-Guid'] ) );
		$this->assertSame( wp_get_attachment_url( $id ), $headers['X-Cairn-Upload-Src-Url'] );
		$this->assertSame( md5( $video ), md5_file( (string) get_attached_file( $id ) ) );
		// The bytes are gone; a client whose answer was lost asks again and learns the video.
		$this->assertSame( array(), glob( $this->upload_dir() . '/*.part' ) );
		$again = $this->tus( 'HEAD', $route );
		$this->assertSame( (string) strlen( $video ), $again->get_headers()['Upload-Offset'] );
		$this->assertSame( $headers['X-Cairn-Upload-Guid'], $again->get_headers()['X-Cairn-Upload-Guid'] );
		$this->assertSame( 409, $this->patch( $route, 100000, substr( $video, 100000 ) )->get_status() );
	}

	public function test_a_second_writer_gets_423_while_the_first_holds_the_lock(): void {
		$route = $this->create( 100 );
		$id    = substr( $route, -32 );
		$other = null;
		Upload_Store::locked(
			$id,
			function () use ( $route, &$other ) {
				$other = $this->patch( $route, 0, str_repeat( 'x', 10 ) );
			}
		);
		$this->assertInstanceOf( WP_REST_Response::class, $other );
		$this->assertSame( 423, $other->get_status() );
		$this->assertSame( 0, Upload_Store::offset( $id ) );
		$this->assertSame( 204, $this->patch( $route, 0, str_repeat( 'x', 10 ) )->get_status() );
	}

	public function test_what_is_not_a_video_by_its_bytes_is_refused_in_the_specs_words(): void {
		$bytes    = str_repeat( 'not a video ', 100 );
		$route    = $this->create( strlen( $bytes ), 'clip.mp4' );
		$response = $this->patch( $route, 0, $bytes );
		$this->assertSame( 415, $response->get_status() );
		$this->assertSame( 'The format of the video you uploaded is not supported.', $response->get_data()['message'] );
		$this->assertSame( array(), glob( $this->upload_dir() . '/*.part' ) );

		$declared = $this->tus(
			'POST',
			'/cairn/v1/videos/uploads',
			array(
				'Upload-Length'   => '10',
				'Upload-Metadata' => 'filename ' . base64_encode( 'a.png' ) . ',filetype ' . base64_encode( 'image/png' ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- tus encodes metadata so.
			)
		);
		$this->assertSame( 415, $declared->get_status() );
	}

	public function test_chunks_past_the_length_or_of_another_type_are_refused(): void {
		$route = $this->create( 10 );
		$this->assertSame( 400, $this->patch( $route, 0, str_repeat( 'x', 11 ) )->get_status() );
		$wrong = $this->tus(
			'PATCH',
			$route,
			array(
				'Content-Type'  => 'application/json',
				'Upload-Offset' => '0',
			),
			'{}'
		);
		$this->assertSame( 415, $wrong->get_status() );
		$too_large = $this->tus( 'POST', '/cairn/v1/videos/uploads', array( 'Upload-Length' => (string) ( Video_Uploads_Controller::max_size() + 1 ) ) );
		$this->assertSame( 413, $too_large->get_status() );

		$big   = Video_Uploads_Controller::max_chunk_size() + 1;
		$route = $this->create( $big + 10 );
		$this->assertSame( 413, $this->patch( $route, 0, str_repeat( 'x', $big ) )->get_status() );
	}

	public function test_termination_forgets_the_upload_and_others_cannot_touch_it(): void {
		$route = $this->create( 100 );
		$this->patch( $route, 0, str_repeat( 'x', 50 ) );

		$stranger = $this->create_user( 'author' );
		$this->assertSame( 404, $this->tus( 'HEAD', $route, array(), '', $stranger )->get_status() );
		$this->assertSame( 404, $this->tus( 'DELETE', $route, array(), '', $stranger )->get_status() );

		$this->assertSame( 204, $this->tus( 'DELETE', $route )->get_status() );
		$this->assertSame( 404, $this->tus( 'HEAD', $route )->get_status() );
		$this->assertSame( array(), glob( $this->upload_dir() . '/*.part' ) );
	}

	public function test_uploads_untouched_for_a_day_are_removed_by_the_cleanup(): void {
		$old   = substr( $this->create( 100 ), -32 );
		$fresh = substr( $this->create( 100 ), -32 );
		$past  = time() - DAY_IN_SECONDS - 60;
		touch( $this->upload_dir() . "/$old.part", $past );
		touch( $this->upload_dir() . "/$old.json", $past );

		// One being written right now is not abandoned, however old.
		$this->assertSame( 0, Upload_Store::locked( $old, array( Upload_Store::class, 'remove_abandoned' ) ) );
		$this->assertNotNull( Upload_Store::get( $old ) );
		$this->assertSame( 1, Upload_Store::remove_abandoned() );
		$this->assertNull( Upload_Store::get( $old ) );
		$this->assertNotNull( Upload_Store::get( $fresh ) );
		$this->assertNotFalse( has_action( Upload_Store::CRON_HOOK ) );
	}

	public function test_the_folder_refuses_web_access(): void {
		$dir = Upload_Store::dir();
		$this->assertIsString( $dir );
		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $dir . '/.htaccess' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertFileExists( $dir . '/index.php' );
		remove_filter( 'cairn_video_upload_dir', array( $this, 'upload_dir' ) );
		$this->assertStringNotContainsString( wp_get_upload_dir()['basedir'], (string) Upload_Store::dir() );
		add_filter( 'cairn_video_upload_dir', array( $this, 'upload_dir' ) );
	}

	public function test_logging_out_ends_the_upload_token(): void {
		$session = AI_Test_Session::open( $this->author );
		$token   = Upload_Token::issue( $this->author, 0, $session );
		$this->assertSame( $this->author, Upload_Token::verify( $token ) );
		\WP_Session_Tokens::get_instance( $this->author )->destroy( $session );
		$this->assertSame( 'cairn_upload_token_expired', Upload_Token::verify( $token )->get_error_code() );
		$this->assertInstanceOf( \WP_Error::class, Upload_Token::verify( Upload_Token::issue( $this->author, 0, '' ) ) );
	}

	public function test_a_user_keeps_at_most_ten_unfinished_uploads(): void {
		for ( $i = 0; $i < Video_Uploads_Controller::MAX_OPEN_UPLOADS; $i++ ) {
			$this->create( 100 );
		}
		$eleventh = $this->tus( 'POST', '/cairn/v1/videos/uploads', array( 'Upload-Length' => '100' ) );
		$this->assertSame( 429, $eleventh->get_status() );
		// Another user is not held back by them.
		$this->assertSame( 201, $this->tus( 'POST', '/cairn/v1/videos/uploads', array( 'Upload-Length' => '100' ), '', $this->create_user( 'author' ) )->get_status() );
	}

	/**
	 * Applies the network's upload rules (as on multisite) with a quota of
	 * what the site uses now plus some bytes.
	 *
	 * @param int $room Bytes left in the quota.
	 */
	private function network_quota( int $room ): void {
		add_filter( 'cairn_video_upload_quota_applies', '__return_true' );
		remove_all_filters( 'get_space_allowed' );
		$used = Upload_Limits::space_used();
		add_filter(
			'get_space_allowed',
			static function () use ( $used, $room ) {
				return ( $used + $room ) / MB_IN_BYTES;
			}
		);
	}

	public function test_the_sites_upload_size_limit_caps_a_video_as_it_caps_any_upload(): void {
		add_filter(
			'upload_size_limit',
			static function (): int {
				return 1024;
			}
		);
		$refused = $this->tus( 'POST', '/cairn/v1/videos/uploads', array( 'Upload-Length' => '8192' ) );
		$this->assertSame( 413, $refused->get_status() );
		$this->assertSame( 'This file is too big. Files must be less than 1 KB in size.', $refused->get_data()['message'] );
		$this->create( 1024 );

		$request = new WP_REST_Request( 'OPTIONS', '/cairn/v1/videos/uploads' );
		$options = apply_filters( 'rest_post_dispatch', rest_do_request( $request ), rest_get_server(), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- the REST server's own filter, as it runs it.
		$this->assertSame( '1024', $options->get_headers()['Tus-Max-Size'] );
	}

	public function test_on_a_network_a_video_over_the_file_size_limit_is_refused_at_creation(): void {
		$this->network_quota( 10 * MB_IN_BYTES );
		update_site_option( 'fileupload_maxk', 1 );
		$refused = $this->tus( 'POST', '/cairn/v1/videos/uploads', array( 'Upload-Length' => '8192' ) );
		$this->assertSame( 413, $refused->get_status() );
		$this->assertSame( 'This file is too big. Files must be less than 1 KB in size.', $refused->get_data()['message'] );
		$this->assertSame( array(), glob( $this->upload_dir() . '/*.json' ) );
	}

	public function test_on_a_network_every_chunk_is_checked_against_the_bytes_written(): void {
		$this->network_quota( 10 * MB_IN_BYTES );
		update_site_option( 'fileupload_maxk', 4 );
		$route = $this->create( 3000 );
		$this->assertSame( 204, $this->patch( $route, 0, str_repeat( 'x', 1000 ) )->get_status() );

		// The network lowers its limit meanwhile: the next chunk would pass it.
		update_site_option( 'fileupload_maxk', 1 );
		$refused = $this->patch( $route, 1000, str_repeat( 'x', 1000 ) );
		$this->assertSame( 413, $refused->get_status() );
		$this->assertSame( 'This file is too big. Files must be less than 1 KB in size.', $refused->get_data()['message'] );
		$this->assertSame( 1000, Upload_Store::offset( substr( $route, -32 ) ) );

		// The site's space shrinks meanwhile: the next chunk would not fit.
		update_site_option( 'fileupload_maxk', 4 );
		$this->network_quota( 1000 );
		$refused = $this->patch( $route, 1000, str_repeat( 'x', 1000 ) );
		$this->assertSame( 413, $refused->get_status() );
		$this->assertSame( 'Not enough space to upload. 1 KB needed.', $refused->get_data()['message'] );
		$this->assertSame( 1000, Upload_Store::offset( substr( $route, -32 ) ) );
	}

	public function test_on_a_network_an_upload_reserves_its_length_until_it_ends(): void {
		$this->network_quota( 5000 );
		$first   = $this->create( 3000 );
		$refused = $this->tus( 'POST', '/cairn/v1/videos/uploads', array( 'Upload-Length' => '3000' ) );
		$this->assertSame( 413, $refused->get_status() );
		$this->assertSame( 'Not enough space to upload. 1 KB needed.', $refused->get_data()['message'] );
		// Another user's upload counts the same: the quota is the site's.
		$this->assertSame( 413, $this->tus( 'POST', '/cairn/v1/videos/uploads', array( 'Upload-Length' => '3000' ), '', $this->create_user( 'author' ) )->get_status() );

		$this->assertSame( 204, $this->tus( 'DELETE', $first )->get_status() );
		$this->create( 3000 );
	}

	public function test_two_uploads_that_together_pass_the_quota_cannot_both_start(): void {
		global $wpdb;
		// The processes must see committed rows, and on SQLite the test's
		// open transaction would lock them out: end it for this test.
		$wpdb->query( 'ROLLBACK' );
		$dir    = get_temp_dir() . 'cairn-test-upload-race-' . wp_generate_password( 8, false );
		$length = 100000;
		try {
			// Room for two uploads of the length, not three; nothing else counts.
			// Counting the space used takes a while (as on a large uploads
			// folder), so that uploads that were not serialized would overlap.
			$setup   = '$dir = ' . var_export( $dir, true ) . ';' // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_var_export -- a PHP literal for the child process.
				. 'add_filter( "cairn_video_upload_dir", function () use ( $dir ) { return $dir; } );'
				. 'add_filter( "cairn_video_private_dir", function () use ( $dir ) { return $dir . "-private"; } );'
				. 'add_filter( "cairn_video_upload_quota_applies", "__return_true" );'
				. 'add_filter( "pre_get_space_used", function () { usleep( 200000 ); return 0; }, 1 );'
				. 'add_filter( "get_space_allowed", function () { return ' . ( 3 * $length - 1 ) . ' / MB_IN_BYTES; } );'
				. 'wp_set_current_user( 1 );';
			$answers = $this->race(
				6,
				$setup . '$request = new WP_REST_Request( "POST", "/cairn/v1/videos/uploads" );'
				. '$request->set_header( "Upload-Length", "' . $length . '" );'
				. '$result = ( new Cairn\Rest\Video_Uploads_Controller() )->create_item( $request );'
				. 'echo is_wp_error( $result ) ? $result->get_error_code() : $result->get_status();'
			);
			$counts  = array_count_values( $answers );
			$this->assertSame( 2, $counts['201'] ?? 0, implode( ', ', $answers ) );
			$this->assertSame( 4, $counts['cairn_upload_no_room'] ?? 0, implode( ', ', $answers ) );
			$this->assertCount( 2, (array) glob( $dir . '/*.json' ) );
		} finally {
			foreach ( array( $dir, $dir . '-private' ) as $folder ) {
				foreach ( (array) glob( $folder . '/{,.}*', GLOB_BRACE ) as $file ) {
					if ( is_file( (string) $file ) ) {
						wp_delete_file( (string) $file );
					}
				}
				if ( is_dir( $folder ) ) {
					rmdir( $folder ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own folder.
				}
			}
			$wpdb->query( 'START TRANSACTION' );
		}
	}
}
