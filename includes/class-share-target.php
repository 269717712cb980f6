<?php
/**
 * The share target: a new post filled from a shared page.
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

/**
 * When the post editor opens with the query arguments url, title, text,
 * comment_content and comment_author, the new post starts with
 * the shared page: its title, a quote of the shared text citing the page, a
 * quote of the comment citing its author, and an embed of the page. Without
 * a valid http(s) url nothing is filled.
 *
 * Every argument is text: it is escaped into the blocks' markup, never
 * kept as markup, so a shared `<script>` shows as the words it is.
 *
 * Ways to get there: a "Share to this site" bookmarklet on Tools → Available
 * Tools, and a web app manifest whose share target lets a phone share a page
 * into a new post (Share_Target_Controller serves it).
 *
 * @since 0.4.0
 */
final class Share_Target {

	/** The longest text an argument keeps (a shared selection, a comment). */
	private const MAX_TEXT = 10000;

	/** The longest title kept. */
	private const MAX_TITLE = 300;

	/**
	 * The manifest's name for the shared text: a phone often puts the page's
	 * address in the text, and this name tells the editor to look for it
	 * there (a `text` argument is only ever quoted, never searched for an
	 * address).
	 */
	public const MANIFEST_TEXT = 'cairn_shared_text';

	/**
	 * Hooks the new post's content and title, the bookmarklet and the
	 * manifest link.
	 *
	 * @since 0.4.0
	 */
	public static function register(): void {
		add_filter( 'default_content', array( __CLASS__, 'default_content' ), 10, 2 );
		add_filter( 'default_title', array( __CLASS__, 'default_title' ), 10, 2 );
		add_action( 'tool_box', array( __CLASS__, 'tool_box' ) );
		add_action( 'admin_head', array( __CLASS__, 'manifest_link' ) );
	}

	/**
	 * The shared arguments from a request's query, as plain text; null
	 * without a valid http(s) url.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $query The query arguments (unslashed).
	 * @return array{url:string,title:string,text:string,comment_content:string,comment_author:string}|null
	 */
	public static function shared( array $query ): ?array {
		$text = self::text( $query['text'] ?? '', self::MAX_TEXT );
		$url  = is_string( $query['url'] ?? null ) ? trim( $query['url'] ) : '';
		if ( '' === $url && isset( $query[ self::MANIFEST_TEXT ] ) ) {
			// Shared from a phone: the address may come inside the text.
			$shared = self::text( $query[ self::MANIFEST_TEXT ], self::MAX_TEXT );
			if ( preg_match( '#https?://\S+#i', $shared, $match ) ) {
				$url  = $match[0];
				$text = trim( str_replace( $url, '', $shared ) );
			} else {
				$text = $shared;
			}
		}
		$url = self::url( $url );
		if ( '' === $url ) {
			return null;
		}
		return array(
			'url'             => $url,
			'title'           => self::text( $query['title'] ?? '', self::MAX_TITLE ),
			'text'            => $text,
			'comment_content' => self::text( $query['comment_content'] ?? '', self::MAX_TEXT ),
			'comment_author'  => self::text( $query['comment_author'] ?? '', self::MAX_TITLE ),
		);
	}

	/**
	 * The new post's blocks for what was shared.
	 *
	 * @since 0.4.0
	 *
	 * @param array{url:string,title:string,text:string,comment_content:string,comment_author:string} $shared What was shared.
	 */
	public static function content( array $shared ): string {
		$blocks = array();
		if ( '' !== $shared['text'] ) {
			$cite     = sprintf(
				'<a href="%1$s">%2$s</a>',
				esc_url( $shared['url'] ),
				esc_html( '' !== $shared['title'] ? $shared['title'] : $shared['url'] )
			);
			$blocks[] = self::quote( $shared['text'], $cite );
		}
		if ( '' !== $shared['comment_content'] ) {
			$blocks[] = self::quote( $shared['comment_content'], esc_html( $shared['comment_author'] ) );
		}
		$blocks[] = array(
			'blockName'    => 'core/embed',
			'attrs'        => array( 'url' => $shared['url'] ),
			'innerBlocks'  => array(),
			'innerHTML'    => '',
			'innerContent' => array(
				'<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">' . "\n" . esc_url( $shared['url'] ) . "\n" . '</div></figure>',
			),
		);
		return serialize_blocks( $blocks );
	}

	/**
	 * Fills a new post from the shared arguments of the editor's address.
	 *
	 * @since 0.4.0
	 *
	 * @param string        $content The default content.
	 * @param \WP_Post|null $post    The new post.
	 */
	public static function default_content( $content, $post = null ): string {
		$shared = self::from_request( $post );
		return null === $shared ? (string) $content : self::content( $shared );
	}

	/**
	 * Titles a new post with the shared page's title.
	 *
	 * @since 0.4.0
	 *
	 * @param string        $title The default title.
	 * @param \WP_Post|null $post  The new post.
	 */
	public static function default_title( $title, $post = null ): string {
		$shared = self::from_request( $post );
		// Titles are HTML when shown: the shared title is escaped into one.
		return null === $shared || '' === $shared['title'] ? (string) $title : esc_html( $shared['title'] );
	}

