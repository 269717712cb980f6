/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import withImageHelpers from '../with-image-helpers';

jest.mock( '../controls', () => ( {
	__esModule: true,
	default: () => <p>Image helpers</p>,
} ) );

const Edit = withImageHelpers( () => <p>Block</p> );

/**
 * Renders the filtered edit component of a block.
 *
 * @param name       Block name.
 * @param isSelected Whether the block is selected.
 */
function renderEdit( name: string, isSelected: boolean ) {
	const props = {
		name,
		isSelected,
		attributes: {},
		setAttributes: jest.fn(),
		clientId: 'a',
		className: '',
		context: {},
		insertBlocksAfter: jest.fn(),
		mergeBlocks: jest.fn(),
		onRemove: jest.fn(),
		onReplace: jest.fn(),
		toggleSelection: jest.fn(),
		isSelectionEnabled: true,
		__unstableLayoutClassNames: '',
		__unstableParentLayout: {},
	};
	// The editor passes more props than BlockEditProps declares.
	return render(
		<Edit { ...( props as unknown as Parameters< typeof Edit >[ 0 ] ) } />
	);
}

describe( 'withImageHelpers', () => {
	it( 'adds the helpers to a selected image block, loading them on demand', async () => {
		renderEdit( 'core/image', true );
		expect( screen.getByText( 'Block' ) ).toBeInTheDocument();
		expect(
			await screen.findByText( 'Image helpers' )
		).toBeInTheDocument();
	} );

	it( 'leaves other blocks, and unselected images, alone', () => {
		renderEdit( 'core/paragraph', true );
		renderEdit( 'core/image', false );
		expect( screen.getAllByText( 'Block' ) ).toHaveLength( 2 );
		expect( screen.queryByText( 'Image helpers' ) ).not.toBeInTheDocument();
	} );
} );
