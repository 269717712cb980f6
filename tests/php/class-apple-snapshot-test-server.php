<?php
/**
 * Starts tests/servers/apple-snapshot.mjs for PHP tests.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

require_once __DIR__ . '/class-node-test-server.php';

// phpcs:disable WordPress.WP.AlternativeFunctions

/**
 * The local Apple Maps Web Snapshots server, run with Node for one test
 * class, with a MapKit key pair of its own: the server verifies signatures
 * with the public half, the site signs with the private one.
 */
final class Apple_Snapshot_Test_Server extends Node_Test_Server {

	/** The team id the server expects. */
	public const TEAM_ID = 'ABCDE12345';

	/** The key id the server expects. */
	public const KEY_ID = 'KEY1234567';

	/**
	 * The private key (PEM, PKCS#8 as Apple's .p8), for the site's settings.
	 *
	 * @var string
	 */
	public $private_key = '';

	/**
	 * Makes a P-256 key pair and starts the server with its public key.
	 *
	 * @throws \RuntimeException When no key can be made or the server does not start.
	 */
	public function __construct() {
		$key = openssl_pkey_new(
			array(
				'private_key_type' => OPENSSL_KEYTYPE_EC,
				'curve_name'       => 'prime256v1',
			)
		);
		if ( false === $key ) {
			throw new \RuntimeException( 'Could not make a P-256 key.' );
		}
		$pem = '';
		openssl_pkey_export( $key, $pem );
		$this->private_key = (string) $pem;
		$details           = openssl_pkey_get_details( $key );
		$this->start( 'apple-snapshot.mjs', array( '--key', base64_encode( is_array( $details ) ? (string) $details['key'] : '' ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- The PEM as one command-line argument.
	}

	/**
	 * Snapshot calls since the last reset, how many had a valid signature,
	 * the last path (query less the credentials) and its annotations.
	 *
	 * @return array{calls:int,verified:int,last:string,annotations:mixed}
	 */
	public function calls(): array {
		$answer = json_decode( (string) file_get_contents( $this->origin() . '/__calls' ), true );
		return array(
			'calls'       => is_array( $answer ) ? (int) $answer['calls'] : -1,
			'verified'    => is_array( $answer ) ? (int) $answer['verified'] : -1,
			'last'        => is_array( $answer ) ? (string) $answer['last'] : '',
			'annotations' => is_array( $answer ) ? $answer['annotations'] : null,
		);
	}

	/**
	 * Clears the calls.
	 */
	public function reset(): void {
		$this->post( '/__reset' );
	}
}
