<?php
/**
 * Cairn's AI actions as WordPress Abilities.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Registers the AI actions with the Abilities API (WordPress 6.9 and later),
 * so that other plugins, the REST API and agents on the site can call them.
 * They run through Text_Request like the editor's requests: the same
 * switches, per-user limits and budget. On a site without the Abilities API
 * the hooks never fire and nothing changes.
 *
 * @since 0.3.0
 */
final class Abilities {

	/** The category of Cairn's abilities. */
	public const CATEGORY = 'cairn-ai';

	/** Characters of text an ability accepts (the prompt's own limit applies too). */
	private const MAX_TEXT = 100000;

	/**
	 * The rewriting actions of the AI toolbar.
	 *
	 * @var string[]
	 */
	private const REWRITE_ACTIONS = array( 'correctSpelling', 'simplify', 'summarize', 'makeLonger', 'makeShorter', 'changeTone', 'changeLanguage' );

	/**
	 * Hooks the registration.
	 *
	 * @since 0.3.0
	 */
	public static function register(): void {
		add_action( 'wp_abilities_api_categories_init', array( __CLASS__, 'register_category' ) );
		add_action( 'wp_abilities_api_init', array( __CLASS__, 'register_abilities' ) );
	}

	/**
	 * Registers the category.
	 *
	 * @since 0.3.0
	 */
	public static function register_category(): void {
		wp_register_ability_category(
			self::CATEGORY,
			array(
				'label'       => __( 'Cairn AI', 'cairn' ),
				'description' => __( 'Writing actions of Cairn’s AI: rewriting, titles, summaries, search engine texts, and image alt texts and captions.', 'cairn' ),
			)
		);
	}

	/**
	 * Registers the abilities.
	 *
	 * @since 0.3.0
	 */
	public static function register_abilities(): void {
		$meta = array(
			'show_in_rest' => true,
			'annotations'  => array(
				// They change no content but use up AI requests, so they are not read-only: REST runs them with POST, which also carries long texts.
				'readonly'    => false,
				'destructive' => false,
				'idempotent'  => false,
			),
		);

		wp_register_ability(
			'cairn/rewrite-text',
			array(
				'label'               => __( 'Rewrite text with AI', 'cairn' ),
				'description'         => __( 'Corrects, simplifies, summarizes, lengthens, shortens, changes the tone of or translates a text, as the AI actions of the block toolbar do.', 'cairn' ),
				'category'            => self::CATEGORY,
				'input_schema'        => array(
					'type'                 => 'object',
					'required'             => array( 'text', 'action' ),
					'additionalProperties' => false,
					'properties'           => array(
						'text'     => self::text_schema( __( 'The text to rewrite.', 'cairn' ) ),
						'action'   => array(
							'type'        => 'string',
							'enum'        => self::REWRITE_ACTIONS,
							'description' => __( 'What to do with the text.', 'cairn' ),
						),
						'tone'     => array(
							'type'        => 'string',
							'maxLength'   => 40,
							'description' => __( 'For changeTone: the tone, such as formal, informal, optimistic, humorous, serious, skeptical, empathetic, confident or passionate.', 'cairn' ),
						),
						'language' => array(
							'type'        => 'string',
							'maxLength'   => 40,
							'description' => __( 'For changeLanguage: a language code or locale, such as fr or pt_BR.', 'cairn' ),
						),
					),
				),
				'output_schema'       => self::output_schema( 'text', __( 'The rewritten text.', 'cairn' ) ),
				'execute_callback'    => array( __CLASS__, 'rewrite_text' ),
				'permission_callback' => array( __CLASS__, 'can_rewrite' ),
				'meta'                => $meta,
			)
		);

		$post_abilities = array(
			'cairn/generate-title'           => array(
				'label'       => __( 'Write a title with AI', 'cairn' ),
				'description' => __( 'Writes a title for a text or a post.', 'cairn' ),
				'output'      => 'title',
			),
			'cairn/summarize-post'           => array(
				'label'       => __( 'Write a summary with AI', 'cairn' ),
				'description' => __( 'Writes an excerpt of a text or a post, of at most a number of words (50 unless given).', 'cairn' ),
				'output'      => 'summary',
			),
			'cairn/generate-seo-title'       => array(
				'label'       => __( 'Write an SEO title with AI', 'cairn' ),
				'description' => __( 'Writes a title for search engines, of at most 60 characters, for a text or a post.', 'cairn' ),
				'output'      => 'title',
			),
			'cairn/generate-seo-description' => array(
				'label'       => __( 'Write a meta description with AI', 'cairn' ),
				'description' => __( 'Writes a meta description for search engines, of at most 155 characters, for a text or a post.', 'cairn' ),
				'output'      => 'description',
			),
		);
		foreach ( $post_abilities as $name => $ability ) {
			$properties = array(
				'text'    => self::text_schema( __( 'The text to work on; the post’s content when a post is given instead.', 'cairn' ) ),
				'post_id' => array(
					'type'        => 'integer',
					'minimum'     => 1,
					'description' => __( 'A post the user may edit, whose title and content are used.', 'cairn' ),
				),
			);
			if ( 'cairn/summarize-post' === $name ) {
				$properties['words'] = array(
					'type'        => 'integer',
					'minimum'     => Summary::MIN_WORDS,
					'maximum'     => Summary::MAX_WORDS,
					'description' => __( 'Words the summary has at most.', 'cairn' ),
				);
			}
			wp_register_ability(
				$name,
				array(
					'label'               => $ability['label'],
					'description'         => $ability['description'],
					'category'            => self::CATEGORY,
					'input_schema'        => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => $properties,
					),
					'output_schema'       => self::output_schema( $ability['output'], $ability['description'] ),
					'execute_callback'    => static function ( $input = null ) use ( $name ) {
						return self::for_post( $name, is_array( $input ) ? $input : array() );
					},
					'permission_callback' => array( __CLASS__, 'can_work_on_post' ),
					'meta'                => $meta,
				)
			);
		}

