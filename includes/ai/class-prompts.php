<?php
/**
 * The server's prompts.
 *
 * @package Cairn
 */

namespace Cairn\AI;

defined( 'ABSPATH' ) || exit;

/**
 * The system prompt and the instruction for each prompt type the editor sends.
 * Prompts are written in English whatever the site language: models follow
 * English instructions best, and the answer's language is stated in them.
 *
 * @since 0.1.0
 */
final class Prompts {

	/** What the model answers when it cannot understand a request. */
	public const ERROR_MARKER = 'CAIRN_AI_ERROR';

	/**
	 * The prompt types and the instruction of each. `%s` placeholders are
	 * filled by instruction().
	 *
	 * @var array<string,string>
	 */
	private const TYPES = array(
		'titleSummary'         => 'Write a short piece for a blog post about the title given as content: a few paragraphs that introduce the subject.',
		'continue'             => 'Continue writing the content from where it stops, in the same style and voice. Answer with the new text only, without repeating the content.',
		'simplify'             => 'Simplify the content: use shorter sentences and plain words that a wide audience understands, and keep its meaning.',
		'correctSpelling'      => 'Correct the spelling, grammar and punctuation of the content. Keep its meaning, wording, formatting and language; change nothing else.',
		'generateTitle'        => 'Write a title for the content: one line, without quotes, without a trailing period.',
		'makeLonger'           => 'Make the content longer: develop its ideas with more detail and examples, and keep its meaning and formatting.',
		'makeShorter'          => 'Make the content shorter: keep its main points and formatting, drop the rest.',
		'changeTone'           => 'Rewrite the content in a %s tone. Keep its meaning and formatting.',
		'summarize'            => 'Summarize the content in a few sentences.',
		'changeLanguage'       => 'Translate the content into %s. Keep its meaning and formatting.',
		'userPrompt'           => 'Do what the user asks.',
		'formCustomPrompt'     => 'Build a contact form as WordPress block markup (<!-- wp:… --> comments around HTML) that does what the user asks: fields with clear labels, and exactly one submit button.',
		'transformListToTable' => 'Turn the list in the content into a table, as an HTML <table> with a header row. Answer with the table only.',
		'writePostFromList'    => 'Write a blog post from the list in the content: one section per item, each with a heading and a few paragraphs.',
		'imageAltText'         => 'Write the alternative text of the attached image for people who cannot see it: one plain sentence of at most 125 characters that says what it shows, without starting with "Image of" or "Picture of".',
		'imageCaption'         => 'Write a caption for the attached image: one short plain sentence that a reader sees under it.',
		'postExcerpt'          => 'Write an excerpt of the post given as content: at most %d words, plain text in one paragraph, without a heading or quotes.',
		'seoTitle'             => 'Write a title for search engines for the post given as content: one line of at most 60 characters, plain text, without quotes.',
		'transcriptToPost'     => 'Turn the transcript of a recording, given as content, into a blog post: keep its words and meaning, correct the punctuation, split it into paragraphs, and add a heading where the subject changes. Answer in Markdown, with the post only.',
		'videoChapters'        => 'Write the chapters of the video whose transcript or description is given as content: one line per chapter, the time it starts as m:ss (or h:mm:ss past an hour) then a short title, the first at 0:00, in order. Use the times the content gives. Answer with the lines only, without Markdown.',
		'logoFirstPrompt'      => 'Write the description of a logo for the website described in the content, as a person would ask a logo designer for it: one or two plain sentences that name what the site is about and the feeling the logo should give.',
		'logoEnhancePrompt'    => 'Improve the description of a logo given as content, for an image model: keep what it asks for, add the shapes, colours and composition that would make a simple, memorable logo that reads well small. One paragraph of plain text.',
		'logoStyleGuess'       => 'Choose the visual style that suits the logo described in the content best, among: %s. Answer with the style\'s slug only.',
		'seoDescription'       => 'Write a meta description for search engines for the post given as content: plain text of at most 155 characters that makes a reader want to open the post.',
	);

	/**
	 * Language codes of the editor's language menu, with their English names.
	 *
	 * @var array<string,string>
	 */
	private const LANGUAGES = array(
		'en' => 'English',
		'es' => 'Spanish',
		'fr' => 'French',
		'de' => 'German',
		'it' => 'Italian',
		'pt' => 'Portuguese',
		'ru' => 'Russian',
		'zh' => 'Chinese',
		'ja' => 'Japanese',
		'ar' => 'Arabic',
		'hi' => 'Hindi',
		'ko' => 'Korean',
	);

	/**
	 * The prompt types.
	 *
	 * @since 0.1.0
	 *
	 * @return string[]
	 */
	public static function types(): array {
		return array_keys( self::TYPES );
	}

