/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import GifResults from '../components/gif-results';
import type { Gif } from '../types';
import { nextResultIndex } from '../utils';

/**
 * A GIF as Giphy's search gives it.
 *
 * @param id The GIF's id.
 * @return The GIF.
 */
function gif( id: string ): Gif {
	const image = {
		url: `https://media.giphy.com/media/${ id }/200.gif`,
		width: '200',
		height: '100',
	};
	return {
		id,
		title: `GIF ${ id }`,
		embed_url: `https://giphy.com/embed/${ id }`,
		images: { original: image, fixed_height_small: image },
	} as unknown as Gif;
}

describe( 'nextResultIndex', () => {
	it( 'moves one result with the arrows, stopping at the ends', () => {
		expect( nextResultIndex( 'ArrowRight', 0, 3 ) ).toBe( 1 );
		expect( nextResultIndex( 'ArrowDown', 1, 3 ) ).toBe( 2 );
		expect( nextResultIndex( 'ArrowRight', 2, 3 ) ).toBe( 2 );
		expect( nextResultIndex( 'ArrowLeft', 1, 3 ) ).toBe( 0 );
		expect( nextResultIndex( 'ArrowUp', 0, 3 ) ).toBe( 0 );
	} );

	it( 'goes to the ends with Home and End', () => {
		expect( nextResultIndex( 'Home', 2, 3 ) ).toBe( 0 );
		expect( nextResultIndex( 'End', 0, 3 ) ).toBe( 2 );
	} );

	it( 'swaps left and right in a right-to-left language', () => {
		expect( nextResultIndex( 'ArrowLeft', 0, 3, true ) ).toBe( 1 );
		expect( nextResultIndex( 'ArrowRight', 1, 3, true ) ).toBe( 0 );
	} );

	it( 'ignores other keys and empty results', () => {
		expect( nextResultIndex( 'a', 0, 3 ) ).toBeNull();
		expect( nextResultIndex( 'ArrowRight', 0, 0 ) ).toBeNull();
	} );
} );

describe( 'GifResults', () => {
	const results = [ gif( 'one' ), gif( 'two' ), gif( 'three' ) ];

	it( 'is one tab stop, entered on the chosen GIF', async () => {
		render(
			<>
				<button>before</button>
				<GifResults
					results={ results }
					selectedId="two"
					onPick={ jest.fn() }
				/>
				<button>after</button>
			</>
		);
		const user = userEvent.setup();
		screen.getByRole( 'button', { name: 'before' } ).focus();
		await user.tab();
		expect(
			screen.getByRole( 'option', { name: 'GIF two' } )
		).toHaveFocus();
		await user.tab();
		expect( screen.getByRole( 'button', { name: 'after' } ) ).toHaveFocus();
	} );

	it( 'moves through the results with the arrow keys, Home and End, and picks with Enter', async () => {
		const onPick = jest.fn();
		render(
			<GifResults results={ results } selectedId="" onPick={ onPick } />
		);
		const user = userEvent.setup();
		await user.tab();
		expect(
			screen.getByRole( 'option', { name: 'GIF one' } )
		).toHaveFocus();
		await user.keyboard( '{ArrowRight}' );
		expect(
			screen.getByRole( 'option', { name: 'GIF two' } )
		).toHaveFocus();
		await user.keyboard( '{End}' );
		expect(
			screen.getByRole( 'option', { name: 'GIF three' } )
		).toHaveFocus();
		await user.keyboard( '{ArrowLeft}' );
		await user.keyboard( '{Home}' );
		expect(
			screen.getByRole( 'option', { name: 'GIF one' } )
		).toHaveFocus();
		await user.keyboard( '{ArrowDown}{Enter}' );
		expect( onPick ).toHaveBeenCalledWith( results[ 1 ] );
	} );
} );