		$image_abilities = array(
			'cairn/generate-image-alt-text' => array(
				'label'       => __( 'Write an image’s alt text with AI', 'cairn' ),
				'description' => __( 'Describes an image of the media library, or at a URL, for people who cannot see it. Images are sent to the AI provider only once an administrator has allowed it.', 'cairn' ),
				'kind'        => 'alt',
				'output'      => 'alt_text',
			),
			'cairn/generate-image-caption'  => array(
				'label'       => __( 'Write an image’s caption with AI', 'cairn' ),
				'description' => __( 'Writes a caption for an image of the media library, or at a URL. Images are sent to the AI provider only once an administrator has allowed it.', 'cairn' ),
				'kind'        => 'caption',
				'output'      => 'caption',
			),
		);
		foreach ( $image_abilities as $name => $ability ) {
			wp_register_ability(
				$name,
				array(
					'label'               => $ability['label'],
					'description'         => $ability['description'],
					'category'            => self::CATEGORY,
					'input_schema'        => array(
						'type'                 => 'object',
						'additionalProperties' => false,
						'properties'           => array(
							'attachment_id' => array(
								'type'        => 'integer',
								'minimum'     => 1,
								'description' => __( 'An image of the media library.', 'cairn' ),
							),
							'image_url'     => array(
								'type'        => 'string',
								'format'      => 'uri',
								'maxLength'   => 2048,
								'description' => __( 'The address of an image, when it is not in the media library.', 'cairn' ),
							),
						),
					),
					'output_schema'       => self::output_schema( $ability['output'], $ability['description'] ),
					'execute_callback'    => static function ( $input = null ) use ( $ability ) {
						return self::for_image( $ability['kind'], $ability['output'], is_array( $input ) ? $input : array() );
					},
					'permission_callback' => array( __CLASS__, 'can_rewrite' ),
					'meta'                => $meta,
				)
			);
		}
	}

	/**
	 * Whether the user may rewrite text: a writer. Whether AI is on for the
	 * action is the request's own check, so that the caller learns why
	 * (core hides a permission callback's reasons).
	 *
	 * @since 0.3.0
	 */
	public static function can_rewrite(): bool {
		return current_user_can( 'edit_posts' );
	}

	/**
	 * Whether the user may work on the post given (or on text): a writer who
	 * may edit that post.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $input The ability's input.
	 */
	public static function can_work_on_post( $input = null ): bool {
		if ( ! current_user_can( 'edit_posts' ) ) {
			return false;
		}
		$post_id = is_array( $input ) && isset( $input['post_id'] ) ? (int) $input['post_id'] : 0;
		return ! $post_id || current_user_can( 'edit_post', $post_id );
	}

	/**
	 * Rewrites a text.
	 *
	 * @since 0.3.0
	 *
	 * @param mixed $input `text`, `action`, `tone`, `language`.
	 * @return array{text:string}|WP_Error
	 */
	public static function rewrite_text( $input = null ) {
		$input  = is_array( $input ) ? $input : array();
		$text   = isset( $input['text'] ) ? trim( (string) $input['text'] ) : '';
		$action = isset( $input['action'] ) ? (string) $input['action'] : '';
		if ( '' === $text ) {
			return self::no_text();
		}
		$extra = array_intersect_key( $input, array_flip( array( 'tone', 'language' ) ) );
		$text  = Text_Request::complete( Text_Request::prompt( $action, $text, $extra ), 'ai-toolbar', get_current_user_id() );
		return is_wp_error( $text ) ? $text : array( 'text' => trim( $text ) );
	}

	/**
	 * Runs one of the abilities that work on a text or a post.
	 *
	 * @param string              $name  Ability name.
	 * @param array<string,mixed> $input `text`, `post_id`, `words`.
	 * @return array<string,string>|WP_Error
	 */
	private static function for_post( string $name, array $input ) {
		$kinds = array(
			'cairn/generate-title'           => array( 'title', 'title' ),
			'cairn/summarize-post'           => array( 'excerpt', 'summary' ),
			'cairn/generate-seo-title'       => array( 'seoTitle', 'title' ),
			'cairn/generate-seo-description' => array( 'seoDescription', 'description' ),
		);
		$kind  = $kinds[ $name ];
		$text  = Post_Text::write(
			$kind[0],
			isset( $input['text'] ) ? (string) $input['text'] : '',
			isset( $input['post_id'] ) ? (int) $input['post_id'] : 0,
			get_current_user_id(),
			isset( $input['words'] ) ? (int) $input['words'] : null
		);
		return is_wp_error( $text ) ? $text : array( $kind[1] => $text );
	}

	/**
	 * Runs one of the image abilities.
	 *
	 * @param string              $kind   'alt' or 'caption'.
	 * @param string              $output The output's key.
	 * @param array<string,mixed> $input  `attachment_id` or `image_url`.
	 * @return array<string,string>|WP_Error
	 */
	private static function for_image( string $kind, string $output, array $input ) {
		$id  = isset( $input['attachment_id'] ) ? (int) $input['attachment_id'] : 0;
		$url = isset( $input['image_url'] ) ? trim( (string) $input['image_url'] ) : '';
		if ( ! $id && '' === $url ) {
			return new WP_Error( 'cairn_ai_no_image', __( 'Give an image: its attachment_id or its image_url.', 'cairn' ), array( 'status' => 400 ) );
		}
		$text = Image_Text::write( $kind, $id, $url, get_current_user_id() );
		return is_wp_error( $text ) ? $text : array( $output => $text );
	}

	/**
	 * The error for an empty input.
	 */
	private static function no_text(): WP_Error {
		return new WP_Error( 'error_response', __( 'There is no text to work on.', 'cairn' ), array( 'status' => 400 ) );
	}

	/**
	 * The schema of a text input.
	 *
	 * @param string $description What it is.
	 * @return array<string,mixed>
	 */
	private static function text_schema( string $description ): array {
		return array(
			'type'        => 'string',
			'maxLength'   => self::MAX_TEXT,
			'description' => $description,
		);
	}

	/**
	 * The schema of an output of one string.
	 *
	 * @param string $key         Its key.
	 * @param string $description What it is.
	 * @return array<string,mixed>
	 */
	private static function output_schema( string $key, string $description ): array {
		return array(
			'type'       => 'object',
			'required'   => array( $key ),
			'properties' => array(
				$key => array(
					'type'        => 'string',
					'description' => $description,
				),
			),
		);
	}
}
