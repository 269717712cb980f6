<?php
/**
 * Voice to content's transcription route.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\AI\AI_Settings;
use Cairn\AI\Budget;
use Cairn\AI\Token;
use Cairn\AI\Transcription;
use WP_REST_Request;
use WP_REST_Response;

require_once __DIR__ . '/trait-uses-openai-test-server.php';
require_once __DIR__ . '/class-ai-test-session.php';

/**
 * `POST /cairn/v1/ai/transcriptions` against the test server's
 * `/audio/transcriptions`.
 */
final class Test_AI_Transcription extends Test_Case {

	use Uses_OpenAI_Test_Server;

	/**
	 * Files made by a test.
	 *
	 * @var string[]
	 */
	private $files = array();

	/**
	 * Points the audio task at the test server.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->use_test_server_for( array( 'text', 'audio' ) );
	}

	/**
	 * Removes the test's files.
	 */
	protected function tearDown(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		AI_Test_Session::close();
		parent::tearDown();
	}

	/**
	 * A WAV file of silence.
	 *
	 * @param int $seconds Its length.
	 * @return string Its path.
	 */
	private function wav( int $seconds = 1 ): string {
		$rate  = 8000;
		$data  = str_repeat( "\x00\x00", $rate * $seconds );
		$bytes = 'RIFF' . pack( 'V', 36 + strlen( $data ) ) . 'WAVEfmt ' . pack( 'VvvVVvv', 16, 1, 1, $rate, $rate * 2, 2, 16 ) . 'data' . pack( 'V', strlen( $data ) ) . $data;
		return $this->file( $bytes );
	}

	/**
	 * A file with some bytes.
	 *
	 * @param string $bytes The bytes.
	 * @return string Its path.
	 */
	private function file( string $bytes ): string {
		$path          = (string) tempnam( get_temp_dir(), 'cairn-audio' );
		$this->files[] = $path;
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a test fixture.
		return $path;
	}

	/**
	 * An upload as PHP describes it.
	 *
	 * @param string $path The file.
	 * @return array<string,mixed>
	 */
	private function upload( string $path ): array {
		return array(
			'name'     => 'recording.webm',
			'type'     => 'audio/webm',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => filesize( $path ),
		);
	}

	/**
	 * Posts a recording to the route with a token.
	 *
	 * @param array<string,mixed>|null $upload The upload, or none.
	 * @param string|null              $token  The AI token; none when null.
	 */
	private function post( ?array $upload, ?string $token ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', '/cairn/v1/ai/transcriptions' );
		$request->set_query_params( array( 'feature' => 'voice-to-content' ) );
		if ( null !== $token ) {
			$request->set_header( 'Authorization', 'Bearer ' . $token );
		}
		if ( null !== $upload ) {
			$request->set_file_params( array( 'audio_file' => $upload ) );
		}
		return rest_do_request( $request );
	}

	/**
	 * A token for a new author.
	 */
	private function token(): string {
		$user_id = $this->create_user( 'author' );
		$token   = Token::issue( $user_id, AI_Test_Session::open( $user_id ) );
		wp_set_current_user( 0 );
		return $token;
	}

	public function test_a_recording_becomes_text_and_counts_one_request(): void {
		$before   = Budget::count();
		$response = $this->post( $this->upload( $this->wav() ), $this->token() );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertStringStartsWith( 'Notes from the test recording. It held 16044 bytes of audio named recording.wav.', $response->get_data()['text'] );
		$this->assertSame( $before + 1, Budget::count() );
	}

