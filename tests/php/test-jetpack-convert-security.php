<?php
/**
 * Tests for what the Jetpack conversion may write: links, styles, other
 * people's posts and credentials.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Jetpack\Convert_Command;
use Cairn\Jetpack\Converter;
use Cairn\Jetpack\Site_Converter;

/**
 * A contributor's draft holds what WordPress's HTML filter lets through
 * (it checks neither `data-*` attributes nor the JSON of block comments):
 * `javascript:` addresses and CSS. Whoever runs the conversion (WP-CLI as
 * no user, an administrator on the Tools screen, a site administrator
 * without unfiltered HTML on their own post, the contributor in the
 * editor), what it writes holds no such address and no CSS the filter
 * refuses; it follows no post id its reader may not read; and it keeps no
 * credential.
 *
 * @group database
 */
class Test_Jetpack_Convert_Security extends Test_Case {

	/** A script address. */
	private const SCRIPT = 'javascript:alert(document.domain)';

	/** CSS that covers the page with a fixed layer (`inset` is refused by the HTML filter). */
	private const OVERLAY = '#000;position:fixed;inset:0;width:100vw;height:100vh;z-index:99999';

	/**
	 * A Jetpack tiled gallery of one image, with some of its data attributes.
	 *
	 * @param string               $link_to The gallery's link setting.
	 * @param array<string,string> $data    The image's data attributes.
	 */
	private static function gallery( string $link_to, array $data ): string {
		$data = array_merge(
			array(
				'data-id'     => '7',
				'data-url'    => 'https://example.org/a.jpg',
				'data-link'   => 'https://example.org/?attachment_id=7',
				'data-width'  => '1200',
				'data-height' => '800',
			),
			$data
		);
		$img  = '<img alt="A" src="https://example.org/a.jpg"';
		foreach ( $data as $name => $value ) {
			$img .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
		return '<!-- wp:jetpack/tiled-gallery {"linkTo":"' . $link_to . '","ids":[7]} -->'
			. '<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div class="tiled-gallery__gallery"><div class="tiled-gallery__row"><div class="tiled-gallery__col" style="flex-basis:100.00000%"><figure class="tiled-gallery__item">'
			. $img . '/></figure></div></div></div></div>'
			. '<!-- /wp:jetpack/tiled-gallery -->';
	}

	/**
	 * Each block with a script address where a link or a source is made
	 * from it, as a contributor can save it; and the Cairn block it becomes.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function script_vectors(): array {
		$script = self::SCRIPT;
		return array(
			'tiled gallery data-custom-link' => array( self::gallery( 'custom', array( 'data-custom-link' => $script ) ), 'cairn/tiled-gallery' ),
			'tiled gallery data-link'        => array( self::gallery( 'attachment', array( 'data-link' => $script ) ), 'cairn/tiled-gallery' ),
			'tiled gallery data-url'         => array( self::gallery( 'media', array( 'data-url' => $script ) ), 'cairn/tiled-gallery' ),
			'tiled gallery entity-encoded'   => array( self::gallery( 'custom', array( 'data-custom-link' => '&#106;avascript:alert(1)' ) ), 'cairn/tiled-gallery' ),
			'button url'                     => array( '<!-- wp:jetpack/button {"element":"a","text":"Pay","url":"' . $script . '"} /-->', 'cairn/button' ),
			'button url with a tab'          => array( '<!-- wp:jetpack/button {"element":"a","text":"Pay","url":"java\tscript:alert(1)"} /-->', 'cairn/button' ),
			'eventbrite url'                 => array( '<!-- wp:jetpack/eventbrite {"url":"' . $script . '","eventId":1} /-->', 'cairn/eventbrite' ),
			'calendly url'                   => array( '<!-- wp:jetpack/calendly {"url":"' . $script . '"} /-->', 'cairn/calendly' ),
			'google calendar url'            => array( '<!-- wp:jetpack/google-calendar {"url":"' . $script . '"} /-->', 'cairn/google-calendar' ),
			'gif giphyUrl'                   => array( '<!-- wp:jetpack/gif {"giphyUrl":"' . $script . '","searchText":"cat"} /-->', 'cairn/gif' ),
			'tock url'                       => array( '<!-- wp:jetpack/tock {"url":"' . $script . '"} /-->', 'cairn/tock' ),
			'donations fallbackLinkUrl'      => array( '<!-- wp:jetpack/donations {"fallbackLinkUrl":"' . $script . '"} /-->', 'cairn/donations' ),
			'recurring payments url'         => array( '<!-- wp:jetpack/recurring-payments {"url":"' . $script . '"} --><div class="wp-block-jetpack-recurring-payments"><!-- wp:jetpack/button {"element":"a","text":"Join"} /--></div><!-- /wp:jetpack/recurring-payments -->', 'cairn/recurring-payments' ),
			'video src and poster'           => array( '<!-- wp:videopress/video {"guid":"AbCDe123","src":"' . $script . '","poster":"' . $script . '","videoPressClassNames":"x"} /-->', 'cairn/video' ),
			'contact info logo'              => array( '<!-- wp:jetpack/contact-info --><div class="wp-block-jetpack-contact-info"><!-- wp:jetpack/image {"image":{"url":"' . $script . '","alt":"Logo"}} /--></div><!-- /wp:jetpack/contact-info -->', 'cairn/contact-info' ),
			'eventbrite button inner block'  => array( '<!-- wp:jetpack/eventbrite {"url":"https://www.eventbrite.com/e/x-1","eventId":1} --><div class="wp-block-jetpack-eventbrite"><!-- wp:jetpack/button {"element":"a","url":"' . $script . '"} /--></div><!-- /wp:jetpack/eventbrite -->', 'cairn/eventbrite' ),
		);
	}

	/**
	 * Each block with CSS where a style is made from it.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function style_vectors(): array {
		$overlay = self::OVERLAY;
		return array(
			'button custom background'    => array( '<!-- wp:jetpack/button {"element":"a","text":"Pay","url":"https://example.org/","customBackgroundColor":"' . $overlay . '"} /-->', 'cairn/button' ),
			'button custom text colour'   => array( '<!-- wp:jetpack/button {"element":"a","text":"Pay","url":"https://example.org/","customTextColor":"' . $overlay . '"} /-->', 'cairn/button' ),
			'button gradient'             => array( '<!-- wp:jetpack/button {"element":"a","text":"Pay","customGradient":"linear-gradient(red,blue);position:fixed;inset:0"} /-->', 'cairn/button' ),
			'button style colour'         => array( '<!-- wp:jetpack/button {"element":"a","text":"Pay","style":{"color":{"background":"' . $overlay . '"}}} /-->', 'cairn/button' ),
			'button font size'            => array( '<!-- wp:jetpack/button {"element":"a","text":"Pay","style":{"typography":{"fontSize":"1em;position:fixed;inset:0"}}} /-->', 'cairn/button' ),
			'button radius'               => array( '<!-- wp:jetpack/button {"element":"a","text":"Pay","borderRadius":"4px;position:fixed;inset:0"} /-->', 'cairn/button' ),
			'contact info text colour'    => array( '<!-- wp:jetpack/contact-info {"style":{"color":{"text":"' . $overlay . '"}}} --><div class="wp-block-jetpack-contact-info"></div><!-- /wp:jetpack/contact-info -->', 'cairn/contact-info' ),
			'contact info line height'    => array( '<!-- wp:jetpack/contact-info {"style":{"typography":{"lineHeight":"1;position:fixed;inset:0"}}} --><div class="wp-block-jetpack-contact-info"></div><!-- /wp:jetpack/contact-info -->', 'cairn/contact-info' ),
			'contact info background url' => array( '<!-- wp:jetpack/contact-info {"style":{"color":{"background":"url(javascript:alert(1))"}}} --><div class="wp-block-jetpack-contact-info"></div><!-- /wp:jetpack/contact-info -->', 'cairn/contact-info' ),
			'star rating colour'          => array( '<!-- wp:jetpack/rating-star {"rating":3,"color":"' . $overlay . '"} --><figure class="wp-block-jetpack-rating-star"></figure><!-- /wp:jetpack/rating-star -->', 'cairn/star-rating' ),
			'map marker colour'           => array( '<!-- wp:jetpack/map {"markerColor":"' . $overlay . '"} --><div class="wp-block-jetpack-map"></div><!-- /wp:jetpack/map -->', 'cairn/map' ),
			'video seekbar colour'        => array( '<!-- wp:videopress/video {"guid":"AbCDe123","seekbarColor":"' . $overlay . '","videoPressClassNames":"x"} /-->', 'cairn/video' ),
			'calendly colour'             => array( '<!-- wp:jetpack/calendly {"url":"https://calendly.com/x","primaryColor":"' . $overlay . '"} /-->', 'cairn/calendly' ),
		);
	}

	/**
	 * A contributor's draft with some content, saved through the HTML filter
	 * as WordPress saves it for them; and the contributor.
	 *
	 * @param string $content The content.
	 * @param string $role    The author's role.
	 * @return array{0:int,1:int} The post and its author.
	 */
	private function draft( string $content, string $role = 'contributor' ): array {
		$author = $this->act_as( $role );
		$this->assertNotFalse( has_filter( 'content_save_pre', 'wp_filter_post_kses' ), 'The HTML filter applies to this author.' );
		$id = (int) wp_insert_post(
			array(
				'post_title'   => 'Draft',
				'post_content' => wp_slash( $content ),
				'post_status'  => 'draft',
			)
		);
		$this->assertGreaterThan( 0, $id );
		wp_set_current_user( 0 );
		return array( $id, $author );
	}

	/**
	 * Text with every way a script address can hide (entities, JSON escapes,
	 * spaces and control characters) undone, lower-cased.
	 *
	 * @param string $content Content.
	 */
	private static function plain( string $content ): string {
		$content = (string) preg_replace_callback(
			'/\\\\u([0-9a-f]{4})/i',
			static function ( array $match ): string {
				return mb_chr( (int) hexdec( $match[1] ), 'UTF-8' );
			},
			$content
		);
		// JSON's escapes of control characters (a tab inside a word).
		$content = (string) preg_replace( '/\\\\[bfnrt]/', '', $content );
		$content = html_entity_decode( html_entity_decode( $content, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return strtolower( (string) preg_replace( '/[\x00-\x20\\\\]+/', '', $content ) );
	}

	/**
	 * Converted content holds no script address and no CSS the HTML filter
	 * refuses, and the block was converted.
	 *
	 * @param string $content The converted content.
	 * @param string $cairn   The Cairn block it must hold.
	 * @param bool   $typed   Whether the CSS came from values of a type (a colour), which the
	 *                        overlay's declarations are not: then none of them is left.
	 */
	private function assert_safe( string $content, string $cairn, bool $typed = true ): void {
		$this->assertStringContainsString( '<!-- wp:' . $cairn . ' ', $content . ' ', 'The block was converted.' );
		$plain = self::plain( $content );
		$this->assertStringNotContainsString( 'javascript:', $plain, $content );
		$this->assertStringNotContainsString( 'inset:0', $plain, $content );
		if ( $typed ) {
			$this->assertStringNotContainsString( 'position:fixed', $plain, $content );
		}
		$tags = new \WP_HTML_Tag_Processor( $content );
		while ( $tags->next_tag() ) {
			$style = $tags->get_attribute( 'style' );
			if ( is_string( $style ) ) {
				$this->assertSame( safecss_filter_attr( $style ), rtrim( $style, ';' ), 'A style the HTML filter keeps whole.' );
			}
		}
	}

	/**
	 * Every vector, links and styles.
	 *
	 * @return array<string,array{0:string,1:string}>
	 */
	public function vectors(): array {
		return array_merge( $this->script_vectors(), $this->style_vectors() );
	}

	/**
	 * The vectors survive a contributor's save: this is what the conversion
	 * is handed.
	 *
	 * @dataProvider script_vectors
	 *
	 * @param string $content The Jetpack block.
	 */
	public function test_the_html_filter_keeps_the_script_addresses( string $content ): void {
		list( $id ) = $this->draft( $content );
		$this->assertStringContainsString( 'javascript:', self::plain( get_post( $id )->post_content ) );
	}

	/**
	 * WP-CLI (no user) converts a contributor's draft safely.
	 *
	 * @dataProvider vectors
	 *
	 * @param string $content The Jetpack block.
	 * @param string $cairn   The Cairn block it becomes.
	 */
	public function test_the_command_writes_nothing_unsafe( string $content, string $cairn ): void {
		list( $id ) = $this->draft( $content );
		$reports    = ( new Site_Converter( Converter::create() ) )->run( 50, false, array( $id ) );
		$this->assertTrue( $reports[0]['saved'] );
		$this->assert_safe( get_post( $id )->post_content, $cairn );
	}

	/**
	 * The Tools screen's batch route, run by an administrator, converts a
	 * contributor's draft safely.
	 *
	 * @dataProvider vectors
	 *
	 * @param string $content The Jetpack block.
	 * @param string $cairn   The Cairn block it becomes.
	 */
	public function test_the_batch_route_writes_nothing_unsafe( string $content, string $cairn ): void {
		list( $id ) = $this->draft( $content );
		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/cairn/v1/jetpack/site/batch' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertContains( $id, array_column( $response->get_data()['posts'], 'id' ) );
		$this->assert_safe( get_post( $id )->post_content, $cairn );
	}

	/**
	 * A site administrator who may not post unfiltered HTML (a multisite
	 * site's administrator) converts their own post safely.
	 *
	 * @dataProvider vectors
	 *
	 * @param string $content The Jetpack block.
	 * @param string $cairn   The Cairn block it becomes.
	 */
	public function test_a_site_administrator_without_unfiltered_html_writes_nothing_unsafe( string $content, string $cairn ): void {
		$filter = static function ( array $caps, string $cap ): array {
			return 'unfiltered_html' === $cap ? array( 'do_not_allow' ) : $caps;
		};
		add_filter( 'map_meta_cap', $filter, 10, 2 );
		try {
			list( $id, $admin ) = $this->draft( $content, 'administrator' );
			$this->assertFalse( user_can( $admin, 'unfiltered_html' ) );
			wp_set_current_user( $admin );
			$response = $this->rest( 'POST', '/cairn/v1/jetpack/site/batch' );
			$this->assertSame( 200, $response->get_status() );
			$this->assert_safe( get_post( $id )->post_content, $cairn );

			$editor = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => $content ) );
			$this->assert_safe( $editor->get_data()['content'], $cairn );
		} finally {
			remove_filter( 'map_meta_cap', $filter, 10 );
		}
	}

	/**
	 * The editor's route returns the contributor nothing unsafe.
	 *
	 * @dataProvider vectors
	 *
	 * @param string $content The Jetpack block.
	 * @param string $cairn   The Cairn block it becomes.
	 */
	public function test_the_editor_route_returns_nothing_unsafe( string $content, string $cairn ): void {
		$this->act_as( 'contributor' );
		$response = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => $content ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assert_safe( $response->get_data()['content'], $cairn );
	}

	/**
	 * Even for an author who may post anything, and whatever rule wrote it
	 * (one a site adds through the filter, which forgot to check), no
	 * converted block holds a script address or unfiltered CSS.
	 */
	public function test_no_rule_can_write_a_script_address(): void {
		$careless = new class() extends \Cairn\Jetpack\Rule {
			/**
			 * The Jetpack block's attributes, as it read them.
			 *
			 * @var array<string,mixed>
			 */
			private $read = array();
			/** {@inheritDoc} */
			public function jetpack_names(): array {
				return array( 'jetpack/careless' );
			}
			/** {@inheritDoc} */
			public function cairn_name(): string {
				return 'cairn/button';
			}
			/**
			 * Carries the address and the colour as they are.
			 *
			 * @param array<string,mixed> $attrs The Jetpack block's attributes.
			 * @param string              $html  Its saved HTML.
			 * @return array<string,mixed>
			 */
			public function attributes( array $attrs, string $html ): array {
				unset( $html );
				$this->read = $attrs;
				return array(
					'url'   => $attrs['url'],
					'style' => array( 'color' => array( 'text' => $attrs['colour'] ) ),
				);
			}
			/**
			 * Markup drawn from what it read, not from the attributes it returned.
			 *
			 * @param array<string,mixed> $attrs The Cairn block's attributes.
			 * @param string              $html  The Jetpack block's saved HTML.
			 * @return array{0:string,1:string}
			 */
			public function markup( array $attrs, string $html ): ?array {
				unset( $attrs, $html );
				return array( '<div class="wp-block-cairn-button" style="color:' . $this->read['colour'] . '"><a class="wp-block-cairn-button__link" href="' . $this->read['url'] . '" data-link="' . $this->read['url'] . '" onclick="alert(1)">Pay</a></div>', '' );
			}
		};
		$add      = static function ( array $rules ) use ( $careless ): array {
			$rules[] = $careless;
			return $rules;
		};
		add_filter( 'cairn_jetpack_rules', $add );
		$admin      = $this->act_as( 'administrator' );
		$conversion = Converter::create()->convert( '<!-- wp:jetpack/careless {"url":"' . self::SCRIPT . '","colour":"' . self::OVERLAY . '"} /-->', $admin );
		remove_filter( 'cairn_jetpack_rules', $add );
		// CSS written as such passes the HTML filter, which allows `position`.
		$this->assert_safe( $conversion->content, 'cairn/button', false );
		$this->assertStringNotContainsString( 'onclick', $conversion->content );
		$removed = array_column( $conversion->removed, 'reason', 'attribute' );
		$this->assertSame( 'url', $removed['url'] ?? null );
		$this->assertSame( 'url', $removed['href'] ?? null );
		$this->assertSame( 'url', $removed['data-link'] ?? null );
		$this->assertSame( 'handler', $removed['onclick'] ?? null );
		$this->assertSame( 'style', $removed['style'] ?? null );
	}

	/**
	 * Safe links, styles and blocks the conversion did not touch stay as
	 * they were, whoever the author.
	 */
	public function test_safe_content_and_untouched_blocks_stay(): void {
		$html    = "<!-- wp:html -->\n<iframe src=\"https://example.org/embed\" title=\"Map\"></iframe>\n<!-- /wp:html -->";
		$content = self::gallery( 'custom', array( 'data-custom-link' => 'https://shop.example.com/mugs?color=blue&size=l' ) )
			. "\n\n" . '<!-- wp:jetpack/button {"element":"a","text":"Pay","url":"mailto:shop@example.org","customBackgroundColor":"#1e4d2b","borderRadius":4} /-->'
			. "\n\n" . $html;
		kses_remove_filters();
		$id = (int) wp_insert_post(
			array(
				'post_content' => wp_slash( $content ),
				'post_status'  => 'draft',
				'post_author'  => $this->create_user( 'contributor' ),
			)
		);
		kses_init_filters();
		( new Site_Converter( Converter::create() ) )->run( 50, false, array( $id ) );
		$converted = get_post( $id )->post_content;
		$this->assertStringContainsString( 'href="https://shop.example.com/mugs?color=blue&amp;size=l"', $converted );
		// As the contributor's own save writes it: the HTML filter writes the
		// ampersand of a block attribute as an entity.
		$this->assertStringContainsString( '"customLink":"https://shop.example.com/mugs?color=blue\u0026amp;size=l"', $converted );
		$this->assertStringContainsString( 'href="mailto:shop@example.org"', $converted );
		$this->assertStringContainsString( 'background-color:#1e4d2b', $converted );
		$this->assertStringContainsString( 'border-radius:4px', $converted );
		$this->assertStringContainsString( $html, $converted );
		kses_remove_filters();
	}

	/**
	 * A private synced form of an administrator's: its recipient, subject
	 * and fields.
	 *
	 * @param string $status The form's status.
	 * @return int The form's post.
	 */
	private function private_form( string $status = 'private' ): int {
		$admin = $this->create_user( 'administrator' );
		kses_remove_filters();
		$id = (int) wp_insert_post(
			array(
				'post_type'    => 'jetpack_form',
				'post_status'  => $status,
				'post_author'  => $admin,
				'post_title'   => 'Board',
				'post_content' => '<!-- wp:jetpack/contact-form {"to":"board-secret@example.org","subject":"Salary review"} --><div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-text {"label":"Confidential question"} /--></div><!-- /wp:jetpack/contact-form -->',
			)
		);
		kses_init_filters();
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/**
	 * Whether some content or report shows anything of the private form.
	 *
	 * @param string $text The text.
	 */
	private function assert_form_hidden( string $text ): void {
		$this->assertStringNotContainsString( 'board-secret@example.org', $text );
		$this->assertStringNotContainsString( 'Salary review', $text );
		$this->assertStringNotContainsString( 'Confidential question', $text );
	}

	/**
	 * A contributor's editor gets nothing of another user's private or
	 * published synced form.
	 */
	public function test_the_editor_route_does_not_read_someone_elses_form(): void {
		foreach ( array( 'private', 'publish', 'draft' ) as $status ) {
			$form = $this->private_form( $status );
			$this->act_as( 'contributor' );
			$response = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => '<!-- wp:jetpack/contact-form {"ref":' . $form . '} /-->' ) );
			$this->assertSame( 200, $response->get_status() );
			$this->assert_form_hidden( (string) wp_json_encode( $response->get_data() ) );
			$this->assertStringContainsString( (string) $form, implode( ' ', $response->get_data()['needs'] ) );
		}
	}

