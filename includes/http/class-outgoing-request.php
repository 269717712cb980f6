<?php
/**
 * The one way Cairn calls a URL that an owner or a user chose.
 *
 * @package Cairn
 */

namespace Cairn\Http;

use WP_Error;
use WP_Http;

defined( 'ABSPATH' ) || exit;

/**
 * Every outgoing request to a URL from outside the code (the AI provider's
 * base URL; later embeds, GIF search, Instagram, maps, the redirect resolver)
 * goes through request():
 *
 * - http and https only, and only the caller's allowed hosts when it has a list;
 * - the host is resolved here, every address it resolves to is checked
 *   (link-local, cloud metadata, unspecified, multicast and reserved ranges
 *   always refused; loopback and private ranges refused unless the caller's
 *   policy allows them), and the connection is pinned to the checked address
 *   (cURL's CURLOPT_RESOLVE), so that a second DNS answer cannot swap it;
 * - redirects are followed by hand, each hop checked again, and credential
 *   headers never go to another scheme, host or port;
 * - the answer is cut off, and the request fails, beyond the policy's bytes;
 * - the request itself is made with wp_remote_request(), so WordPress's proxy
 *   settings, WP_HTTP_BLOCK_EXTERNAL / WP_ACCESSIBLE_HOSTS and the
 *   `http_request_args` and `pre_http_request` filters apply.
 *
 * A caller may read the answer as it arrives (`on_data`) and be asked about
 * once a second whether to go on (`on_tick`): streaming uses the same path.
 *
 * @since 0.2.0
 */
final class Outgoing_Request {

	/**
	 * Ranges refused whatever the policy: unspecified, link-local, cloud
	 * metadata, multicast, reserved, broadcast.
	 *
	 * @var string[]
	 */
	private const RESERVED = array(
		'0.0.0.0/8',
		'169.254.0.0/16',
		'100.100.100.200/32',
		'192.0.0.0/24',
		'224.0.0.0/4',
		'240.0.0.0/4',
		'::/128',
		'fe80::/10',
		'fec0::/10',
		'ff00::/8',
		'fd00:ec2::254/128',
		'100::/64',
	);

	/**
	 * Ranges refused unless the policy allows the site's own machine or
	 * network: loopback, private, shared (CGNAT), benchmarking, unique local.
	 *
	 * @var string[]
	 */
	private const PRIVATE = array(
		'127.0.0.0/8',
		'10.0.0.0/8',
		'172.16.0.0/12',
		'192.168.0.0/16',
		'100.64.0.0/10',
		'198.18.0.0/15',
		'::1/128',
		'fc00::/7',
	);

	/**
	 * The resolver used instead of the system's (tests).
	 *
	 * @var callable|null
	 */
	private static $resolver = null;

	/**
	 * Sets the host resolver: `function ( string $host ): string[]`, the
	 * addresses. Null restores the system's.
	 *
	 * @since 0.2.0
	 *
	 * @param callable|null $resolver Resolver.
	 */
	public static function set_resolver( ?callable $resolver ): void {
		self::$resolver = $resolver;
	}

	/**
	 * Makes a request under a policy.
	 *
	 * @since 0.2.0
	 *
	 * @param string              $url    URL.
	 * @param array<string,mixed> $args   wp_remote_request() arguments (method, headers, body), plus
	 *                                    'on_data' (`function ( string $bytes, int $status, string $type ): bool`,
	 *                                    false stops) and 'on_tick' (`function (): bool`, false stops).
	 * @param Policy              $policy The caller's rules.
	 * @return array<string,mixed>|WP_Error The response (its body is empty when on_data took it; `cairn_url`
	 *                                      is the URL that answered, after redirects), or
	 *                                      `cairn_http_refused`, `cairn_http_redirect`, `cairn_http_too_large`,
	 *                                      `cairn_http_stopped` or WordPress's own errors.
	 */
	public static function request( string $url, array $args, Policy $policy ) {
		$headers = isset( $args['headers'] ) && is_array( $args['headers'] ) ? $args['headers'] : array();
		$method  = isset( $args['method'] ) ? strtoupper( (string) $args['method'] ) : 'GET';
		$origin  = self::origin( $url );

		for ( $hop = 0; ; $hop++ ) {
			$target = self::check( $url, $policy );
			if ( is_wp_error( $target ) ) {
				return $target;
			}
			if ( self::origin( $url ) !== $origin ) {
				// Credentials stay with the host they were meant for.
				foreach ( array_keys( $headers ) as $name ) {
					if ( in_array( strtolower( (string) $name ), $policy->credential_headers, true ) ) {
						unset( $headers[ $name ] );
					}
				}
			}
			$response = self::send(
				$url,
				$target,
				array(
					'method'  => $method,
					'headers' => $headers,
				) + $args,
				$policy
			);
			if ( is_wp_error( $response ) ) {
				return $response;
			}
			$status   = (int) wp_remote_retrieve_response_code( $response );
			$location = (string) wp_remote_retrieve_header( $response, 'location' );
			if ( $status < 300 || $status >= 400 || '' === $location ) {
				// Where the answer came from, after the redirects followed.
				$response['cairn_url'] = $url;
				return $response;
			}
			if ( $hop >= $policy->max_redirects ) {
				return new WP_Error(
					'cairn_http_redirect',
					__( 'The server answered with a redirect, which is not followed.', 'cairn' ),
					array( 'status' => $status )
				);
			}
			$url = WP_Http::make_absolute_url( $location, $url );
			if ( 303 === $status || ( in_array( $status, array( 301, 302 ), true ) && 'POST' === $method ) ) {
				$method = 'GET';
				unset( $args['body'] );
			}
		}
	}

