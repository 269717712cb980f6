<?php
/**
 * The share target.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Share_Target;

/**
 * `Cairn\Share_Target` and `Cairn\Rest\Share_Target_Controller`.
 */
final class Test_Share_Target extends Test_Case {

	/**
	 * Forgets the query arguments of a test.
	 */
	protected function tearDown(): void {
		$_GET = array();
		parent::tearDown();
	}

	/**
	 * The blocks of a new post opened with these query arguments.
	 *
	 * @param array<string,string> $query Query arguments.
	 * @return array<int,array<string,mixed>>
	 */
	private function blocks_for( array $query ): array {
		$shared = Share_Target::shared( $query );
		$this->assertNotNull( $shared );
		return array_values(
			array_filter(
				parse_blocks( Share_Target::content( $shared ) ),
				static function ( array $block ): bool {
					return null !== $block['blockName'];
				}
			)
		);
	}

	public function test_the_arguments_fill_quotes_and_an_embed(): void {
		$blocks = $this->blocks_for(
			array(
				'url'             => 'https://example.org/story',
				'title'           => 'A story',
				'text'            => "First line\nSecond line",
				'comment_content' => 'Well said.',
				'comment_author'  => 'Grace',
			)
		);

		$this->assertSame( array( 'core/quote', 'core/quote', 'core/embed' ), wp_list_pluck( $blocks, 'blockName' ) );
		$this->assertCount( 2, $blocks[0]['innerBlocks'] );
		$this->assertSame( '<p>First line</p>', $blocks[0]['innerBlocks'][0]['innerHTML'] );
		$this->assertStringContainsString( '<cite><a href="https://example.org/story">A story</a></cite>', $blocks[0]['innerHTML'] );
		$this->assertSame( '<p>Well said.</p>', $blocks[1]['innerBlocks'][0]['innerHTML'] );
		$this->assertStringContainsString( '<cite>Grace</cite>', $blocks[1]['innerHTML'] );
		$this->assertSame( array( 'url' => 'https://example.org/story' ), $blocks[2]['attrs'] );
	}

	public function test_only_the_url_is_needed(): void {
		$blocks = $this->blocks_for( array( 'url' => 'https://example.org/' ) );
		$this->assertSame( array( 'core/embed' ), wp_list_pluck( $blocks, 'blockName' ) );
	}

	public function test_without_a_valid_http_url_nothing_is_filled(): void {
		foreach ( array( '', 'example.org', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.org/', 'https://user:pass@example.org/', 'https://', str_repeat( 'a', 3000 ) ) as $url ) {
			$this->assertNull(
				Share_Target::shared(
					array(
						'url'  => $url,
						'text' => 'Hi',
					)
				),
				$url
			);
		}
		$this->assertNull( Share_Target::shared( array( 'text' => 'No address' ) ) );
		$this->assertNull( Share_Target::shared( array( 'url' => array( 'https://example.org/' ) ) ) );
	}

	public function test_every_argument_is_text_never_markup(): void {
		$hostile = '<script>alert("x")</script><img src=x onerror=alert(1)> & "quotes" \'single\'';
		$content = Share_Target::content(
			Share_Target::shared(
				array(
					'url'             => 'https://example.org/a"b<c>',
					'title'           => $hostile,
					'text'            => $hostile,
					'comment_content' => $hostile,
					'comment_author'  => $hostile,
				)
			)
		);

		$this->assertStringNotContainsString( '<script', $content );
		$this->assertStringNotContainsString( '<img', $content );
		$this->assertStringNotContainsString( 'a"b', $content );
		$this->assertStringContainsString( '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;', $content );
		// The blocks parse back into quotes and an embed, nothing more.
		$names = array_values( array_filter( wp_list_pluck( parse_blocks( $content ), 'blockName' ) ) );
		$this->assertSame( array( 'core/quote', 'core/quote', 'core/embed' ), $names );
	}

	public function test_the_new_post_takes_the_title_and_content_from_the_editors_address(): void {
		$this->act_as( 'author' );
		$_GET = wp_slash(
			array(
				'url'   => 'https://example.org/story',
				'title' => 'Tom & <Jerry>',
				'text'  => 'Quoted',
			)
		);
		require_once ABSPATH . 'wp-admin/includes/post.php';
		$post = get_default_post_to_edit( 'post', true );

		$this->assertSame( 'Tom &amp; &lt;Jerry&gt;', $post->post_title );
		$this->assertStringContainsString( '<!-- wp:quote -->', $post->post_content );
		$this->assertStringContainsString( '<!-- wp:embed {"url":"https://example.org/story"} -->', $post->post_content );
	}

	public function test_a_phone_may_share_the_address_inside_the_text(): void {
		$shared = Share_Target::shared(
			array(
				'title'                     => 'Page',
				Share_Target::MANIFEST_TEXT => 'Look at this https://example.org/page',
			)
		);
		$this->assertNotNull( $shared );
		$this->assertSame( 'https://example.org/page', $shared['url'] );
		$this->assertSame( 'Look at this', $shared['text'] );
	}

	public function test_the_manifest_declares_the_share_target(): void {
		$response = $this->rest( 'GET', '/cairn/v1/share-target/manifest' );

		$this->assertSame( 200, $response->get_status() );
		$this->assertStringStartsWith( 'application/manifest+json', $response->get_headers()['Content-Type'] );
		$data = $response->get_data();
		$this->assertSame( admin_url( 'post-new.php' ), $data['share_target']['action'] );
		$this->assertSame( 'GET', $data['share_target']['method'] );
		$this->assertSame(
			array(
				'title' => 'title',
				'text'  => Share_Target::MANIFEST_TEXT,
				'url'   => 'url',
			),
			$data['share_target']['params']
		);
	}

	public function test_the_bookmarklet_opens_a_new_post_with_the_page(): void {
		$bookmarklet = Share_Target::bookmarklet();
		$this->assertStringStartsWith( 'javascript:', $bookmarklet );
		$this->assertStringContainsString( wp_json_encode( admin_url( 'post-new.php' ) ), $bookmarklet );
		$this->assertStringContainsString( '"?url="+encodeURIComponent(location.href)', $bookmarklet );

		$this->act_as( 'editor' );
		ob_start();
		Share_Target::tool_box();
		$card = (string) ob_get_clean();
		$this->assertStringContainsString( 'Share to this site', $card );
		$this->assertStringContainsString( 'href="javascript:', $card );

		$this->act_as( 'subscriber' );
		ob_start();
		Share_Target::tool_box();
		$this->assertSame( '', ob_get_clean() );
	}
}
