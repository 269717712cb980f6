/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { lazyEdit, type EditModule } from '../lazy-edit';

type Attributes = { text: string };

function RealEdit( { attributes }: BlockEditProps< Attributes > ) {
	return <p>Real editor: { attributes.text }</p>;
}

const props = {
	attributes: { text: 'hello' },
	setAttributes: jest.fn(),
	clientId: 'a',
	isSelected: false,
} as unknown as BlockEditProps< Attributes >;

describe( 'lazyEdit', () => {
	it( 'does not load the editor code until the block is shown', () => {
		const load = jest.fn( () =>
			Promise.resolve( { default: RealEdit } as EditModule< Attributes > )
		);
		lazyEdit( load );
		expect( load ).not.toHaveBeenCalled();
	} );

	it( 'shows a busy placeholder in the block wrapper, then the real editor', async () => {
		let resolve: ( module: EditModule< Attributes > ) => void = () => {};
		const Edit = lazyEdit< Attributes >(
			() => new Promise( ( done ) => ( resolve = done ) )
		);
		const { container } = render( <Edit { ...props } /> );

		const placeholder = container.querySelector( '[aria-busy="true"]' );
		expect( placeholder ).toHaveClass( 'cairn-block-loading' );
		expect( screen.queryByText( /Real editor/ ) ).not.toBeInTheDocument();

		resolve( { default: RealEdit } );
		expect( await screen.findByText( 'Real editor: hello' ) ).toBeVisible();
		expect(
			container.querySelector( '[aria-busy="true"]' )
		).not.toBeInTheDocument();
	} );

	it( 'loads the editor code once for every instance of the block', async () => {
		const load = jest.fn( () =>
			Promise.resolve( { default: RealEdit } as EditModule< Attributes > )
		);
		const Edit = lazyEdit( load );
		render(
			<>
				<Edit { ...props } />
				<Edit { ...props } />
			</>
		);
		expect(
			await screen.findAllByText( 'Real editor: hello' )
		).toHaveLength( 2 );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'lazyEdit preloading', () => {
	it( 'starts loading when asked, once, and draws the block at once when loaded', async () => {
		const load = jest.fn( () =>
			Promise.resolve( { default: RealEdit } as EditModule< Attributes > )
		);
		const Edit = lazyEdit( load );
		Edit.preload();
		Edit.preload();
		expect( load ).toHaveBeenCalledTimes( 1 );
		await Promise.resolve();
		await Promise.resolve();
		const { container } = render( <Edit { ...props } /> );
		// No loading placeholder, not even for a moment.
		expect( screen.getByText( 'Real editor: hello' ) ).toBeVisible();
		expect(
			container.querySelector( '[aria-busy="true"]' )
		).not.toBeInTheDocument();
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );
} );
