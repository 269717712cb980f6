<?php
/**
 * Form block: what visitors see.
 *
 * @package Cairn
 */

namespace Cairn\Blocks;

use Cairn\Forms\Form;
use Cairn\Forms\Form_Being_Rendered;
use Cairn\Forms\Form_Post;
use Cairn\Forms\Form_Result;
use Cairn\Forms\Submission;
use WP_Block;

defined( 'ABSPATH' ) || exit;

/**
 * Renders a form around its inner blocks. The form posts to admin-post.php
 * (Form_Post), with or without JavaScript; after a plain post the page
 * shows the result the handler left (Form_Result): the values and errors
 * after a mistake, which its fields show (Form_Being_Rendered hands them to
 * Field), or the thank-you once sent.
 *
 * @since 0.4.0
 */
final class Contact_Form {

	/**
	 * The form's HTML.
	 *
	 * @since 0.4.0
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param WP_Block            $block      The block.
	 */
	public static function render( array $attributes, WP_Block $block ): string {
		$post_id = (int) ( $block->context['postId'] ?? get_the_ID() );
		$form    = new Form( $block->parsed_block, $post_id );
		$id      = $form->id();
		$result  = Form_Result::for_form( $id );
		$anchor  = 'cairn-form-' . $id;
		$wrapper = get_block_wrapper_attributes( array( 'id' => $anchor ) );

		if ( null !== $result && ! empty( $result['sent'] ) ) {
			return sprintf(
				'<div %1$s><div class="wp-block-cairn-contact-form__result" role="status" tabindex="-1"><p>%2$s</p></div></div>',
				$wrapper,
				esc_html( Form_Post::thank_you( $form ) )
			);
		}

		Form_Being_Rendered::open( $id, $result['values'] ?? array(), $result['errors'] ?? array() );
		$fields = '';
		foreach ( $block->inner_blocks as $inner ) {
			$fields .= $inner->render();
		}
		Form_Being_Rendered::close();
		if ( ! self::has_button( $block->parsed_block['innerBlocks'] ?? array() ) ) {
			// A form always has a way to be sent, even if its button was lost.
			$fields .= sprintf( '<div class="wp-block-cairn-button"><button type="submit" class="wp-block-cairn-button__link">%s</button></div>', esc_html__( 'Submit', 'cairn' ) );
		}

		$summary = '';
		if ( null !== $result && '' !== ( $result['message'] ?? '' ) ) {
			$summary = sprintf( '<p class="wp-block-cairn-contact-form__summary" role="alert">%s</p>', esc_html( $result['message'] ) );
		}

		return sprintf(
			'<div %1$s>%2$s<form class="wp-block-cairn-contact-form__form" method="post" action="%3$s" data-cairn-form="%4$s">'
			. '<div class="wp-block-cairn-contact-form__summary-slot" aria-live="assertive"></div>'
			. '<input type="hidden" name="action" value="%5$s" />'
			. '<input type="hidden" name="cairn_form_post" value="%6$d" />'
			. '<input type="hidden" name="cairn_form_id" value="%4$s" />'
			. '<input type="hidden" name="%7$s" value="%8$s" />'
			. '<input type="hidden" name="cairn_return" value="%9$s" />'
			. '<p class="wp-block-cairn-contact-form__hp" aria-hidden="true"><label>%10$s <input type="text" name="%11$s" value="" tabindex="-1" autocomplete="off" /></label></p>'
			. '%12$s</form></div>',
			$wrapper,
			$summary,
			esc_url( admin_url( 'admin-post.php' ) ),
			esc_attr( $id ),
			esc_attr( Form_Post::ACTION ),
			$post_id,
			esc_attr( Submission::STARTED ),
			esc_attr( Submission::started_token() ),
			esc_url( Return_Url::current( $post_id ) ),
			esc_html__( 'Leave this field empty', 'cairn' ),
			esc_attr( Submission::HONEYPOT ),
			$fields
		);
	}

	/**
	 * Whether the form's blocks hold a button.
	 *
	 * @param array<int,array<string,mixed>> $blocks Parsed blocks.
	 */
	private static function has_button( array $blocks ): bool {
		foreach ( $blocks as $block ) {
			if ( 'cairn/button' === ( $block['blockName'] ?? null ) || self::has_button( $block['innerBlocks'] ?? array() ) ) {
				return true;
			}
		}
		return false;
	}
}
