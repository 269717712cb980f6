/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import UpgradeBanner from '..';
import { redirectTo } from '@cairn/shared/components/redirect-button/redirect';

jest.mock( '@cairn/shared/components/redirect-button/redirect', () => ( {
	redirectTo: jest.fn(),
} ) );

const UPGRADE_URL =
	'https://example.com/wp-admin/options-general.php?page=cairn#cairn-ai';

afterEach( () => {
	delete window.cairnEditorData;
	jest.mocked( redirectTo ).mockClear();
} );

describe( 'UpgradeBanner', () => {
	it( 'is visible when the block is selected', () => {
		render( <UpgradeBanner isSelected upgradeUrl={ UPGRADE_URL } /> );
		expect(
			screen.getByText( 'Upgrade to use this block on your site.' )
		).toBeInTheDocument();
	} );

	it( 'is hidden when the block is not selected', () => {
		const { container } = render(
			<UpgradeBanner isSelected={ false } upgradeUrl={ UPGRADE_URL } />
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'is hidden by a parent banner', () => {
		const { container } = render(
			<UpgradeBanner
				isSelected
				hasParentBanner
				upgradeUrl={ UPGRADE_URL }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( "shows 'Redirecting…' while it redirects to the upgrade URL", async () => {
		render( <UpgradeBanner isSelected upgradeUrl={ UPGRADE_URL } /> );
		await userEvent.click(
			screen.getByRole( 'link', { name: 'Upgrade' } )
		);
		const link = screen.getByRole( 'link', { name: 'Redirecting…' } );
		expect( link ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( redirectTo ).toHaveBeenCalledWith( UPGRADE_URL );
		await userEvent.click( link );
		expect( redirectTo ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'keeps the focus on the same element while it redirects', async () => {
		render( <UpgradeBanner isSelected upgradeUrl={ UPGRADE_URL } /> );
		const link = screen.getByRole( 'link', { name: 'Upgrade' } );
		await userEvent.tab();
		expect( link ).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );
		expect( redirectTo ).toHaveBeenCalledTimes( 1 );
		expect( link ).toHaveTextContent( 'Redirecting…' );
		expect( link ).toHaveAttribute( 'aria-disabled', 'true' );
		expect( link ).toBeInTheDocument();
		expect( link ).toHaveFocus();
	} );

	it( 'uses the site’s upgrade URL by default', () => {
		window.cairnEditorData = { upgradeUrl: UPGRADE_URL };
		render( <UpgradeBanner isSelected /> );
		expect(
			screen.getByRole( 'link', { name: 'Upgrade' } )
		).toHaveAttribute( 'href', UPGRADE_URL );
	} );

	it( "links to 'Learn more about the block and fees'", () => {
		render(
			<UpgradeBanner
				isSelected
				upgradeUrl={ UPGRADE_URL }
				learnMoreUrl="https://example.com/fees"
			/>
		);
		expect(
			screen.getByRole( 'link', {
				name: /Learn more about the block and fees/,
			} )
		).toHaveAttribute( 'href', 'https://example.com/fees' );
	} );
} );
