/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import { withUpgradeBanner } from '../with-upgrade-banner';
import type { PaidBlockEditProps } from '../types';

const Edit = withUpgradeBanner( () => <p>The block</p> );

const props = (
	name: string,
	changes: Partial< PaidBlockEditProps > = {}
): PaidBlockEditProps => ( {
	name,
	clientId: 'client-1',
	isSelected: true,
	attributes: {},
	setAttributes: jest.fn(),
	...changes,
} );

afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'the upgrade banner on paid blocks', () => {
	it( 'is not shown on a block that needs no plan (the default)', async () => {
		render( <Edit { ...props( 'cairn/donations' ) } /> );
		expect( screen.getByText( 'The block' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'Learn more about the block and fees' )
		).not.toBeInTheDocument();
	} );

	it( 'is shown on a selected block that needs a plan, which keeps its frontend banner', async () => {
		window.cairnEditorData = {
			paidBlocks: [ 'cairn/donations' ],
			settingsUrl: 'https://example.org/wp-admin/options-general.php',
			upgradeUrl: 'https://example.org/upgrade',
		};
		const setAttributes = jest.fn();
		render( <Edit { ...props( 'cairn/donations', { setAttributes } ) } /> );
		expect(
			await screen.findByText( 'Learn more about the block and fees' )
		).toBeInTheDocument();
		expect( screen.getByText( 'The block' ) ).toBeInTheDocument();
		expect( setAttributes ).toHaveBeenCalledWith( {
			shouldDisplayFrontendBanner: true,
		} );
	} );

	it( 'is hidden while the block is not selected', async () => {
		window.cairnEditorData = { paidBlocks: [ 'cairn/donations' ] };
		render(
			<Edit
				{ ...props( 'cairn/donations', {
					isSelected: false,
					attributes: { shouldDisplayFrontendBanner: true },
				} ) }
			/>
		);
		expect( await screen.findByText( 'The block' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( 'Upgrade to use this block on your site.' )
		).not.toBeInTheDocument();
	} );
} );
