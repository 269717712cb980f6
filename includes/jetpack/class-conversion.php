<?php
/**
 * What converting one post's content did.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

defined( 'ABSPATH' ) || exit;

/**
 * The converted content and its report: each block converted (with the
 * attributes kept aside because Cairn's block has no place for them), the
 * Jetpack blocks left as they were because Cairn has no counterpart, what
 * was removed because a post must not hold it (credentials, addresses with
 * a protocol the site refuses, CSS that is not of its type), what the
 * owner must do, and each block whose visitors see only a fallback until
 * the owner acts, with the one setting or action that brings it back.
 *
 * @since 0.5.0
 */
final class Conversion {

	/**
	 * The content after conversion.
	 *
	 * @var string
	 */
	public $content;

	/**
	 * Converted blocks, in document order.
	 *
	 * @var array<int,array{from:string,to:string,kept:string[]}>
	 */
	public $converted = array();

	/**
	 * Jetpack block names left as they were, with how many of each.
	 *
	 * @var array<string,int>
	 */
	public $left = array();

	/**
	 * What the owner must do (settings to fill, connections to make again),
	 * each once.
	 *
	 * @var string[]
	 */
	public $needs = array();

	/**
	 * What was removed, each once: the Jetpack block, the attribute and why
	 * (credential, url, style or handler). Never the removed value itself.
	 *
	 * @var array<int,array{from:string,attribute:string,reason:string}>
	 */
	public $removed = array();

	/**
	 * Each converted block that visitors see only as a fallback (a label, a
	 * list of places) until the owner acts, in document order: the Jetpack
	 * block, the Cairn block and the one setting or action that brings it
	 * back.
	 *
	 * @var array<int,array{from:string,to:string,action:string}>
	 */
	public $waiting = array();

	/**
	 * Starts a report for some content.
	 *
	 * @since 0.5.0
	 *
	 * @param string $content The content as it was.
	 */
	public function __construct( string $content ) {
		$this->content = $content;
	}

	/**
	 * Whether anything was converted.
	 *
	 * @since 0.5.0
	 */
	public function changed(): bool {
		return array() !== $this->converted;
	}

	/**
	 * How many blocks of each Jetpack name were converted.
	 *
	 * @since 0.5.0
	 *
	 * @return array<string,int>
	 */
	public function counts(): array {
		$counts = array();
		foreach ( $this->converted as $entry ) {
			$counts[ $entry['from'] ] = ( $counts[ $entry['from'] ] ?? 0 ) + 1;
		}
		return $counts;
	}

	/**
	 * The report as data (for the REST route and the command's JSON).
	 *
	 * @since 0.5.0
	 *
	 * @return array{converted:array<int,array{from:string,to:string,kept:string[]}>,left:array<string,int>,needs:string[],removed:array<int,array{from:string,attribute:string,reason:string}>,waiting:array<int,array{from:string,to:string,action:string}>}
	 */
	public function to_array(): array {
		return array(
			'converted' => $this->converted,
			'left'      => $this->left,
			'needs'     => $this->needs,
			'removed'   => $this->removed,
			'waiting'   => $this->waiting,
		);
	}
}
