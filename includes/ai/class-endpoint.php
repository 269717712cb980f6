<?php
/**
 * Where the site sends AI requests, and who may change it.
 *
 * @package Cairn
 */

namespace Cairn\AI;

use Cairn\Http\Outgoing_Request;
use Cairn\Http\Policy;
use Cairn\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The AI endpoint's rules, which the settings, their REST route, the
 * connection test and the provider all apply: which base URLs may be saved
 * (never link-local or cloud metadata addresses; this machine or a private
 * network only when the administrator says the AI server runs there), and
 * who may change the base URL and the providers (on a network managed
 * from above, only its administrators).
 *
 * @since 0.8.0 Moved from Settings.
 */
final class Endpoint {

	/**
	 * Whether the administrator said the AI server runs on the site's own
	 * machine or network (a local model server such as Ollama): only then are
	 * loopback and private addresses reached. Link-local and cloud metadata
	 * addresses never are.
	 *
	 * @since 0.2.0
	 */
	public static function is_local(): bool {
		return '1' === Settings::get( 'ai_allow_local' );
	}

	/**
	 * Why an AI base URL cannot be saved, or null when it can. A host that
	 * does not resolve now is accepted: every request checks it again.
	 *
	 * @since 0.2.0
	 *
	 * @param string $url         Base URL.
	 * @param bool   $allow_local Whether the AI server may be on this machine or network.
	 */
	public static function refuse_base_url( string $url, bool $allow_local ): ?string {
		$checked = Outgoing_Request::check( $url, new Policy( array( 'allow_private' => $allow_local ) ) );
		if ( ! is_wp_error( $checked ) ) {
			return null;
		}
		$data = $checked->get_error_data();
		$kind = is_array( $data ) && isset( $data['kind'] ) ? $data['kind'] : '';
		if ( 'reserved' === $kind ) {
			return __( 'The AI base URL points to a link-local or cloud metadata address, which Cairn never calls.', 'cairn' );
		}
		if ( 'private' === $kind ) {
			return __( 'The AI base URL points to this machine or a private network. If your AI server runs there (Ollama, LM Studio…), turn on “The AI server runs on this machine or network” first.', 'cairn' );
		}
		return 'scheme' === $kind ? $checked->get_error_message() : null;
	}

	/**
	 * Whether the current user may change where the server sends AI requests
	 * (`ai_base_url`, `ai_provider_*`).
	 *
	 * @since 0.1.0
	 */
	public static function can_manage(): bool {
		/**
		 * Filters whether only the network administrator sets the AI base URL
		 * and provider choices.
		 *
		 * @since 0.1.0
		 *
		 * @param bool $managed True on multisite.
		 */
		$managed = (bool) apply_filters( 'cairn_ai_base_url_network_managed', is_multisite() );
		return ! $managed || current_user_can( 'manage_network_options' );
	}
}
