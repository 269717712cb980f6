<?php
/**
 * Which post a visitor's or user's request acts for: the post itself as it
 * is now, never one of its revisions, and a draft only for those who may
 * read it.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Forms\Form;
use Cairn\Forms\Submission;
use Cairn\Post_Access;
use Cairn\Stripe\Checkout;
use Cairn\Video\Video_Meta;
use Cairn\Video\Video_Stream;
use WP_Error;

require_once __DIR__ . '/trait-creates-test-video.php';

/**
 * `Cairn\Post_Access` and every handler that takes a post id from a
 * request: the form submission, the private video stream and its tracks,
 * the checkout and the related posts.
 */
final class Test_Post_Access extends Test_Case {

	use Creates_Test_Video {
		setUp as video_set_up;
		tearDown as video_tear_down;
	}

	/**
	 * Mails sent during a test.
	 *
	 * @var array<int,array<string,mixed>>
	 */
	private $mails = array();

	/**
	 * Catches mails instead of sending them.
	 */
	protected function setUp(): void {
		$this->video_set_up();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	/**
	 * Stops catching mails.
	 */
	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		$_COOKIE = array();
		$this->video_tear_down();
	}

	/**
	 * Records a mail and reports it sent.
	 *
	 * @param null|bool           $short_circuit Null.
	 * @param array<string,mixed> $atts          The mail.
	 */
	public function catch_mail( $short_circuit, $atts ): bool {
		$this->mails[] = $atts;
		return true;
	}

	/**
	 * A form mailing an address, with one required field.
	 *
	 * @param string $to The address.
	 */
	private static function form( string $to ): string {
		return '<!-- wp:cairn/contact-form {"to":"' . $to . '"} -->'
			. '<!-- wp:cairn/field {"type":"name","required":true} /-->'
			. '<!-- /wp:cairn/contact-form -->';
	}

