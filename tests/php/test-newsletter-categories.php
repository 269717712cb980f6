<?php
/**
 * The newsletter categories route.
 *
 * @package Cairn
 */

namespace Cairn\Tests;

use Cairn\Newsletter_Categories;

/**
 * `GET /cairn/v1/newsletter-categories` answers the categories the owner
 * marked, for those who write posts; categories are marked over REST by
 * those who may manage them, or from the category screens with a nonce.
 */
final class Test_Newsletter_Categories extends Test_Case {

	/**
	 * Makes a category.
	 *
	 * @param string $name        Its name.
	 * @param string $description Its description.
	 * @return int Its id.
	 */
	private function category( string $name, string $description = '' ): int {
		$term = wp_insert_term( $name, 'category', array( 'description' => $description ) );
		$this->assertIsArray( $term );
		return (int) $term['term_id'];
	}

	public function test_nothing_marked_is_off_with_no_categories(): void {
		$this->act_as( 'author' );
		$this->category( 'News' );
		$response = $this->rest( 'GET', '/cairn/v1/newsletter-categories' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'enabled'               => false,
				'newsletter_categories' => array(),
			),
			$response->get_data()
		);
	}

	public function test_marked_categories_are_listed_by_name(): void {
		$this->act_as( 'administrator' );
		$recipes = $this->category( 'Recipes & tips', 'Weekly' );
		$events  = $this->category( 'Events' );
		$this->category( 'Unmarked' );
		foreach ( array( $recipes, $events ) as $id ) {
			$marked = $this->rest( 'POST', '/wp/v2/categories/' . $id, array( 'meta' => array( Newsletter_Categories::META => true ) ) );
			$this->assertSame( 200, $marked->get_status() );
		}

		$this->act_as( 'author' );
		$data = $this->rest( 'GET', '/cairn/v1/newsletter-categories' )->get_data();
		$this->assertTrue( $data['enabled'] );
		$this->assertSame(
			array(
				array(
					'id'          => $events,
					'name'        => 'Events',
					'slug'        => 'events',
					'description' => '',
					'parent'      => 0,
				),
				array(
					'id'          => $recipes,
					'name'        => 'Recipes & tips',
					'slug'        => 'recipes-tips',
					'description' => 'Weekly',
					'parent'      => 0,
				),
			),
			$data['newsletter_categories']
		);
	}

	public function test_only_those_who_manage_categories_mark_them(): void {
		$id = $this->category( 'News' );
		$this->act_as( 'author' );
		$this->rest( 'POST', '/wp/v2/categories/' . $id, array( 'meta' => array( Newsletter_Categories::META => true ) ) );
		$this->assertFalse( (bool) get_term_meta( $id, Newsletter_Categories::META, true ) );
	}

	public function test_the_category_screen_box_needs_its_nonce(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- the test writes the form the screen posts.
		$this->act_as( 'administrator' );
		$id                                   = $this->category( 'News' );
		$_POST[ Newsletter_Categories::META ] = '1';
		Newsletter_Categories::save_field( $id );
		$this->assertFalse( (bool) get_term_meta( $id, Newsletter_Categories::META, true ) );

		$_POST['cairn_newsletter_category_nonce'] = wp_create_nonce( 'cairn_newsletter_category_nonce' );
		Newsletter_Categories::save_field( $id );
		$this->assertTrue( (bool) get_term_meta( $id, Newsletter_Categories::META, true ) );

		unset( $_POST[ Newsletter_Categories::META ] );
		Newsletter_Categories::save_field( $id );
		$this->assertFalse( (bool) get_term_meta( $id, Newsletter_Categories::META, true ) );
		unset( $_POST['cairn_newsletter_category_nonce'] );
		// phpcs:enable WordPress.Security.NonceVerification.Missing
	}

	public function test_only_those_who_write_posts_may_read(): void {
		$this->act_as( 'subscriber' );
		$this->assertSame( 403, $this->rest( 'GET', '/cairn/v1/newsletter-categories' )->get_status() );
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'GET', '/cairn/v1/newsletter-categories' )->get_status() );
	}
}
