<?php
/**
 * Chapters read from a video's description.
 *
 * @package Cairn
 */

namespace Cairn\Video;

defined( 'ABSPATH' ) || exit;

/**
 * The server's twin of extensions/post-ai/parse-chapters.ts, on the same cases
 * (extensions/post-ai/test/chapter-cases.json): a line that starts with a time,
 * `m:ss` or `h:mm:ss`, optionally in brackets, then a title, is a chapter;
 * chapters are sorted by their start, at most 99:59:59.
 *
 * @since 0.5.0
 */
final class Video_Chapters {

	/** The latest start a chapter may have, in seconds. */
	public const MAX_SECONDS = 359999;

	/** A chapter line. */
	private const LINE = '/^\s*(?:\[(\d{1,2}:)?(\d{1,2}):(\d{2})\]|\((\d{1,2}:)?(\d{1,2}):(\d{2})\)|(\d{1,2}:)?(\d{1,2}):(\d{2}))[ \t]*(?:(?:-|–|—|:)[ \t]*)?([^\s\])].*?)\s*$/u';

	/**
	 * The chapters of a text.
	 *
	 * @since 0.5.0
	 *
	 * @param string $text The text.
	 * @return array<int,array{startAt:string,seconds:int,title:string}>
	 */
	public static function parse( string $text ): array {
		$chapters = array();
		foreach ( (array) preg_split( '/\r\n|\r|\n/', $text ) as $line ) {
			if ( ! preg_match( self::LINE, (string) $line, $match, PREG_UNMATCHED_AS_NULL ) ) {
				continue;
			}
			foreach ( array( 1, 4, 7 ) as $at ) {
				if ( null !== $match[ $at + 1 ] ) {
					break;
				}
			}
			$hours   = (string) $match[ $at ];
			$minutes = (int) $match[ $at + 1 ];
			$seconds = (int) $match[ $at + 2 ];
			// Minutes after an hour, and seconds, stay under 60.
			if ( $seconds > 59 || ( '' !== $hours && $minutes > 59 ) ) {
				continue;
			}
			$start = (int) rtrim( '' === $hours ? '0' : $hours, ':' ) * 3600 + $minutes * 60 + $seconds;
			if ( $start > self::MAX_SECONDS ) {
				continue;
			}
			$chapters[] = array(
				'startAt' => self::format( $start ),
				'seconds' => $start,
				'title'   => (string) $match[10],
			);
		}
		usort(
			$chapters,
			static function ( array $a, array $b ): int {
				return $a['seconds'] <=> $b['seconds'];
			}
		);
		return $chapters;
	}

	/**
	 * Seconds as zero-padded `hh:mm:ss`.
	 *
	 * @since 0.5.0
	 *
	 * @param int $seconds The seconds.
	 */
	public static function format( int $seconds ): string {
		return sprintf( '%02d:%02d:%02d', intdiv( $seconds, 3600 ), intdiv( $seconds % 3600, 60 ), $seconds % 60 );
	}

	/**
	 * A chapters track (WebVTT) of chapters: each runs until the next
	 * starts, the last until the video ends.
	 *
	 * @since 0.5.0
	 *
	 * @param array<int,array{startAt:string,seconds:int,title:string}> $chapters The chapters.
	 * @param int                                                       $duration The video's length in seconds; 0 when unknown.
	 */
	public static function to_vtt( array $chapters, int $duration ): string {
		$vtt = "WEBVTT\n";
		foreach ( $chapters as $index => $chapter ) {
			$end  = isset( $chapters[ $index + 1 ] ) ? $chapters[ $index + 1 ]['seconds'] : max( $duration, $chapter['seconds'] + 1 );
			$vtt .= sprintf( "\n%d\n%s.000 --> %s.000\n%s\n", $index + 1, $chapter['startAt'], self::format( $end ), str_replace( '-->', '->', $chapter['title'] ) );
		}
		return $vtt;
	}
}