	/**
	 * Checks a URL under a policy without requesting it: the scheme, the
	 * host, and every address the host resolves to.
	 *
	 * @since 0.2.0
	 *
	 * @param string $url    URL.
	 * @param Policy $policy Rules.
	 * @return array{host:string,port:int,ip:string}|WP_Error The address to connect to, or `cairn_http_refused`.
	 */
	public static function check( string $url, Policy $policy ) {
		$parts  = wp_parse_url( $url );
		$scheme = isset( $parts['scheme'] ) ? strtolower( $parts['scheme'] ) : '';
		$host   = isset( $parts['host'] ) ? strtolower( trim( $parts['host'], '[]' ) ) : '';
		if ( ! in_array( $scheme, array( 'http', 'https' ), true ) || '' === $host || isset( $parts['user'] ) || isset( $parts['pass'] ) ) {
			return self::refused( __( 'Only http and https addresses can be reached.', 'cairn' ), 'scheme' );
		}
		if ( $policy->allowed_hosts && ! self::host_allowed( $host, $policy->allowed_hosts ) ) {
			/* translators: %s: a host name. */
			return self::refused( sprintf( __( 'The host %s is not one this feature may reach.', 'cairn' ), $host ), 'host' );
		}
		$ips = self::resolve( $host );
		if ( ! $ips ) {
			/* translators: %s: a host name. */
			return self::refused( sprintf( __( 'The host %s could not be found.', 'cairn' ), $host ), 'unresolved' );
		}
		foreach ( $ips as $ip ) {
			$kind = self::classify( $ip );
			if ( 'reserved' === $kind || ( 'private' === $kind && ! $policy->allow_private ) ) {
				return self::refused(
					'reserved' === $kind
						/* translators: %s: a host name. */
						? sprintf( __( 'The host %s is a link-local, metadata or reserved address, which is never reached.', 'cairn' ), $host )
						/* translators: %s: a host name. */
						: sprintf( __( 'The host %s is on this machine or a private network, which is not allowed here.', 'cairn' ), $host ),
					$kind
				);
			}
		}
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return array(
			'host' => $host,
			'port' => $port,
			'ip'   => $ips[0],
		);
	}