	/**
	 * The "Share to this site" card on Tools → Available Tools.
	 *
	 * @since 0.4.0
	 */
	public static function tool_box(): void {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return;
		}
		printf(
			'<div class="card"><h2 class="title">%1$s</h2><p>%2$s</p><p><a class="button" href="%3$s">%4$s</a></p></div>',
			esc_html__( 'Share to this site', 'cairn' ),
			esc_html__( 'Drag the button below to your bookmarks bar. On any page, select some text and click the bookmark: a new post opens here, quoting what you selected and embedding the page.', 'cairn' ),
			esc_attr( self::bookmarklet() ),
			esc_html__( 'Share to this site', 'cairn' )
		);
	}

	/**
	 * The bookmarklet: opens this site's new post with the page's address,
	 * title and selected text.
	 *
	 * @since 0.4.0
	 */
	public static function bookmarklet(): string {
		return 'javascript:(function(){var d=document,s=String(window.getSelection?window.getSelection():"").slice(0,' . self::MAX_TEXT . ');'
			. 'window.open(' . wp_json_encode( admin_url( 'post-new.php' ) ) . '+"?url="+encodeURIComponent(location.href)+"&title="+encodeURIComponent(d.title)+"&text="+encodeURIComponent(s));})();';
	}

	/**
	 * Links the web app manifest on the admin's pages, so that a phone that
	 * installs the admin can share pages into new posts.
	 *
	 * @since 0.4.0
	 */
	public static function manifest_link(): void {
		if ( current_user_can( 'edit_posts' ) ) {
			printf( '<link rel="manifest" href="%s" />' . "\n", esc_url( rest_url( 'cairn/v1/share-target/manifest' ) ) );
		}
	}

	/**
	 * The web app manifest with its share target.
	 *
	 * @since 0.4.0
	 *
	 * @return array<string,mixed>
	 */
	public static function manifest(): array {
		$name     = wp_strip_all_tags( get_bloginfo( 'name' ) );
		$manifest = array(
			'name'         => '' !== $name ? $name : __( 'Cairn', 'cairn' ),
			'short_name'   => '' !== $name ? mb_substr( $name, 0, 12 ) : __( 'Cairn', 'cairn' ),
			'start_url'    => admin_url(),
			'scope'        => admin_url(),
			'display'      => 'standalone',
			'share_target' => array(
				'action' => admin_url( 'post-new.php' ),
				'method' => 'GET',
				'params' => array(
					'title' => 'title',
					'text'  => self::MANIFEST_TEXT,
					'url'   => 'url',
				),
			),
		);
		$icons    = array();
		foreach ( array( 192, 512 ) as $size ) {
			$icon = get_site_icon_url( $size );
			if ( '' !== $icon ) {
				$icons[] = array(
					'src'   => $icon,
					'sizes' => $size . 'x' . $size,
				);
			}
		}
		if ( $icons ) {
			$manifest['icons'] = $icons;
		}
		return $manifest;
	}

	/**
	 * What the current request shares, for a new post of a type with the
	 * block editor.
	 *
	 * @param \WP_Post|null $post The new post.
	 * @return array{url:string,title:string,text:string,comment_content:string,comment_author:string}|null
	 */
	private static function from_request( $post ): ?array {
		if ( ! $post instanceof \WP_Post || ! post_type_supports( $post->post_type, 'editor' ) || ! current_user_can( 'edit_posts' ) ) {
			return null;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- opening an empty new post changes nothing; each argument is read as text.
		return self::shared( wp_unslash( $_GET ) );
	}

	/**
	 * A quote block: the text's paragraphs and a citation.
	 *
	 * @param string $text The quoted text (plain).
	 * @param string $cite The citation's HTML, already escaped.
	 * @return array<string,mixed> A block for serialize_blocks().
	 */
	private static function quote( string $text, string $cite ): array {
		$paragraphs = array();
		$lines      = preg_split( '/\R+/u', $text );
		foreach ( false === $lines ? array() : $lines as $line ) {
			$line = trim( $line );
			if ( '' !== $line ) {
				$paragraphs[] = array(
					'blockName'    => 'core/paragraph',
					'attrs'        => array(),
					'innerBlocks'  => array(),
					'innerHTML'    => '<p>' . esc_html( $line ) . '</p>',
					'innerContent' => array( '<p>' . esc_html( $line ) . '</p>' ),
				);
			}
		}
		$inner = array_merge(
			array( '<blockquote class="wp-block-quote">' ),
			array_fill( 0, count( $paragraphs ), null ),
			array( '' !== $cite ? '<cite>' . $cite . '</cite></blockquote>' : '</blockquote>' )
		);
		return array(
			'blockName'    => 'core/quote',
			'attrs'        => array(),
			'innerBlocks'  => $paragraphs,
			'innerHTML'    => implode( '', array_filter( $inner ) ),
			'innerContent' => $inner,
		);
	}

	/**
	 * An argument as plain text: a string, no tags' meaning kept (they stay
	 * as characters), no control characters, at most $max characters.
	 *
	 * @param mixed $value The argument.
	 * @param int   $max   The longest kept.
	 */
	private static function text( $value, int $max ): string {
		if ( ! is_string( $value ) ) {
			return '';
		}
		$value = wp_check_invalid_utf8( $value, true );
		$value = (string) preg_replace( '/[^\P{C}\n]+/u', '', $value );
		return trim( mb_substr( $value, 0, $max ) );
	}

	/**
	 * A shared address: http or https with a host and no user info, '' otherwise.
	 *
	 * @param string $url The address.
	 */
	private static function url( string $url ): string {
		if ( strlen( $url ) > 2048 ) {
			return '';
		}
		$parts = wp_parse_url( $url );
		if ( ! is_array( $parts ) || ! in_array( strtolower( $parts['scheme'] ?? '' ), array( 'http', 'https' ), true ) || empty( $parts['host'] ) || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return '';
		}
		return esc_url_raw( $url, array( 'http', 'https' ) );
	}
}
