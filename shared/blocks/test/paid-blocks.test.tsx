/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import {
	FRONTEND_BANNER_ATTRIBUTE,
	blockNeedsPlan,
	withFrontendBannerAttribute,
} from '../paid-blocks';
import UpgradeBanner from '../../../extensions/paid-blocks/upgrade-banner';

afterEach( () => {
	delete window.cairnEditorData;
	removeFilter( 'cairn.blockNeedsPlan', 'cairn/test' );
} );

describe( 'blocks that need a plan', () => {
	it( 'by default no block needs a plan', () => {
		expect( blockNeedsPlan( 'cairn/donations' ) ).toBe( false );
		expect( blockNeedsPlan( 'cairn/recurring-payments' ) ).toBe( false );
	} );

	it( 'the server’s cairn_block_needs_plan list decides', () => {
		window.cairnEditorData = { paidBlocks: [ 'cairn/donations' ] };
		expect( blockNeedsPlan( 'cairn/donations' ) ).toBe( true );
		expect( blockNeedsPlan( 'cairn/recurring-payments' ) ).toBe( false );
	} );

	it( 'the cairn.blockNeedsPlan filter may change the answer', () => {
		window.cairnEditorData = { paidBlocks: [ 'cairn/donations' ] };
		addFilter(
			'cairn.blockNeedsPlan',
			'cairn/test',
			( needs: boolean, name: string ) =>
				name === 'cairn/recurring-payments' ? true : needs
		);
		expect( blockNeedsPlan( 'cairn/recurring-payments' ) ).toBe( true );
		expect( blockNeedsPlan( 'cairn/donations' ) ).toBe( true );
	} );

	it( 'only Cairn blocks are concerned', () => {
		addFilter( 'cairn.blockNeedsPlan', 'cairn/test', () => true );
		expect( blockNeedsPlan( 'core/paragraph' ) ).toBe( false );
	} );

	it( 'a paid block gets the frontend banner attribute, default true', () => {
		window.cairnEditorData = { paidBlocks: [ 'cairn/donations' ] };
		const settings = withFrontendBannerAttribute< {
			attributes: Record< string, unknown >;
		} >(
			{ attributes: { currency: { type: 'string' } } },
			'cairn/donations'
		);
		expect( settings.attributes[ FRONTEND_BANNER_ATTRIBUTE ] ).toEqual( {
			type: 'boolean',
			default: true,
		} );
		expect( settings.attributes.currency ).toEqual( { type: 'string' } );
	} );

	it( 'other blocks are left as they are', () => {
		const settings = { attributes: { currency: { type: 'string' } } };
		expect(
			withFrontendBannerAttribute( settings, 'cairn/donations' )
		).toBe( settings );
	} );
} );

describe( 'the upgrade banner', () => {
	it( 'offers the upgrade and the block’s fees while the block is selected', () => {
		render(
			<UpgradeBanner
				isSelected
				upgradeUrl="https://example.org/up"
				learnMoreUrl="https://example.org/fees"
			/>
		);
		expect(
			screen.getByRole( 'link', {
				name: /Learn more about the block and fees/,
			} )
		).toBeInTheDocument();
	} );

	it( 'is hidden when a parent block shows one', () => {
		const { container } = render(
			<UpgradeBanner
				isSelected
				hasParentBanner
				upgradeUrl="https://example.org/up"
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );
} );
