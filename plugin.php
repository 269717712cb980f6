<?php
/**
 * Plugin Name:       Cairn
 * Description:       Content blocks and AI writing tools for the block editor.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      7.4
 * Author:            Cairn
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       cairn
 * Domain Path:       /languages
 *
 * @package Cairn
 */

namespace Cairn;

defined( 'ABSPATH' ) || exit;

const VERSION     = '0.1.0';
const PLUGIN_FILE = __FILE__;
const PLUGIN_DIR  = __DIR__;

require_once __DIR__ . '/includes/class-autoloader.php';
Autoloader::register();

Plugin::instance()->boot();

// The site's private folder (and its secret) exists from the start.
register_activation_hook( __FILE__, array( Video\Private_Dir::class, 'activate' ) );

// The daily crons (Instagram tokens, abandoned uploads, old map images, old rate-limit windows) run while the plugin is active only.
register_deactivation_hook( __FILE__, array( Instagram\Connections::class, 'deactivate' ) );
register_deactivation_hook( __FILE__, array( Video\Upload_Store::class, 'deactivate' ) );
register_deactivation_hook( __FILE__, array( Maps\Image_Cache::class, 'deactivate' ) );
register_deactivation_hook( __FILE__, array( Rate_Limit::class, 'deactivate' ) );
