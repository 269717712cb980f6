<?php
/**
 * Block stages: the '(beta)' label and what the site allows.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Block_Stages;
use Cairn\Editor_Data;
use Cairn\Settings;

/**
 * `Block_Stages`, its setting and what the editor learns of it.
 */
final class Test_Block_Stages extends Test_Case {

	/** Test blocks, one per stage. */
	private const BLOCKS = array(
		'cairn/test-stable'       => 'production',
		'cairn/test-beta'         => 'beta',
		'cairn/test-experimental' => 'experimental',
		'cairn/test-templates'    => 'no-post-editor',
	);

	/**
	 * Gives the test blocks their stages and registers them.
	 */
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'cairn_block_stages', array( $this, 'give_stages' ) );
		$this->register_blocks();
	}

	/**
	 * Unregisters the test blocks.
	 */
	protected function tearDown(): void {
		$this->unregister_blocks();
		remove_filter( 'cairn_block_stages', array( $this, 'give_stages' ) );
		parent::tearDown();
	}

	/**
	 * Registers the test blocks, each rendering its name.
	 */
	private function register_blocks(): void {
		foreach ( array_keys( self::BLOCKS ) as $name ) {
			register_block_type(
				$name,
				array(
					'title'           => 'Test',
					'supports'        => array( 'html' => false ),
					'render_callback' => static function () use ( $name ): string {
						return '<p>' . esc_html( $name ) . '</p>';
					},
				)
			);
		}
	}

	/**
	 * Unregisters the test blocks.
	 */
	private function unregister_blocks(): void {
		foreach ( array_keys( self::BLOCKS ) as $name ) {
			unregister_block_type( $name );
		}
	}

	/**
	 * Adds the test blocks' stages to the list.
	 *
	 * @param array<string,string> $stages The list.
	 * @return array<string,string>
	 */
	public function give_stages( array $stages ): array {
		foreach ( self::BLOCKS as $name => $stage ) {
			$stages[ substr( $name, strlen( 'cairn/' ) ) ] = $stage;
		}
		return $stages;
	}

	/**
	 * Stores the block stages setting as the settings page would.
	 *
	 * @param string $value '', 'beta' or 'experimental'.
	 */
	private function allow( string $value ): void {
		update_option( Settings::SERVICES, Settings::sanitize_services( array( Block_Stages::SETTING => $value ) ) );
	}

	/**
	 * A registered block type.
	 *
	 * @param string $name Block name.
	 */
	private function block( string $name ): \WP_Block_Type {
		$block = \WP_Block_Type_Registry::get_instance()->get_registered( $name );
		$this->assertInstanceOf( \WP_Block_Type::class, $block );
		return $block;
	}

	/**
	 * Registers the test blocks again, after a change of setting.
	 */
	private function reregister(): void {
		$this->unregister_blocks();
		$this->register_blocks();
	}

	public function test_only_the_two_ai_names_are_in_beta(): void {
		remove_filter( 'cairn_block_stages', array( $this, 'give_stages' ) );
		$this->assertSame(
			array(
				'ai-list-to-table-transform'   => 'beta',
				'ai-assistant-backend-prompts' => 'beta',
			),
			Block_Stages::all()
		);
		// No block is kept out of the inserter: only the two AI names are.
		$this->assertSame( array( 'ai-list-to-table-transform', 'ai-assistant-backend-prompts' ), Block_Stages::hidden( true ) );
	}

	public function test_every_built_block_is_in_production_and_in_the_inserter_on_a_fresh_site(): void {
		remove_filter( 'cairn_block_stages', array( $this, 'give_stages' ) );
		$manifest = require \Cairn\PLUGIN_DIR . '/build/blocks-manifest.php';
		$this->assertNotEmpty( $manifest );
		$registry = \WP_Block_Type_Registry::get_instance();
		foreach ( $manifest as $metadata ) {
			$name = $metadata['name'];
			$this->assertSame( 'production', Block_Stages::stage( $name ), $name );
			$block = $registry->get_registered( $name );
			$this->assertInstanceOf( \WP_Block_Type::class, $block, $name );
			$this->assertStringNotContainsString( '(beta)', $block->title, $name );
			// A child block (a field, an email line) is inserted inside its parent; none is kept out.
			$this->assertNotFalse( $block->supports['inserter'] ?? true, $name );
		}
	}

	public function test_a_beta_title_carries_beta_and_others_do_not(): void {
		$this->assertSame( 'Test (beta)', $this->block( 'cairn/test-beta' )->title );
		$this->assertSame( 'Test', $this->block( 'cairn/test-stable' )->title );
		$this->assertSame( 'Test', $this->block( 'cairn/test-experimental' )->title );
	}

	public function test_by_default_only_production_blocks_are_in_the_inserter(): void {
		$this->assertSame( array( 'production', 'no-post-editor' ), Block_Stages::allowed() );
		$this->assertFalse( $this->block( 'cairn/test-beta' )->supports['inserter'] );
		$this->assertFalse( $this->block( 'cairn/test-experimental' )->supports['inserter'] );
		$this->assertArrayNotHasKey( 'inserter', $this->block( 'cairn/test-stable' )->supports );
		// Blocks keep their own supports.
		$this->assertFalse( $this->block( 'cairn/test-beta' )->supports['html'] );
	}

	public function test_a_block_out_of_the_inserter_still_renders_for_visitors(): void {
		$this->assertSame( '<p>cairn/test-beta</p>', do_blocks( '<!-- wp:cairn/test-beta /-->' ) );
	}

	public function test_the_setting_allows_beta_then_experimental(): void {
		$this->allow( 'beta' );
		$this->reregister();
		$this->assertTrue( Block_Stages::is_allowed( 'cairn/test-beta' ) );
		$this->assertFalse( Block_Stages::is_allowed( 'cairn/test-experimental' ) );
		$this->assertArrayNotHasKey( 'inserter', $this->block( 'cairn/test-beta' )->supports );
		$this->assertFalse( $this->block( 'cairn/test-experimental' )->supports['inserter'] );
		$this->assertSame( 'Test (beta)', $this->block( 'cairn/test-beta' )->title );

		$this->allow( 'experimental' );
		$this->reregister();
		$this->assertTrue( Block_Stages::is_allowed( 'cairn/test-experimental' ) );
		$this->assertArrayNotHasKey( 'inserter', $this->block( 'cairn/test-experimental' )->supports );
	}

	public function test_a_block_not_for_the_post_editor_is_hidden_only_there(): void {
		$this->assertContains( 'test-templates', Block_Stages::hidden( true ) );
		$this->assertNotContains( 'test-templates', Block_Stages::hidden( false ) );
		$this->assertArrayNotHasKey( 'inserter', $this->block( 'cairn/test-templates' )->supports );
	}

	public function test_blocks_of_others_are_untouched(): void {
		$args = array( 'title' => 'Paragraph' );
		add_filter(
			'cairn_block_stages',
			static function ( array $stages ): array {
				$stages['core/paragraph'] = 'beta';
				return $stages;
			}
		);
		$this->assertSame( $args, Block_Stages::block_args( $args, 'core/paragraph' ) );
	}

	public function test_an_unknown_stage_in_the_list_counts_as_production(): void {
		add_filter(
			'cairn_block_stages',
			static function ( array $stages ): array {
				$stages['test-odd'] = 'alpha';
				return $stages;
			}
		);
		$this->assertSame( 'production', Block_Stages::stage( 'cairn/test-odd' ) );
		$this->assertArrayNotHasKey( 'test-odd', Block_Stages::all() );
	}

	public function test_an_unknown_setting_value_is_refused(): void {
		$this->assertSame( '', Settings::sanitize_services( array( Block_Stages::SETTING => 'everything' ) )[ Block_Stages::SETTING ] );

		$this->act_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( Block_Stages::SETTING => 'everything' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::SERVICES => array( Block_Stages::SETTING => 'beta' ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'beta', Settings::get( Block_Stages::SETTING ) );
	}

	public function test_the_editor_learns_the_stages_and_what_it_hides(): void {
		$this->act_as( 'editor' );
		$stages = Editor_Data::get()['stages'];
		$this->assertSame( 'beta', ( (array) $stages['stages'] )['test-beta'] );
		$this->assertSame( array( 'production', 'no-post-editor' ), $stages['allowed'] );
		$this->assertContains( 'test-beta', $stages['hidden'] );
		$this->assertContains( 'test-experimental', $stages['hidden'] );
		// No screen: not the post editor.
		$this->assertNotContains( 'test-templates', $stages['hidden'] );
	}
}
