<?php
/**
 * A Jetpack block whose Cairn counterpart has the same attributes.
 *
 * @package Cairn
 */

namespace Cairn\Jetpack;

defined( 'ABSPATH' ) || exit;

/**
 * The one-to-one rule, for blocks that both plugins built from the same spec
 * with the same attribute names and that Cairn renders on the server: the
 * attributes carry over and the Cairn block saves no markup of its own.
 *
 * @since 0.5.0
 */
final class Direct_Rule extends Rule {

	/**
	 * Jetpack's names.
	 *
	 * @var string[]
	 */
	private $jetpack;

	/**
	 * Cairn's name.
	 *
	 * @var string
	 */
	private $cairn;

	/**
	 * Settings the owner must fill.
	 *
	 * @var string[]
	 */
	private $needs;

	/**
	 * The Cairn block's attributes that hold an address.
	 *
	 * @var string[]
	 */
	private $urls;

	/**
	 * A rule from Jetpack's names to Cairn's.
	 *
	 * @since 0.5.0
	 *
	 * @param string[] $jetpack The Jetpack block's names.
	 * @param string   $cairn   The Cairn block's name.
	 * @param string[] $needs   Settings the owner must fill (for the report).
	 * @param string[] $urls    The Cairn block's attributes that hold an address.
	 */
	public function __construct( array $jetpack, string $cairn, array $needs = array(), array $urls = array() ) {
		$this->jetpack = $jetpack;
		$this->cairn   = $cairn;
		$this->needs   = $needs;
		$this->urls    = $urls;
	}

	/**
	 * {@inheritDoc}
	 */
	public function jetpack_names(): array {
		return $this->jetpack;
	}

	/**
	 * {@inheritDoc}
	 */
	public function cairn_name(): string {
		return $this->cairn;
	}

	/**
	 * {@inheritDoc}
	 */
	public function needs(): array {
		return $this->needs;
	}

	/**
	 * {@inheritDoc}
	 */
	protected function url_attributes(): array {
		return $this->urls;
	}
}
