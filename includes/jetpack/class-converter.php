<?php
/**
 * Converts the Jetpack blocks in a post's content into Cairn blocks.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

defined( 'ABSPATH' ) || exit;

/**
 * Walks a post's blocks, inner blocks included, and replaces each Jetpack
 * block that has a rule with its Cairn block; every other block is kept as
 * it was, to the character. The same code serves the editor (through the
 * REST route), the Tools screen and the WP-CLI command, so a post converts
 * the same way wherever the owner starts.
 *
 * Each block a rule makes passes the Output_Guard (no credential, no
 * address with a protocol the site refuses, only CSS of its type) and,
 * when the content is written for someone who may not post unfiltered
 * HTML, WordPress's HTML filter as their own save would apply it. Blocks
 * the conversion did not touch are not filtered again: they were saved
 * through the filters that applied to whoever saved them.
 *
 * @since 0.5.0
 */
final class Converter {

	/** The preserved attribute that keeps what a Cairn block has no place for. */
	public const LEGACY_ATTRIBUTE = 'jetpackLegacy';

	/**
	 * Rules by Jetpack block name.
	 *
	 * @var array<string,Rule>
	 */
	private $rules = array();

	/**
	 * Whom the conversion under way writes for.
	 *
	 * @var Access
	 */
	private $access;

	/**
	 * A converter with some rules.
	 *
	 * @since 0.5.0
	 *
	 * @param Rule[] $rules The rules.
	 */
	public function __construct( array $rules ) {
		foreach ( $rules as $rule ) {
			foreach ( $rule->jetpack_names() as $name ) {
				$this->rules[ $name ] = $rule;
			}
		}
		$this->access = new Access( null );
	}

	/**
	 * The converter with Cairn's rules (and any a filter adds).
	 *
	 * @since 0.5.0
	 */
	public static function create(): self {
		return new self( Rules::all() );
	}

	/**
	 * Whether some content has any block of Jetpack's (cheap: no parsing).
	 *
	 * @since 0.5.0
	 *
	 * @param string $content A post's content.
	 */
	public static function has_jetpack_blocks( string $content ): bool {
		return false !== strpos( $content, '<!-- wp:jetpack/' )
			|| false !== strpos( $content, '<!-- wp:videopress/' )
			// Jetpack's VideoPress videos saved as core video blocks.
			// phpcs:ignore WordPress.WP.CapitalPDangit.Misspelled -- a host name.
			|| ( false !== strpos( $content, '<!-- wp:video ' ) && preg_match( '#(?:videopress\.com|video\.wordpress\.com)/(?:v|embed)/#', $content ) );
	}

	/**
	 * Converts a post's content.
	 *
	 * @since 0.5.0
	 *
	 * @param string   $content The content.
	 * @param int|null $author  The user it is written for: the post's author, or the person in the
	 *                          editor (0: a post without author). Null: no one in particular (the
	 *                          content is not saved for anybody): no HTML filter beyond the guard.
	 */
	public function convert( string $content, ?int $author = null ): Conversion {
		$conversion = new Conversion( $content );
		if ( ! self::has_jetpack_blocks( $content ) ) {
			return $conversion;
		}
		$this->access = new Access( $author );
		foreach ( $this->rules as $rule ) {
			$rule->use_access( $this->access );
		}
		$blocks = $this->walk( parse_blocks( $content ), $conversion );
		if ( $conversion->changed() ) {
			$conversion->content = serialize_blocks( $blocks );
		}
		return $conversion;
	}

	/**
	 * Converts a list of blocks, and theirs inside.
	 *
	 * @param array<int,array<string,mixed>> $blocks     Parsed blocks.
	 * @param Conversion                     $conversion The report.
	 * @return array<int,array<string,mixed>>
	 */
	private function walk( array $blocks, Conversion $conversion ): array {
		foreach ( $blocks as $index => $block ) {
			$name = is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
			$rule = $this->rules[ $name ] ?? null;
			if ( $rule && $rule->accepts( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array(), self::own_html( $block ) ) ) {
				$blocks[ $index ] = $this->convert_block( $block, $rule, $conversion );
				continue;
			}
			if ( 0 === strpos( $name, 'jetpack/' ) ) {
				$conversion->left[ $name ] = ( $conversion->left[ $name ] ?? 0 ) + 1;
			}
			if ( ! empty( $block['innerBlocks'] ) ) {
				$blocks[ $index ]['innerBlocks'] = $this->walk( $block['innerBlocks'], $conversion );
			}
		}
		return $blocks;
	}

