<?php
/**
 * What one caller allows its outgoing requests to do.
 *
 * @package Cairn
 */

namespace Cairn\Http;

defined( 'ABSPATH' ) || exit;

/**
 * The rules of one caller of Outgoing_Request: which hosts it may reach,
 * whether the owner allowed addresses on the site's own machine or network,
 * how many bytes and seconds an answer may take, how many redirects are
 * followed and which headers are credentials (never sent to another host).
 *
 * @since 0.2.0
 */
final class Policy {

	/**
	 * Hosts the caller may reach (lower case, exact, or `.example.com` for a
	 * domain and its subdomains); empty for any public host.
	 *
	 * @var string[]
	 */
	public $allowed_hosts = array();

	/**
	 * Whether loopback and private addresses are allowed (the owner said the
	 * server runs on this machine or network). Link-local and cloud metadata
	 * addresses are refused whatever this says.
	 *
	 * @var bool
	 */
	public $allow_private = false;

	/**
	 * Bytes of answer accepted; beyond, the request fails.
	 *
	 * @var int
	 */
	public $max_bytes = 1048576;

	/**
	 * Seconds the whole request may take.
	 *
	 * @var float
	 */
	public $timeout = 30.0;

	/**
	 * Redirects followed, each checked like the first URL; 0 refuses any.
	 *
	 * @var int
	 */
	public $max_redirects = 0;

	/**
	 * Request headers (lower case) that carry credentials: dropped when a
	 * redirect leads to another scheme, host or port.
	 *
	 * @var string[]
	 */
	public $credential_headers = array( 'authorization', 'proxy-authorization', 'cookie', 'x-api-key', 'api-key' );

	/**
	 * Sets the rules.
	 *
	 * @since 0.2.0
	 *
	 * @param array<string,mixed> $rules Any of the public properties.
	 */
	public function __construct( array $rules = array() ) {
		foreach ( $rules as $name => $value ) {
			if ( property_exists( $this, $name ) ) {
				$this->$name = $value;
			}
		}
		$this->allowed_hosts      = array_map( 'strtolower', array_map( 'strval', (array) $this->allowed_hosts ) );
		$this->credential_headers = array_map( 'strtolower', array_map( 'strval', (array) $this->credential_headers ) );
		$this->allow_private      = (bool) $this->allow_private;
		$this->max_bytes          = max( 1, (int) $this->max_bytes );
		$this->timeout            = max( 0.1, (float) $this->timeout );
		$this->max_redirects      = max( 0, (int) $this->max_redirects );
	}
}