	/**
	 * The same with Jetpack's form type registered (Jetpack still active):
	 * a form is not for everyone who may read posts.
	 */
	public function test_a_registered_form_type_is_read_only_by_its_editors(): void {
		register_post_type( 'jetpack_form', array( 'public' => false ) );
		try {
			$form = $this->private_form( 'publish' );
			$this->act_as( 'contributor' );
			$response = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => '<!-- wp:jetpack/contact-form {"ref":' . $form . '} /-->' ) );
			$this->assert_form_hidden( (string) wp_json_encode( $response->get_data() ) );

			$this->act_as( 'editor' );
			$response = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => '<!-- wp:jetpack/contact-form {"ref":' . $form . '} /-->' ) );
			$this->assertStringContainsString( 'board-secret@example.org', $response->get_data()['content'] );
		} finally {
			unregister_post_type( 'jetpack_form' );
		}
	}

	/**
	 * Someone who may edit others' posts still gets the form written out.
	 */
	public function test_an_editor_reads_the_form(): void {
		$form = $this->private_form();
		$this->act_as( 'editor' );
		$data = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => '<!-- wp:jetpack/contact-form {"ref":' . $form . '} /-->' ) )->get_data();
		$this->assertStringContainsString( 'board-secret@example.org', $data['content'] );
		$this->assertStringContainsString( 'Confidential question', $data['content'] );
		$this->assertSame( array(), $data['needs'] );
	}

	/**
	 * A revision of a form does not stand in for the form, even for an
	 * administrator.
	 */
	public function test_a_revision_does_not_stand_in_for_the_form(): void {
		$form     = $this->private_form();
		$revision = (int) _wp_put_post_revision( get_post( $form ) );
		$this->assertGreaterThan( 0, $revision );
		$this->act_as( 'administrator' );
		$data = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => '<!-- wp:jetpack/contact-form {"ref":' . $revision . '} /-->' ) )->get_data();
		$this->assert_form_hidden( (string) wp_json_encode( $data ) );
		$this->assertStringContainsString( (string) $revision, implode( ' ', $data['needs'] ) );
	}

	/**
	 * The site conversion writes a form into a post only when the post's
	 * author may read it: the command (no user) and the Tools screen alike.
	 */
	public function test_the_site_conversion_writes_a_form_only_for_an_author_who_may_read_it(): void {
		$form       = $this->private_form();
		list( $id ) = $this->draft( '<!-- wp:jetpack/contact-form {"ref":' . $form . '} /-->' );
		$reports    = ( new Site_Converter( Converter::create() ) )->run( 50, false, array( $id ) );
		$this->assert_form_hidden( get_post( $id )->post_content );
		$this->assert_form_hidden( (string) wp_json_encode( $reports ) );
		list( $other ) = $this->draft( '<!-- wp:jetpack/contact-form {"ref":' . $form . '} /-->' );
		$this->act_as( 'administrator' );
		$this->rest( 'POST', '/cairn/v1/jetpack/site/batch' );
		$this->assert_form_hidden( get_post( $other )->post_content );
		// The form's own post is where synced forms are read from: it stays.
		$this->assertStringContainsString( '<!-- wp:jetpack/contact-form', get_post( $form )->post_content );

		$owner = (int) get_post( $form )->post_author;
		$own   = (int) wp_insert_post(
			array(
				'post_content' => '<!-- wp:jetpack/contact-form {"ref":' . $form . '} /-->',
				'post_status'  => 'draft',
				'post_author'  => $owner,
			)
		);
		wp_set_current_user( 0 );
		( new Site_Converter( Converter::create() ) )->run( 50, false, array( $own ) );
		$this->assertStringContainsString( 'board-secret@example.org', get_post( $own )->post_content );
	}

	/** An Instagram gallery with Jetpack's access token, and a block with other credentials. */
	private const CREDENTIALS = '<!-- wp:jetpack/instagram-gallery {"accessToken":"IGQVJ-secret-token","instagramUser":"example","columns":2} -->'
		. '<div class="wp-block-jetpack-instagram-gallery"><a href="https://www.instagram.com/example/">https://www.instagram.com/example/</a></div>'
		. '<!-- /wp:jetpack/instagram-gallery -->'
		. "\n\n" . '<!-- wp:jetpack/eventbrite {"url":"https://www.eventbrite.com/e/x-1","eventId":1,"apiSecret":"sk-other-secret"} -->'
		. '<div class="wp-block-jetpack-eventbrite"><!-- wp:jetpack/button {"element":"a","text":"Tickets","authToken":"inner-secret-token"} /--></div>'
		. '<!-- /wp:jetpack/eventbrite -->';

	/**
	 * Credentials leave the content, and the report lists each with what the
	 * owner must do.
	 *
	 * @param string              $content The converted content.
	 * @param array<string,mixed> $report  The report.
	 */
	private function assert_credentials_dropped( string $content, array $report ): void {
		$this->assertStringContainsString( '<!-- wp:cairn/instagram-gallery', $content );
		foreach ( array( 'IGQVJ-secret-token', 'sk-other-secret', 'inner-secret-token', 'accessToken', 'apiSecret', 'authToken' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, $content );
		}
		$removed = array();
		foreach ( $report['removed'] as $entry ) {
			$removed[] = $entry['from'] . ' ' . $entry['attribute'] . ' ' . $entry['reason'];
		}
		$this->assertContains( 'jetpack/instagram-gallery accessToken credential', $removed );
		$this->assertContains( 'jetpack/eventbrite apiSecret credential', $removed );
		$this->assertContains( 'jetpack/button authToken credential', $removed );
		$needs = implode( "\n", $report['needs'] );
		$this->assertStringContainsString( 'connect Instagram again', $needs );
		foreach ( array( 'IGQVJ-secret-token', 'sk-other-secret', 'inner-secret-token' ) as $secret ) {
			$this->assertStringNotContainsString( $secret, (string) wp_json_encode( $report ) );
		}
	}

	/**
	 * The editor's route, the batch route and the command drop credentials
	 * and report them.
	 */
	public function test_credentials_are_dropped_and_reported(): void {
		$this->act_as( 'administrator' );
		$editor = $this->rest( 'POST', '/cairn/v1/jetpack/convert', array( 'content' => self::CREDENTIALS ) )->get_data();
		$this->assert_credentials_dropped( $editor['content'], $editor );

		list( $id ) = $this->draft( self::CREDENTIALS, 'author' );
		$this->act_as( 'administrator' );
		$batch = $this->rest( 'POST', '/cairn/v1/jetpack/site/batch' )->get_data();
		$this->assert_credentials_dropped( get_post( $id )->post_content, $batch['posts'][0] );

		list( $cli ) = $this->draft( self::CREDENTIALS, 'author' );
		$rows        = ( new Site_Converter( Converter::create() ) )->run( 50, false, array( $cli ) );
		$this->assert_credentials_dropped( get_post( $cli )->post_content, $rows[0] );
		$table = Convert_Command::table( $rows, false );
		$this->assertStringContainsString( 'jetpack/instagram-gallery.accessToken', $table[0]['removed'] );
		$this->assertStringContainsString( 'jetpack/button.authToken', $table[0]['removed'] );
	}
}
