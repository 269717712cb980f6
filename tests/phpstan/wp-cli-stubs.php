<?php
/**
 * What PHPStan needs to know of WP-CLI for `wp cairn convert-jetpack`
 * (Cairn\Jetpack\Convert_Command): the calls it makes, with WP-CLI's
 * signatures. WP-CLI is not a dependency (it loads the plugin, not the other
 * way round) and its stubs package is not available here.
 *
 * @package Cairn
 */

// phpcs:disable -- declarations only, in WP-CLI's own names.

namespace {

/**
 * WP-CLI's facade.
 */
class WP_CLI {

	/**
	 * Registers a command.
	 *
	 * @param string               $name     The command's name.
	 * @param callable|object      $callable What runs it.
	 * @param array<string,mixed>  $args     Options.
	 */
	public static function add_command( $name, $callable, $args = array() ): bool {
		return true;
	}

	/**
	 * Prints a line.
	 *
	 * @param string $message The line.
	 */
	public static function line( $message = '' ): void {}

	/**
	 * Prints a success message.
	 *
	 * @param string $message The message.
	 */
	public static function success( $message ): void {}

	/**
	 * Prints a warning.
	 *
	 * @param string $message The message.
	 */
	public static function warning( $message ): void {}
}

}

namespace WP_CLI\Utils {

/**
 * A progress bar.
 *
 * @param string $message The label.
 * @param int    $count   The end.
 * @return \cli\progress\Bar|\WP_CLI\NoOp
 */
function make_progress_bar( $message, $count ) {
	return new \cli\progress\Bar();
}

/**
 * Prints items as a table or another format.
 *
 * @param string                          $format The format.
 * @param array<int,array<string,mixed>>  $items  The rows.
 * @param string[]|string                 $fields The columns.
 */
function format_items( $format, $items, $fields ): void {}

}

namespace cli\progress {

/**
 * WP-CLI's progress bar.
 */
class Bar {

	/**
	 * One step.
	 *
	 * @param int $increment Steps.
	 */
	public function tick( $increment = 1 ): void {}

	/**
	 * The end.
	 */
	public function finish(): void {}
}

}

namespace WP_CLI {

/**
 * What WP-CLI returns instead of a progress bar when output is quiet.
 */
class NoOp {

	/**
	 * Takes any call.
	 *
	 * @param string       $method The method.
	 * @param array<mixed> $args   Its arguments.
	 * @return null
	 */
	public function __call( $method, $args ) {
		return null;
	}
}
}
