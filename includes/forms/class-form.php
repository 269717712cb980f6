<?php
/**
 * A form as its author saved it in a post.
 *
 * @package Cairn
 */

namespace Cairn\Forms;

use Cairn\Blocks\Saved_Block;
use Cairn\Blocks\Saved_Blocks;
use Cairn\Post_Access;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * A `cairn/contact-form` block read from the saved post: its settings and
 * its fields in document order (however deeply they are nested), and an id
 * made from both, so that a submission is checked against the form as saved,
 * never against what a browser says the form is.
 *
 * @since 0.4.0
 */
final class Form {

	/** The form block's name. */
	public const BLOCK = 'cairn/contact-form';

	/** A field block's name. */
	public const FIELD_BLOCK = 'cairn/field';

	/**
	 * The post holding the form.
	 *
	 * @var int
	 */
	public $post_id;

	/**
	 * The form block's attributes.
	 *
	 * @var array<string,mixed>
	 */
	public $attributes;

	/**
	 * The fields, in order.
	 *
	 * @var Field[]
	 */
	public $fields;

	/**
	 * Where the form is saved, when it was looked up (Saved_Blocks); null
	 * for a form read from the post it renders in.
	 *
	 * @var Saved_Block|null
	 */
	private $saved = null;

	/**
	 * A form from its parsed block.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $block   The parsed block (parse_blocks() shape).
	 * @param int                 $post_id The post holding it.
	 */
	public function __construct( array $block, int $post_id ) {
		$this->post_id    = $post_id;
		$this->attributes = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
		$this->fields     = array_map(
			static function ( array $field ): Field {
				return new Field( $field['attrs'] ?? array() );
			},
			self::field_blocks( $block['innerBlocks'] ?? array() )
		);
	}

	/**
	 * The form's id: a hash of its settings and fields, the same on every
	 * page view until its author changes it.
	 *
	 * @since 0.4.0
	 */
	public function id(): string {
		$settings = array_intersect_key( $this->attributes, array_flip( array( 'to', 'subject', 'confirmationType', 'customThankyouMessage', 'customThankyouRedirect' ) ) );
		ksort( $settings );
		$fields = array_map(
			static function ( Field $field ): array {
				return $field->signature();
			},
			$this->fields
		);
		return substr( md5( (string) wp_json_encode( array( $settings, $fields ) ) ), 0, 12 );
	}

	/**
	 * A setting of the form, as a string.
	 *
	 * @since 0.4.0
	 *
	 * @param string $name The attribute.
	 */
	public function setting( string $name ): string {
		return isset( $this->attributes[ $name ] ) && is_string( $this->attributes[ $name ] ) ? trim( $this->attributes[ $name ] ) : '';
	}

	/**
	 * Where notifications go: the form's addresses, else the site's admin
	 * email. A form in a post not yet published mails only the post's author:
	 * its addresses were written by someone who may not be allowed to
	 * publish (a contributor), and a draft's form would otherwise send the
	 * site's mail wherever they like, with the subject they like. Its author
	 * (or an editor) trying it in the preview still sees the mail arrive.
	 * A form saved in a published synced pattern, a template part or a
	 * widget is the site's own, whatever post it is shown with.
	 *
	 * @since 0.4.0
	 *
	 * @return string[]
	 */
	public function recipients(): array {
		$post = null !== $this->saved ? $this->saved->holder : get_post( $this->post_id );
		if ( $post instanceof WP_Post && ! Post_Access::is_published( $post ) ) {
			$author = get_userdata( (int) $post->post_author );
			return array( $author && is_email( $author->user_email ) ? $author->user_email : (string) get_option( 'admin_email' ) );
		}
		$valid = array_values(
			array_filter(
				array_map( 'trim', explode( ',', $this->setting( 'to' ) ) ),
				'is_email'
			)
		);
		return $valid ? $valid : array( (string) get_option( 'admin_email' ) );
	}

	/**
	 * The forms of a post, in document order.
	 *
	 * @since 0.4.0
	 *
	 * @param WP_Post $post The post.
	 * @return Form[]
	 */
	public static function in_post( WP_Post $post ): array {
		$forms = array();
		self::collect( parse_blocks( $post->post_content ), $post->ID, $forms );
		return $forms;
	}

	/**
	 * The form with an id, looked up where it is saved (Saved_Blocks): in
	 * the post it was shown with, else in the theme's templates and
	 * template parts and the block widgets, with the synced patterns of
	 * each. Its entries belong to the post named when the visitor may see
	 * it, else to none.
	 *
	 * @since 0.7.0
	 *
	 * @param int    $post_id The post the form was shown with; 0 for none.
	 * @param string $id      The form's id.
	 */
	public static function locate( int $post_id, string $id ): ?Form {
		$found = Saved_Blocks::find(
			array( self::BLOCK ),
			static function ( array $block ) use ( $id ): bool {
				return hash_equals( ( new self( $block, 0 ) )->id(), $id );
			},
			$post_id
		);
		if ( null === $found ) {
			return null;
		}
		$form        = new self( $found->block, null !== $found->post ? $found->post->ID : 0 );
		$form->saved = $found;
		return $form;
	}

	/**
	 * Collects the forms among blocks, depth first.
	 *
	 * @param array<int,array<string,mixed>> $blocks  Parsed blocks.
	 * @param int                            $post_id The post.
	 * @param Form[]                         $forms   The forms found so far.
	 */
	private static function collect( array $blocks, int $post_id, array &$forms ): void {
		foreach ( $blocks as $block ) {
			if ( self::BLOCK === ( $block['blockName'] ?? null ) ) {
				$forms[] = new self( $block, $post_id );
				continue;
			}
			self::collect( $block['innerBlocks'] ?? array(), $post_id, $forms );
		}
	}

	/**
	 * The field blocks among blocks, depth first (a field may sit in a group or columns).
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 * @return array<int,array<string,mixed>>
	 */
	private static function field_blocks( array $blocks ): array {
		$fields = array();
		foreach ( $blocks as $block ) {
			if ( self::FIELD_BLOCK === ( $block['blockName'] ?? null ) ) {
				$fields[] = $block;
			} elseif ( self::BLOCK !== ( $block['blockName'] ?? null ) ) {
				$fields = array_merge( $fields, self::field_blocks( $block['innerBlocks'] ?? array() ) );
			}
		}
		return $fields;
	}
}
