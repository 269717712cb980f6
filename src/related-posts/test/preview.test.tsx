/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import Preview from '../components/preview';
import type { RelatedPost, RelatedPostsAttributes } from '../types';

const attributes: RelatedPostsAttributes = {
	postLayout: 'grid',
	displayAuthor: true,
	displayDate: true,
	displayHeadline: false,
	displayThumbnails: true,
	displayContext: true,
	headline: '',
	postsToShow: 4,
};

const post = ( id: number, title: string ): RelatedPost => ( {
	id,
	title,
	url: `https://example.org/?p=${ id }`,
	date: 'May 4, 2026',
	author: 'Ada',
	img: {
		src: `https://example.org/${ id }.jpg`,
		width: 600,
		height: 400,
		alt: '',
	},
	block_context: { text: 'In "Travel"', link: 'https://example.org/travel' },
} );

const PLACEHOLDER =
	"Preview unavailable: you haven't published enough posts with similar content.";

describe( 'Preview', () => {
	it( 'shows the related posts, then a placeholder in each empty slot', () => {
		render(
			<Preview
				attributes={ attributes }
				posts={ [
					post( 1, 'Alps by train' ),
					post( 2, '<b>Not bold</b>' ),
				] }
				inSiteEditor={ false }
			/>
		);
		const items = screen.getAllByRole( 'listitem' );
		expect( items ).toHaveLength( 4 );
		expect(
			screen.getByRole( 'link', { name: 'Alps by train' } )
		).toBeInTheDocument();
		// Titles are text: markup in one is shown, not run.
		expect( screen.getByText( '<b>Not bold</b>' ) ).toBeInTheDocument();
		expect( screen.getAllByText( PLACEHOLDER ) ).toHaveLength( 2 );
		expect( screen.getAllByText( 'By Ada' ) ).toHaveLength( 2 );
		expect( screen.getAllByText( 'In "Travel"' ) ).toHaveLength( 2 );
		// Four posts: two rows of two.
		expect( items.map( ( item ) => item.className ) ).toEqual( [
			'wp-block-cairn-related-posts__item is-span-3',
			'wp-block-cairn-related-posts__item is-span-3',
			'wp-block-cairn-related-posts__item is-span-3 is-placeholder',
			'wp-block-cairn-related-posts__item is-span-3 is-placeholder',
		] );
	} );

	it( 'shows only what is switched on', () => {
		render(
			<Preview
				attributes={ {
					...attributes,
					displayAuthor: false,
					displayDate: false,
					displayContext: false,
					displayThumbnails: false,
					postsToShow: 1,
				} }
				posts={ [ post( 1, 'Alps by train' ) ] }
				inSiteEditor={ false }
			/>
		);
		expect( screen.queryByText( 'By Ada' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'May 4, 2026' ) ).not.toBeInTheDocument();
		expect( screen.queryByText( 'In "Travel"' ) ).not.toBeInTheDocument();
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
	} );

	it( 'shows no post in the site editor, and says why', () => {
		render(
			<Preview
				attributes={ {
					...attributes,
					postLayout: 'list',
					postsToShow: 3,
				} }
				posts={ [ post( 1, 'Alps by train' ) ] }
				inSiteEditor
			/>
		);
		expect(
			screen.getAllByText(
				'Preview unavailable in site editor. The post title will appear normally on your site.'
			)
		).toHaveLength( 3 );
		expect( screen.queryByText( 'Alps by train' ) ).not.toBeInTheDocument();
		for ( const item of screen.getAllByRole( 'listitem' ) ) {
			expect( item ).toHaveClass( 'is-span-6' );
		}
	} );
} );
