<?php
/**
 * Chapters from a video's description.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Video\Video_Chapters;

/**
 * The server's chapter parser on the cases the editor's parser passes.
 */
final class Test_Video_Chapters extends Test_Case {

	/**
	 * The shared cases.
	 *
	 * @return array<int,array{0:string,1:array<int,array{0:string,1:string}>}>
	 */
	public function cases(): array {
		$cases = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/extensions/post-ai/test/chapter-cases.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		return array_map(
			static function ( array $case ): array {
				return array( $case['text'], $case['chapters'] );
			},
			(array) $cases
		);
	}

	/**
	 * Each case reads as the editor reads it.
	 *
	 * @dataProvider cases
	 *
	 * @param string                              $text     The text.
	 * @param array<int,array{0:string,1:string}> $expected Starts and titles.
	 */
	public function test_the_cases_read_as_in_the_editor( string $text, array $expected ): void {
		$this->assertSame(
			$expected,
			array_map(
				static function ( array $chapter ): array {
					return array( $chapter['startAt'], $chapter['title'] );
				},
				Video_Chapters::parse( $text )
			)
		);
	}

	public function test_chapters_make_a_webvtt_track_each_running_to_the_next(): void {
		$vtt = Video_Chapters::to_vtt( Video_Chapters::parse( "0:00 Intro\n1:30 Bakery --> oven" ), 200 );
		$this->assertSame( "WEBVTT\n\n1\n00:00:00.000 --> 00:01:30.000\nIntro\n\n2\n00:01:30.000 --> 00:03:20.000\nBakery -> oven\n", $vtt );
	}
}