	/**
	 * Publishes a post as the current user, then changes its content, as an
	 * editor does over time: WordPress keeps each saved content as a revision
	 * (the first one too, as the editor saves over its draft).
	 *
	 * @param string $before The first content.
	 * @param string $after  The content now.
	 * @return int The post.
	 */
	private function publish_then_change( string $before, string $after ): int {
		$id = wp_insert_post(
			array(
				'post_title'   => 'Contact',
				'post_content' => $before,
				'post_status'  => 'draft',
			)
		);
		$this->assertIsInt( $id );
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'publish',
			)
		);
		wp_update_post(
			array(
				'ID'           => $id,
				'post_content' => $after,
			)
		);
		return $id;
	}

	/**
	 * The revision of a post whose content holds a text.
	 *
	 * @param int    $post_id The post.
	 * @param string $text    The text.
	 */
	private function revision_holding( int $post_id, string $text ): int {
		foreach ( wp_get_post_revisions( $post_id ) as $revision ) {
			if ( false !== strpos( $revision->post_content, $text ) ) {
				return $revision->ID;
			}
		}
		$this->fail( 'WordPress kept no revision with the old content.' );
	}

	/**
	 * What a browser posts for a form.
	 *
	 * @param int  $post_id The post id the page names.
	 * @param Form $form    The form.
	 * @return array<string,string>
	 */
	private function posted( int $post_id, Form $form ): array {
		return array(
			'cairn_form_post'    => (string) $post_id,
			'cairn_form_id'      => $form->id(),
			Submission::STARTED  => Submission::started_token( time() - 30 ),
			Submission::HONEYPOT => '',
			'cairn_f0'           => 'Ada',
		);
	}

	public function test_a_form_is_not_submitted_through_a_revision_of_its_post(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$post     = $this->publish_then_change( self::form( 'old@example.org' ), self::form( 'new@example.org' ) );
		$revision = $this->revision_holding( $post, 'old@example.org' );
		$old_form = Form::in_post( get_post( $revision ) )[0];

		// A subscriber may read the post, and WordPress lets whoever may read a
		// post read its revisions: the revision still holds no form for them.
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$result = Submission::handle( $this->posted( $revision, $old_form ), '192.0.2.70' );
		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'cairn_form_changed', $result->get_error_code() );
		$this->assertSame( array(), $this->mails, 'Nothing goes to the address the post no longer has.' );
		wp_set_current_user( 0 );
		$this->assertInstanceOf( WP_Error::class, Submission::handle( $this->posted( $revision, $old_form ), '192.0.2.71' ) );

		// The post itself takes the form it holds now.
		$form = Form::in_post( get_post( $post ) )[0];
		$this->assertIsArray( Submission::handle( $this->posted( $post, $form ), '192.0.2.72' ) );
		$this->assertSame( array( 'new@example.org' ), $this->mails[0]['to'] );
	}

	public function test_a_revision_of_a_post_that_once_showed_a_private_video_does_not_unlock_it(): void {
		wp_set_current_user( $this->author );
		$this->assertSame(
			200,
			$this->rest(
				'POST',
				'/cairn/v1/videopress/meta',
				array(
					'id'              => $this->video['id'],
					'privacy_setting' => Video_Meta::PRIVATE,
				)
			)->get_status()
		);
		$block    = '<!-- wp:cairn/video {"guid":"' . $this->video['guid'] . '","id":' . $this->video['id'] . '} /-->';
		$post     = $this->publish_then_change( $block, '<!-- wp:paragraph --><p>The video is gone.</p><!-- /wp:paragraph -->' );
		$revision = $this->revision_holding( $post, $this->video['guid'] );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 403, Video_Stream::plan( $this->video['guid'], $revision, '', false )['status'] );
		$this->assertSame( 403, Video_Stream::plan( $this->video['guid'], $post, '', false )['status'], 'The post no longer shows it.' );
		$this->assertFalse( Video_Stream::may_watch( $this->video['id'], $this->video['guid'], $revision ) );
		$tracks = $this->rest( 'GET', '/cairn/v1/videos/' . $this->video['guid'] . '/tracks', array( 'post' => $revision ) );
		$this->assertSame( 403, $tracks->get_status() );

		// While the post shows it, the post streams it.
		wp_set_current_user( $this->author );
		wp_update_post(
			array(
				'ID'           => $post,
				'post_content' => $block,
			)
		);
		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 200, Video_Stream::plan( $this->video['guid'], $post, '', false )['status'] );
	}

	public function test_the_checkout_and_the_related_posts_refuse_a_revision(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		$post     = $this->publish_then_change( '<!-- wp:cairn/donations {"currency":"EUR"} /-->', '<!-- wp:paragraph --><p>Thanks.</p><!-- /wp:paragraph -->' );
		$revision = $this->revision_holding( $post, 'cairn/donations' );
		wp_set_current_user( 0 );
		$refused = Checkout::start( array( 'post_id' => $revision ), '192.0.2.80' );
		$this->assertInstanceOf( WP_Error::class, $refused );
		$this->assertSame( 'cairn_checkout_no_post', $refused->get_error_code() );

		wp_set_current_user( $this->create_user( 'subscriber' ) );
		$this->assertSame( 404, $this->rest( 'GET', '/cairn/v1/related-posts/' . $revision )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', '/cairn/v1/related-posts/' . $post )->get_status() );
	}

	public function test_a_request_acts_for_a_published_post_or_a_draft_its_reader_may_see(): void {
		$editor      = $this->create_user( 'editor' );
		$contributor = $this->create_user( 'contributor' );
		$subscriber  = $this->create_user( 'subscriber' );
		$make        = function ( array $fields ) use ( $editor ): int {
			$id = wp_insert_post(
				array_merge(
					array(
						'post_title'   => 'A post',
						'post_content' => 'Text',
						'post_author'  => $editor,
					),
					$fields
				)
			);
			$this->assertIsInt( $id );
			return $id;
		};
		$published   = $make( array( 'post_status' => 'publish' ) );
		$page        = $make(
			array(
				'post_status' => 'publish',
				'post_type'   => 'page',
			)
		);
		$draft       = $make(
			array(
				'post_status' => 'draft',
				'post_author' => $contributor,
			)
		);
		$private     = $make( array( 'post_status' => 'private' ) );
		$locked      = $make(
			array(
				'post_status'   => 'publish',
				'post_password' => 'secret',
			)
		);
		$trashed     = $make( array( 'post_status' => 'trash' ) );
		$pattern     = $make(
			array(
				'post_status' => 'publish',
				'post_type'   => 'wp_block',
			)
		);
		wp_set_current_user( $editor );
		$autosave = (int) _wp_put_post_revision(
			array(
				'ID'           => $published,
				'post_title'   => 'A post',
				'post_content' => 'Unsaved',
			),
			true
		);
		$this->assertSame( 'revision', get_post_type( $autosave ) );

		$cases = array(
			// Post, and who gets it: a visitor, a subscriber, its contributor, an editor.
			'published'      => array( $published, true, true, true, true ),
			'page'           => array( $page, true, true, true, true ),
			'draft'          => array( $draft, false, false, true, true ),
			'private'        => array( $private, false, false, false, true ),
			'password'       => array( $locked, false, false, false, false ),
			'trash'          => array( $trashed, false, false, false, false ),
			'synced pattern' => array( $pattern, false, false, false, false ),
			'autosave'       => array( $autosave, false, false, false, false ),
			'none'           => array( 999999, false, false, false, false ),
		);
		foreach ( $cases as $name => $case ) {
			foreach ( array( 0, $subscriber, $contributor, $editor ) as $index => $user ) {
				wp_set_current_user( $user );
				$found = Post_Access::viewable( $case[0] );
				$this->assertSame( $case[ $index + 1 ], null !== $found, $name . ' for user #' . $index );
				if ( null !== $found ) {
					$this->assertSame( $case[0], $found->ID );
				}
			}
		}

		// The password, once given, opens the protected post.
		require_once ABSPATH . WPINC . '/class-phpass.php';
		$_COOKIE[ 'wp-postpass_' . COOKIEHASH ] = ( new \PasswordHash( 8, true ) )->HashPassword( 'secret' );
		wp_set_current_user( 0 );
		$this->assertNotNull( Post_Access::viewable( $locked ) );

		// Published content is trusted; a draft's is not, until someone who may publish publishes it.
		$this->assertTrue( Post_Access::is_published( get_post( $published ) ) );
		$this->assertTrue( Post_Access::is_published( get_post( $private ) ) );
		$this->assertFalse( Post_Access::is_published( get_post( $draft ) ) );
	}
}
