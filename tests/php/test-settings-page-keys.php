<?php
/**
 * Settings → Cairn knows every setting the server knows.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Settings;

/**
 * The page's key lists (settings/constants.ts) and key types
 * (settings/types.ts) are the server's, in both directions, and each key has
 * its field in a section: a key added on the server without a field, or to
 * one list and not the others, fails here, so no setting can be stored that
 * the owner cannot see or set.
 */
final class Test_Settings_Page_Keys extends Test_Case {

	/**
	 * The page's constants, as written.
	 */
	private function constants(): string {
		return $this->source( 'constants.ts' );
	}

	/**
	 * One of the settings page's source files, as written.
	 *
	 * @param string $file The file, in settings/.
	 */
	private function source( string $file ): string {
		return (string) file_get_contents( dirname( __DIR__, 2 ) . '/settings/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the plugin's own source.
	}

	/**
	 * The quoted keys of one exported union type of settings/types.ts.
	 *
	 * @param string $name The type, such as ServiceKey.
	 * @return string[]
	 */
	private function type_of( string $name ): array {
		$this->assertSame( 1, preg_match( '/export type ' . $name . '\s*=((?:\s*\|\s*\'[a-z0-9_]+\')+)\s*;/', $this->source( 'types.ts' ), $match ), "settings/types.ts has no union type {$name}." );
		preg_match_all( "/'([a-z0-9_]+)'/", $match[1], $keys );
		return $keys[1];
	}

	/**
	 * The quoted keys of one exported list.
	 *
	 * @param string $name The list, such as SERVICE_KEYS.
	 * @return string[]
	 */
	private function list_of( string $name ): array {
		$this->assertSame( 1, preg_match( '/export const ' . $name . '[^=]*=\s*\[(.*?)\];/s', $this->constants(), $match ), "settings/constants.ts has no list {$name}." );
		preg_match_all( "/'([a-z0-9_]+)'/", $match[1], $keys );
		return $keys[1];
	}

	public function test_the_page_lists_exactly_the_service_keys_the_server_knows(): void {
		$this->assertEqualsCanonicalizing( Settings::SERVICE_FIELDS, $this->list_of( 'SERVICE_KEYS' ) );
	}

	public function test_the_page_lists_exactly_the_secrets_the_server_knows(): void {
		$this->assertEqualsCanonicalizing( Settings::SECRET_FIELDS, $this->list_of( 'SECRET_KEYS' ) );
	}

	public function test_the_page_types_name_exactly_the_service_keys_the_server_knows(): void {
		$this->assertEqualsCanonicalizing( Settings::SERVICE_FIELDS, $this->type_of( 'ServiceKey' ) );
	}

	public function test_the_page_types_name_exactly_the_secrets_the_server_knows(): void {
		$this->assertEqualsCanonicalizing( Settings::SECRET_FIELDS, $this->type_of( 'SecretKey' ) );
	}

	public function test_every_key_has_its_field_in_a_section(): void {
		$sections = substr( $this->constants(), (int) strpos( $this->constants(), 'export function getSections' ) );
		foreach ( array_merge( Settings::SERVICE_FIELDS, Settings::SECRET_FIELDS ) as $key ) {
			$this->assertMatchesRegularExpression( "/key: '{$key}'|providerField\(\s*'{$key}'/", $sections, "Settings → Cairn has no field for “{$key}”." );
		}
	}
}