	/**
	 * One Jetpack block as its Cairn block.
	 *
	 * @param array<string,mixed> $block      The parsed Jetpack block.
	 * @param Rule                $rule       Its rule.
	 * @param Conversion          $conversion The report.
	 * @return array<string,mixed> The parsed Cairn block.
	 */
	private function convert_block( array $block, Rule $rule, Conversion $conversion ): array {
		$from  = (string) $block['blockName'];
		$guard = new Output_Guard();
		// What the Jetpack block holds that no post may, reported whether
		// or not its rule would carry it.
		$guard->attributes( is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array(), $from );
		$guard->note_refused_addresses( self::own_html( $block ), $from );

		$block = $rule->prepare( $block );
		$attrs = is_array( $block['attrs'] ?? null ) ? $block['attrs'] : array();
		// The block's own HTML, without its inner blocks' markup.
		$html  = self::own_html( $block );
		$all   = array_values( (array) ( $block['innerBlocks'] ?? array() ) );
		$keep  = $rule->inner( $all, $attrs );
		$inner = $this->walk( $keep, $conversion );

		$converted = array_merge( $rule->attributes( $attrs, $html ), $rule->from_inner( $all ) );
		$kept      = $rule->unmapped( $attrs );
		$dropped   = array_values(
			array_filter(
				$all,
				static function ( array $child ) use ( $keep ): bool {
					return ! in_array( $child, $keep, true );
				}
			)
		);
		if ( $dropped ) {
			// What the Cairn block has no place for, as it was saved.
			$kept['innerBlocks'] = serialize_blocks( $dropped );
		}
		if ( $kept ) {
			$converted[ self::LEGACY_ATTRIBUTE ] = $kept;
		}
		// The attributes are checked before the markup is drawn from them,
		// so that the two agree.
		$converted = $guard->attributes( $converted, $from );
		if ( array() === ( $converted[ self::LEGACY_ATTRIBUTE ] ?? null ) ) {
			unset( $converted[ self::LEGACY_ATTRIBUTE ] );
		}
		$wrapper = $rule->markup( $converted, $html );
		if ( $wrapper ) {
			$wrapper = array( $guard->markup( $wrapper[0], $from ), $guard->markup( $wrapper[1], $from ) );
		}
		if ( $this->access->filters_html() ) {
			// What the author's own save would keep.
			$converted = (array) filter_block_kses_value( $converted, 'post' );
			$wrapper   = $wrapper ? array( wp_kses( $wrapper[0], 'post' ), wp_kses( $wrapper[1], 'post' ) ) : null;
		}

		$conversion->converted[] = array(
			'from' => $from,
			'to'   => $rule->cairn_name(),
			'kept' => array_keys( (array) ( $converted[ self::LEGACY_ATTRIBUTE ] ?? array() ) ),
		);

		$action = $rule->waiting( $converted );
		if ( '' !== $action ) {
			$conversion->waiting[] = array(
				'from'   => $from,
				'to'     => $rule->cairn_name(),
				'action' => $action,
			);
		}

		$needs = $rule->needs_for( $attrs );
		foreach ( $guard->removed() as $removed ) {
			$conversion->removed = self::add_once( $conversion->removed, $removed );
			if ( Output_Guard::CREDENTIAL === $removed['reason'] ) {
				$needs[] = $rule->credential_advice( $removed['from'], $removed['attribute'] );
			}
		}
		$conversion->needs = array_values( array_unique( array_merge( $conversion->needs, $needs ) ) );

		return array(
			'blockName'    => $rule->cairn_name(),
			'attrs'        => $converted,
			'innerBlocks'  => $inner,
			'innerHTML'    => $wrapper ? $wrapper[0] . $wrapper[1] : '',
			'innerContent' => self::inner_content( $wrapper, count( $inner ) ),
		);
	}

	/**
	 * A list with an entry added unless it holds it already.
	 *
	 * @param array<int,array<string,string>> $list  The list.
	 * @param array<string,string>            $entry The entry.
	 * @return array<int,array<string,string>>
	 */
	private static function add_once( array $list, array $entry ): array {
		if ( ! in_array( $entry, $list, true ) ) {
			$list[] = $entry;
		}
		return $list;
	}

	/**
	 * A parsed block's own HTML, without its inner blocks' markup.
	 *
	 * @param array<string,mixed> $block The parsed block.
	 */
	private static function own_html( array $block ): string {
		return implode( '', array_filter( (array) ( $block['innerContent'] ?? array() ), 'is_string' ) );
	}

	/**
	 * The block's markup with a place for each inner block, laid out as the
	 * editor's serializer lays it out.
	 *
	 * @param array{0:string,1:string}|null $wrapper The HTML before and after the inner blocks.
	 * @param int                           $count   How many inner blocks.
	 * @return array<int,string|null>
	 */
	private static function inner_content( ?array $wrapper, int $count ): array {
		if ( ! $wrapper && ! $count ) {
			return array();
		}
		$content = array( "\n" . ( $wrapper ? $wrapper[0] : '' ) );
		for ( $i = 0; $i < $count; $i++ ) {
			if ( $i > 0 ) {
				$content[] = "\n\n";
			}
			$content[] = null;
		}
		$content[] = ( $wrapper ? $wrapper[1] : '' ) . "\n";
		return $content;
	}
}
