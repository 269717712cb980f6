<?php
/**
 * What Cairn loads in the editor and on a visitor's page.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Assets;

/**
 * The editor gets one script and one stylesheet for all of Cairn; blocks are
 * registered from the built manifest with no editor files of their own, and
 * a visitor's page gets a block's files only where the block is.
 */
final class Test_Assets extends Test_Case {

	protected function tearDown(): void {
		wp_dequeue_style( Assets::EDITOR );
		wp_dequeue_script( Assets::EDITOR );
		unset( $GLOBALS['current_screen'] );
		remove_all_filters( 'load_script_translation_file' );
		remove_all_filters( 'locale' );
		parent::tearDown();
	}

	/**
	 * The block names in the built manifest.
	 *
	 * @return string[] Block names.
	 */
	private function manifest_blocks(): array {
		$manifest = \Cairn\PLUGIN_DIR . '/build/blocks-manifest.php';
		$this->assertFileExists( $manifest, 'Run npm run build: blocks are registered from build/blocks-manifest.php.' );
		return array_values( wp_list_pluck( require $manifest, 'name' ) );
	}

	public function test_every_block_in_the_manifest_is_registered(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $this->manifest_blocks() as $name ) {
			$this->assertTrue( $registry->is_registered( $name ), $name );
		}
	}

	public function test_no_block_brings_editor_files_of_its_own(): void {
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $this->manifest_blocks() as $name ) {
			$block = $registry->get_registered( $name );
			$this->assertSame( array(), $block->editor_script_handles, $name );
			$this->assertSame( array(), $block->editor_style_handles, $name );
			// `style` would load in every editor; front-end styles are `viewStyle`.
			$this->assertSame( array(), $block->style_handles, $name );
		}
	}

	public function test_the_editor_script_carries_the_registered_blocks(): void {
		do_action( 'enqueue_block_editor_assets' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WordPress's own hook, fired as the editor does.

		$this->assertTrue( wp_script_is( Assets::EDITOR, 'enqueued' ) );
		$before = implode( '', (array) wp_scripts()->get_data( Assets::EDITOR, 'before' ) );
		$this->assertStringContainsString( 'window.cairnEditorData', $before );
		$this->assertStringContainsString( '"cairn\/markdown"', $before );
	}

	public function test_the_editor_stylesheet_loads_in_the_editor_only(): void {
		Assets::enqueue_editor_style();
		$this->assertFalse( wp_style_is( Assets::EDITOR, 'enqueued' ), 'A visitor page gets no editor stylesheet.' );

		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'post' );
		Assets::enqueue_editor_style();
		$this->assertTrue( wp_style_is( Assets::EDITOR, 'enqueued' ) );
	}

	public function test_a_block_style_loads_only_on_pages_with_the_block(): void {
		$handle = \WP_Block_Type_Registry::get_instance()->get_registered( 'cairn/business-hours' )->view_style_handles[0];

		do_blocks( '<!-- wp:paragraph --><p>No Cairn block</p><!-- /wp:paragraph -->' );
		$this->assertFalse( wp_style_is( $handle, 'enqueued' ) );

		do_blocks( '<!-- wp:cairn/business-hours /-->' );
		$this->assertTrue( wp_style_is( $handle, 'enqueued' ) );
	}

	public function test_the_strings_of_lazy_chunks_are_translated(): void {
		$chunks = glob( \Cairn\PLUGIN_DIR . '/build/chunks/*.js' );
		$this->assertNotEmpty( $chunks, 'Run npm run build.' );
		$chunk = basename( $chunks[0] );

		$translations = get_temp_dir() . 'cairn-chunk-translations.json';
		file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a temporary test file.
			$translations,
			wp_json_encode(
				array(
					'locale_data' => array(
						'messages' => array(
							''          => array( 'lang' => 'fr_FR' ),
							'Add hours' => array( 'Ajouter des horaires' ),
						),
					),
				)
			)
		);
		add_filter(
			'locale',
			static function () {
				return 'fr_FR';
			}
		);
		// Only the chunk's own look-up finds the file, as WordPress would find
		// languages/cairn-fr_FR-<md5 of build/chunks/<chunk>>.json.
		add_filter(
			'load_script_translation_file',
			static function ( $file, $handle ) use ( $chunk, $translations ) {
				return 'cairn-chunk-' . basename( $chunk, '.js' ) === $handle ? $translations : $file;
			},
			10,
			2
		);

		Assets::add_chunk_translations();

		$before = implode( '', (array) wp_scripts()->get_data( Assets::EDITOR, 'before' ) );
		$this->assertStringContainsString( 'Ajouter des horaires', $before );
		$this->assertStringContainsString( 'setLocaleData', $before );
		$this->assertFalse( wp_script_is( 'cairn-chunk-' . basename( $chunk, '.js' ), 'registered' ) );
		unlink( $translations );
	}
}