	/**
	 * The system prompt: the date, the site's language, the output rules and
	 * the unclear-request marker.
	 *
	 * @since 0.1.0
	 */
	public static function system(): string {
		$lines = array(
			sprintf(
				'You are the writing assistant of the WordPress site “%s”, helping its authors write and edit posts in the block editor.',
				wp_strip_all_tags( (string) get_bloginfo( 'name' ) )
			),
			sprintf( 'Today is %s.', wp_date( 'l, j F Y' ) ),
			sprintf(
				'Unless a request says otherwise, write in %s, the language of the site.',
				self::language_name( (string) get_locale() )
			),
			'Answer with the requested text only: no preamble, no comment about what you did, no surrounding quotes. Use Markdown for headings, lists and emphasis where the content needs them.',
			sprintf(
				'If a request cannot be understood, or is not a writing task you can do, answer with %s and nothing else.',
				self::ERROR_MARKER
			),
		);
		/**
		 * Filters the AI system prompt.
		 *
		 * @since 0.1.0
		 *
		 * @param string $prompt System prompt.
		 */
		return (string) apply_filters( 'cairn_ai_system_prompt', implode( "\n", $lines ) );
	}

	/**
	 * The user turn for a message context.
	 *
	 * @since 0.1.0
	 *
	 * @param array<string,mixed> $context `type`, `content`, `request`, `tone`, `language`, `is_follow_up`, `supports`.
	 * @return string|null Null for an unknown type.
	 */
	public static function instruction( array $context ): ?string {
		$type = isset( $context['type'] ) ? (string) $context['type'] : '';
		if ( ! isset( self::TYPES[ $type ] ) ) {
			return null;
		}
		$content   = self::text( $context, 'content' );
		$request   = self::text( $context, 'request' );
		$tone      = self::label( self::text( $context, 'tone' ) );
		$language  = self::text( $context, 'language' );
		$follow_up = ! empty( $context['is_follow_up'] );

		$task = self::TYPES[ $type ];
		if ( 'changeTone' === $type ) {
			$task = sprintf( $task, '' !== $tone ? $tone : 'formal' );
		} elseif ( 'changeLanguage' === $type ) {
			$task = sprintf( $task, '' !== $language ? self::language_name( $language ) : 'English' );
		} elseif ( 'logoStyleGuess' === $type ) {
			$task = sprintf( $task, implode( ', ', Logo_Styles::guessable() ) );
		} elseif ( 'postExcerpt' === $type ) {
			$words = isset( $context['words'] ) && is_numeric( $context['words'] ) ? (int) $context['words'] : Summary::DEFAULT_WORDS;
			$task  = sprintf( $task, max( Summary::MIN_WORDS, min( Summary::MAX_WORDS, $words ) ) );
		}

		$parts = array();
		if ( $follow_up ) {
			$parts[] = 'Apply this to your previous answer and answer with the whole new version.';
		}
		$parts[] = $task;
		if ( '' !== $request ) {
			$parts[] = 'userPrompt' === $type || 'formCustomPrompt' === $type
				? "The user's request:\n\"\"\"\n" . $request . "\n\"\"\""
				: "The user adds:\n\"\"\"\n" . $request . "\n\"\"\"";
		}
		if ( 'changeTone' !== $type && '' !== $tone ) {
			$parts[] = sprintf( 'Write in a %s tone.', $tone );
		}
		if ( 'changeLanguage' !== $type && '' !== $language ) {
			$parts[] = sprintf( 'Answer in %s.', self::language_name( $language ) );
		}
		if ( 'formCustomPrompt' === $type && ! empty( $context['supports'] ) && is_array( $context['supports'] ) ) {
			$blocks  = array_filter( array_map( array( __CLASS__, 'label' ), array_map( 'strval', $context['supports'] ) ) );
			$parts[] = 'Use only these blocks: ' . implode( ', ', $blocks ) . '.';
		}
		if ( '' !== $content ) {
			$parts[] = "Content:\n\"\"\"\n" . $content . "\n\"\"\"";
		} elseif ( ! $follow_up && ! in_array( $type, array( 'userPrompt', 'formCustomPrompt', 'imageAltText', 'imageCaption' ), true ) ) {
			// Nothing to work on: let the marker rule apply.
			$parts[] = 'Content: (none)';
		}
		return implode( "\n\n", $parts );
	}

	/**
	 * The English name of a language code or locale ('fr', 'fr_FR', 'pt-BR'),
	 * with the code; anything else as given.
	 *
	 * @since 0.1.0
	 *
	 * @param string $language Code, locale or name.
	 */
	public static function language_name( string $language ): string {
		$language = self::label( $language );
		$code     = strtolower( (string) preg_replace( '/[_-].*$/', '', $language ) );
		if ( isset( self::LANGUAGES[ $code ] ) ) {
			return self::LANGUAGES[ $code ] . ' (' . $language . ')';
		}
		return '' !== $language ? $language : 'English';
	}

	/**
	 * A context field as text.
	 *
	 * @param array<string,mixed> $context Context.
	 * @param string              $key     Field.
	 */
	private static function text( array $context, string $key ): string {
		return isset( $context[ $key ] ) && is_scalar( $context[ $key ] ) ? trim( (string) $context[ $key ] ) : '';
	}

	/**
	 * A short label (tone, language, block name) as one plain line, so that it
	 * cannot carry instructions of its own.
	 *
	 * @param string $value Value.
	 */
	private static function label( string $value ): string {
		return mb_substr( trim( (string) preg_replace( '/[^\p{L}\p{N} _\/().-]+/u', ' ', $value ) ), 0, 40 );
	}
}