	/**
	 * What an address is: 'reserved' (never reached), 'private' (loopback or
	 * a private network: only when allowed) or 'public'. IPv4 addresses
	 * carried in IPv6 (mapped, compatible, NAT64, 6to4) count as themselves.
	 *
	 * @since 0.2.0
	 *
	 * @param string $ip IPv4 or IPv6 address.
	 * @return string 'reserved' for anything that is not an address.
	 */
	public static function classify( string $ip ): string {
		$packed = @inet_pton( trim( $ip, '[]' ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a malformed address is an answer, not a warning.
		if ( false === $packed ) {
			return 'reserved';
		}
		if ( 16 === strlen( $packed ) ) {
			$v4 = self::embedded_ipv4( $packed );
			if ( null !== $v4 ) {
				$packed = $v4;
			}
		}
		foreach ( array(
			'reserved' => self::RESERVED,
			'private'  => self::PRIVATE,
		) as $kind => $ranges ) {
			foreach ( $ranges as $range ) {
				if ( self::in_range( $packed, $range ) ) {
					return $kind;
				}
			}
		}
		return 'public';
	}

	/**
	 * Sends one hop, pinned to the checked address.
	 *
	 * @param string                                $url    URL.
	 * @param array{host:string,port:int,ip:string} $target Checked address.
	 * @param array<string,mixed>                   $args   Arguments.
	 * @param Policy                                $policy Rules.
	 * @return array<string,mixed>|WP_Error
	 */
	private static function send( string $url, array $target, array $args, Policy $policy ) {
		$on_data = isset( $args['on_data'] ) && is_callable( $args['on_data'] ) ? $args['on_data'] : null;
		$on_tick = isset( $args['on_tick'] ) && is_callable( $args['on_tick'] ) ? $args['on_tick'] : null;
		unset( $args['on_data'], $args['on_tick'] );

		$marker = wp_generate_uuid4();
		$state  = new Transfer_State();
		$args   = array_merge(
			$args,
			array(
				'timeout'             => $policy->timeout,
				'redirection'         => 0,
				'reject_unsafe_urls'  => false, // Checked above, with the caller's policy.
				'limit_response_size' => $policy->max_bytes,
				'stream'              => false,
				'cairn_request'       => $marker,
			)
		);

		$hook = static function ( $handle, $parsed_args ) use ( $marker, $target, $state, $on_data, $on_tick, $policy ): void {
			if ( ! is_array( $parsed_args ) || ( $parsed_args['cairn_request'] ?? '' ) !== $marker ) {
				return;
			}
			$state->hooked = true;
			$ip            = false !== strpos( $target['ip'], ':' ) ? '[' . $target['ip'] . ']' : $target['ip'];
			// phpcs:disable WordPress.WP.AlternativeFunctions.curl_curl_setopt, WordPress.WP.AlternativeFunctions.curl_curl_getinfo
			// The connection goes to the address that was checked, whatever DNS says now.
			curl_setopt( $handle, CURLOPT_RESOLVE, array( $target['host'] . ':' . $target['port'] . ':' . $ip ) );
			curl_setopt( $handle, CURLOPT_FOLLOWLOCATION, false );
			curl_setopt( $handle, CURLOPT_PROTOCOLS, CURLPROTO_HTTP | CURLPROTO_HTTPS );
			curl_setopt(
				$handle,
				CURLOPT_WRITEFUNCTION,
				static function ( $curl, string $data ) use ( $state, $on_data, $policy ): int {
					$length = strlen( $data );
					if ( $state->abort ) {
						// Stopping: the progress function ends the transfer. A short
						// return would make Requests send the request again.
						return $length;
					}
					$state->bytes += $length;
					if ( $state->bytes > $policy->max_bytes ) {
						$state->too_big = true;
						$state->abort   = true;
						return $length;
					}
					if ( $on_data ) {
						$status = (int) curl_getinfo( $curl, CURLINFO_RESPONSE_CODE );
						$type   = (string) curl_getinfo( $curl, CURLINFO_CONTENT_TYPE );
						if ( false === $on_data( $data, $status, $type ) ) {
							$state->stopped = true;
							$state->abort   = true;
						}
					} else {
						$state->body .= $data;
					}
					return $length;
				}
			);
			curl_setopt( $handle, CURLOPT_NOPROGRESS, false );
			curl_setopt(
				$handle,
				defined( 'CURLOPT_XFERINFOFUNCTION' ) ? constant( 'CURLOPT_XFERINFOFUNCTION' ) : CURLOPT_PROGRESSFUNCTION,
				static function () use ( $state, $on_tick ): int {
					if ( ! $state->abort && $on_tick && false === $on_tick() ) {
						$state->stopped = true;
						$state->abort   = true;
					}
					return $state->abort ? 1 : 0;
				}
			);
			// phpcs:enable
		};

		if ( ! function_exists( 'curl_init' ) ) {
			// Without cURL the connection cannot be pinned to the checked address.
			return self::refused( __( 'Outgoing requests need PHP’s cURL extension.', 'cairn' ), 'transport' );
		}
		add_action( 'http_api_curl', $hook, 10, 2 );
		$response = wp_remote_request( $url, $args );
		remove_action( 'http_api_curl', $hook, 10 );

		if ( $state->too_big ) {
			return new WP_Error( 'cairn_http_too_large', __( 'The answer was too large.', 'cairn' ) );
		}
		if ( $state->stopped ) {
			return new WP_Error( 'cairn_http_stopped', __( 'The request was stopped.', 'cairn' ) );
		}
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		if ( ! $state->hooked ) {
			// Answered by a `pre_http_request` filter, or by a transport other than cURL.
			$body = (string) wp_remote_retrieve_body( $response );
			if ( strlen( $body ) > $policy->max_bytes ) {
				return new WP_Error( 'cairn_http_too_large', __( 'The answer was too large.', 'cairn' ) );
			}
			if ( $on_data && '' !== $body ) {
				$on_data( $body, (int) wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_header( $response, 'content-type' ) );
				$response['body'] = '';
			}
			return $response;
		}
		$response['body'] = $state->body;
		return $response;
	}

	/**
	 * The host's addresses, from the test resolver, the
	 * `cairn_http_host_addresses` filter or the system. Whichever answers,
	 * every address is then checked like one from DNS.
	 *
	 * @param string $host Host name or address.
	 * @return string[]
	 */
	private static function resolve( string $host ): array {
		if ( self::$resolver ) {
			return array_values( array_filter( array_map( 'strval', (array) call_user_func( self::$resolver, $host ) ) ) );
		}
		if ( false !== filter_var( $host, FILTER_VALIDATE_IP ) ) {
			return array( $host );
		}
		/**
		 * Filters a host's addresses before DNS is asked: a site whose
		 * outgoing requests must reach a name its resolver does not know
		 * (split-horizon DNS, a test network) answers here. The addresses are
		 * checked like DNS answers: a private, loopback, link-local or
		 * metadata address is refused all the same.
		 *
		 * @since 0.5.0
		 *
		 * @param string[]|null $addresses Null to ask DNS.
		 * @param string        $host      The host name, in lower case.
		 */
		$given = apply_filters( 'cairn_http_host_addresses', null, $host );
		if ( null !== $given ) {
			return array_values( array_filter( array_map( 'strval', (array) $given ) ) );
		}
		$ips = gethostbynamel( $host );
		if ( $ips ) {
			return $ips;
		}
		$records = function_exists( 'dns_get_record' ) ? @dns_get_record( $host, DNS_AAAA ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- an unknown host is an answer.
		$ips     = array();
		foreach ( is_array( $records ) ? $records : array() as $record ) {
			if ( isset( $record['ipv6'] ) ) {
				$ips[] = (string) $record['ipv6'];
			}
		}
		return $ips;
	}

	/**
	 * Whether a host is in an allowlist (`.example.com` covers subdomains).
	 *
	 * @param string   $host    Host.
	 * @param string[] $allowed Allowlist.
	 */
	private static function host_allowed( string $host, array $allowed ): bool {
		foreach ( $allowed as $entry ) {
			if ( $host === $entry || ( '.' === substr( $entry, 0, 1 ) && ( substr( $host, -strlen( $entry ) ) === $entry || substr( $entry, 1 ) === $host ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Scheme, host and port of a URL.
	 *
	 * @param string $url URL.
	 */
	private static function origin( string $url ): string {
		$parts  = wp_parse_url( $url );
		$scheme = isset( $parts['scheme'] ) ? strtolower( $parts['scheme'] ) : '';
		$port   = isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === $scheme ? 443 : 80 );
		return $scheme . '://' . ( isset( $parts['host'] ) ? strtolower( $parts['host'] ) : '' ) . ':' . $port;
	}

	/**
	 * The IPv4 address an IPv6 address carries (mapped, compatible, NAT64, 6to4), if any.
	 *
	 * @param string $packed 16 bytes.
	 * @return string|null 4 bytes.
	 */
	private static function embedded_ipv4( string $packed ): ?string {
		$zero10 = str_repeat( "\0", 10 );
		if ( 0 === strpos( $packed, $zero10 . "\xff\xff" ) ) {
			return substr( $packed, 12 );
		}
		if ( 0 === strpos( $packed, str_repeat( "\0", 12 ) ) && ltrim( substr( $packed, 12 ), "\0" ) !== '' && substr( $packed, 12 ) !== "\0\0\0\1" ) {
			return substr( $packed, 12 );
		}
		if ( 0 === strpos( $packed, "\x00\x64\xff\x9b" . str_repeat( "\0", 8 ) ) ) {
			return substr( $packed, 12 );
		}
		if ( 0 === strpos( $packed, "\x20\x02" ) ) {
			return substr( $packed, 2, 4 );
		}
		return null;
	}

	/**
	 * Whether a packed address is in a CIDR range of the same family.
	 *
	 * @param string $packed Packed address.
	 * @param string $range  `address/bits`.
	 */
	private static function in_range( string $packed, string $range ): bool {
		list( $base, $bits ) = explode( '/', $range );
		$base                = (string) inet_pton( $base );
		if ( strlen( $base ) !== strlen( $packed ) ) {
			return false;
		}
		$bits  = (int) $bits;
		$bytes = intdiv( $bits, 8 );
		if ( substr( $packed, 0, $bytes ) !== substr( $base, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $packed[ $bytes ] ) & $mask ) === ( ord( $base[ $bytes ] ) & $mask );
	}

	/**
	 * A refusal.
	 *
	 * @param string $message Why.
	 * @param string $kind    'scheme', 'host', 'unresolved', 'reserved', 'private' or 'transport'.
	 */
	private static function refused( string $message, string $kind ): WP_Error {
		return new WP_Error( 'cairn_http_refused', $message, array( 'kind' => $kind ) );
	}
}