	public function test_the_route_needs_the_ai_token(): void {
		$this->act_as( 'administrator' );
		$this->assertSame( 401, $this->post( $this->upload( $this->wav() ), null )->get_status() );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_bad_uploads_get_the_specs_errors_and_ask_nothing(): void {
		$token = $this->token();
		$cases = array(
			array( null, 'The audio_file is required to perform a transcription.' ),
			array( $this->upload( $this->file( '' ) ), 'The audio_file is required to perform a transcription.' ),
			array( $this->upload( $this->file( '<?php echo "not audio";' ) ), 'The provided audio file type is not supported.' ),
			array( $this->upload( $this->file( "\x89PNG\r\n\x1a\n" . str_repeat( "\0", 64 ) ) ), 'The provided audio file type is not supported.' ),
			array( array_merge( $this->upload( $this->wav() ), array( 'error' => UPLOAD_ERR_INI_SIZE ) ), 'The provided audio file is too big.' ),
			array( $this->upload( $this->wav( 1501 ) ), 'The audio file is too long. The maximum recording time is 25 minutes.' ),
		);
		foreach ( $cases as list( $upload, $message ) ) {
			$response = $this->post( $upload, $token );
			$this->assertGreaterThanOrEqual( 400, $response->get_status() );
			$this->assertSame( $message, $response->get_data()['message'] );
		}
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	public function test_a_file_over_25_mb_is_refused_before_anything_is_sent(): void {
		$big = $this->file( str_repeat( "\0", Transcription::MAX_BYTES + 1 ) );
		$this->assertSame( 'cairn_ai_audio_too_big', Transcription::check( $this->upload( $big ) )->get_error_code() );
	}

	public function test_a_provider_failure_says_so_and_counts_nothing(): void {
		$services                   = get_option( \Cairn\Settings::SERVICES );
		$services['ai_model_audio'] = 'test-error-500';
		update_option( \Cairn\Settings::SERVICES, $services );
		$before   = Budget::count();
		$response = $this->post( $this->upload( $this->wav() ), $this->token() );

		$this->assertSame( 'There was an error processing the transcription request.', $response->get_data()['message'] );
		$this->assertSame( $before, Budget::count() );
	}

	public function test_the_feature_switch_turns_it_off(): void {
		update_option(
			AI_Settings::OPTION,
			array(
				'tier'     => 'ai-assistant-tier-unlimited',
				'features' => array( 'voice-to-content' => false ),
			)
		);
		$response = $this->post( $this->upload( $this->wav() ), $this->token() );
		$this->assertSame( 'cairn_ai_disabled', $response->get_data()['code'] );
		$this->assertSame( 0, self::$server->stats()['requests'] );
	}

	/**
	 * Calls one of the routes of a recording's upload in pieces.
	 *
	 * @param string              $method HTTP method.
	 * @param string              $route  The route.
	 * @param string              $token  The AI token.
	 * @param array<string,mixed> $query  Query parameters.
	 * @param string|null         $body   A raw body, or JSON of $json.
	 * @param array<string,mixed> $json   A JSON body.
	 */
	private function call( string $method, string $route, string $token, array $query = array(), ?string $body = null, array $json = array() ): WP_REST_Response {
		$request = new WP_REST_Request( $method, $route );
		$request->set_header( 'Authorization', 'Bearer ' . $token );
		$request->set_query_params( $query );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/octet-stream' );
			$request->set_body( $body );
		} elseif ( $json ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $json ) );
		}
		return rest_do_request( $request );
	}

	public function test_a_recording_uploaded_in_pieces_becomes_text_whatever_php_takes_at_once(): void {
		$pieces = static function () {
			return 65536;
		};
		add_filter( 'cairn_ai_audio_chunk_size', $pieces );
		try {
			$token   = $this->token();
			$bytes   = (string) file_get_contents( $this->wav( 5 ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
			$created = $this->call(
				'POST',
				'/cairn/v1/ai/transcriptions/uploads',
				$token,
				array(),
				null,
				array(
					'size' => strlen( $bytes ),
					'type' => 'audio/wav',
				)
			);
			$this->assertSame( 201, $created->get_status(), (string) wp_json_encode( $created->get_data() ) );
			$id = $created->get_data()['id'];
			$this->assertSame( 65536, $created->get_data()['chunk_size'] );
			$piece = '/cairn/v1/ai/transcriptions/uploads/' . $id;

			$first = $this->call( 'POST', $piece, $token, array( 'offset' => 0 ), substr( $bytes, 0, 65536 ) );
			$this->assertSame( 65536, $first->get_data()['received'] );
			// Sent again after a lost answer: nothing changes.
			$this->assertSame( 65536, $this->call( 'POST', $piece, $token, array( 'offset' => 0 ), substr( $bytes, 0, 65536 ) )->get_data()['received'] );
			// Out of order: refused, saying where to go on.
			$gap = $this->call( 'POST', $piece, $token, array( 'offset' => 70000 ), 'xyz' );
			$this->assertSame( 409, $gap->get_status() );
			$this->assertSame( 65536, $gap->get_data()['data']['received'] );
			// Not finished: nothing to transcribe yet.
			$early = $this->call( 'POST', '/cairn/v1/ai/transcriptions', $token, array( 'feature' => 'voice-to-content' ), null, array( 'upload' => $id ) );
			$this->assertSame( 400, $early->get_status() );

			$last = $this->call( 'POST', $piece, $token, array( 'offset' => 65536 ), substr( $bytes, 65536 ) );
			$this->assertSame( strlen( $bytes ), $last->get_data()['received'] );

			$before = Budget::count();
			$text   = $this->call( 'POST', '/cairn/v1/ai/transcriptions', $token, array( 'feature' => 'voice-to-content' ), null, array( 'upload' => $id ) );
			$this->assertSame( 200, $text->get_status(), (string) wp_json_encode( $text->get_data() ) );
			$this->assertStringContainsString( 'It held ' . strlen( $bytes ) . ' bytes of audio', $text->get_data()['text'] );
			$this->assertSame( $before + 1, Budget::count() );
			// Transcribed, the recording is gone.
			$this->assertSame( 404, $this->call( 'POST', $piece, $token, array( 'offset' => 0 ), 'x' )->get_status() );
		} finally {
			remove_filter( 'cairn_ai_audio_chunk_size', $pieces );
		}
	}

	public function test_an_upload_in_pieces_is_its_users_alone_and_keeps_the_limits(): void {
		$token   = $this->token();
		$created = $this->call(
			'POST',
			'/cairn/v1/ai/transcriptions/uploads',
			$token,
			array(),
			null,
			array(
				'size' => 100,
				'type' => 'audio/webm;codecs=opus',
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$id    = $created->get_data()['id'];
		$other = $this->token();
		$this->assertSame( 404, $this->call( 'POST', '/cairn/v1/ai/transcriptions/uploads/' . $id, $other, array( 'offset' => 0 ), 'x' )->get_status() );
		$this->assertSame( 404, $this->call( 'POST', '/cairn/v1/ai/transcriptions', $other, array(), null, array( 'upload' => $id ) )->get_status() );
		// More than declared is refused.
		$this->assertSame( 413, $this->call( 'POST', '/cairn/v1/ai/transcriptions/uploads/' . $id, $token, array( 'offset' => 0 ), str_repeat( 'x', 101 ) )->get_status() );

		$big = $this->call(
			'POST',
			'/cairn/v1/ai/transcriptions/uploads',
			$token,
			array(),
			null,
			array(
				'size' => Transcription::MAX_BYTES + 1,
				'type' => 'audio/webm',
			)
		);
		$this->assertSame( 413, $big->get_status() );
		$this->assertSame( 'The provided audio file is too big.', $big->get_data()['message'] );
		$type = $this->call(
			'POST',
			'/cairn/v1/ai/transcriptions/uploads',
			$token,
			array(),
			null,
			array(
				'size' => 10,
				'type' => 'text/plain',
			)
		);
		$this->assertSame( 415, $type->get_status() );
		$this->assertSame(
			401,
			$this->call(
				'POST',
				'/cairn/v1/ai/transcriptions/uploads',
				'not-a-token',
				array(),
				null,
				array(
					'size' => 10,
					'type' => 'audio/webm',
				)
			)->get_status()
		);
	}

	public function test_before_recording_the_limits_say_whether_one_can_be_transcribed(): void {
		$token  = $this->token();
		$limits = $this->call( 'GET', '/cairn/v1/ai/transcriptions/limits', $token );
		$this->assertSame( 200, $limits->get_status() );
		$this->assertSame( 1500, $limits->get_data()['max_seconds'] );
		$this->assertSame( 25000000, $limits->get_data()['max_bytes'] );

		// A budget without room for the transcription and its post (set by an administrator).
		$this->act_as( 'administrator' );
		update_option(
			AI_Settings::OPTION,
			array(
				'tier'       => 'ai-assistant-tier-free',
				'free_limit' => 1,
			)
		);
		wp_set_current_user( 0 );
		$spent = $this->call( 'GET', '/cairn/v1/ai/transcriptions/limits', $token );
		$this->assertSame( 429, $spent->get_status() );
		$this->assertSame( 'error_quota_exceeded', $spent->get_data()['code'] );
		$this->assertSame( 0, Budget::count() );

		update_option( AI_Settings::OPTION, array( 'features' => array( 'voice-to-content' => false ) ) );
		$this->assertSame( 403, $this->call( 'GET', '/cairn/v1/ai/transcriptions/limits', $token )->get_status() );
	}
}
