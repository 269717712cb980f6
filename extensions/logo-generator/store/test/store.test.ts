/**
 * Internal dependencies
 */
import {
	addLogoToHistory,
	failStep,
	increaseRequestsCount,
	loadLogoHistory,
	markLogoMissing,
	rateLogo,
	setFeature,
	setSelectedLogoIndex,
	updateSelectedLogo,
} from '../actions';
import { ERROR_SLOTS } from '../constants';
import reducer, { INITIAL_STATE, orderStyles } from '../reducer';
import {
	getRequireUpgrade,
	getRequestsRemaining,
	getSelectedLogo,
	getUpgradeReason,
} from '../selectors';
import type { LogoEntry, LogoState } from '../types';

const logo = ( n: number ): LogoEntry => ( {
	url: `https://example.org/logo-${ n }.png`,
	description: `Logo ${ n }`,
	mediaId: 0,
} );

const withFeature = ( count: number, limit: number, tier = 1 ): LogoState =>
	reducer(
		INITIAL_STATE,
		setFeature( {
			requestsCount: count,
			requestsLimit: limit,
			tierValue: tier,
			logoCost: 10,
			enhanceCost: 1,
		} )
	);

describe( 'the logo store', () => {
	it( 'appends a new logo and selects it, keeping the last 10', () => {
		let state = INITIAL_STATE;
		for ( let n = 1; n <= 12; n++ ) {
			state = reducer( state, addLogoToHistory( logo( n ) ) );
		}
		expect( state.history ).toHaveLength( 10 );
		expect( state.history[ 0 ].description ).toBe( 'Logo 3' );
		expect( getSelectedLogo( state )?.description ).toBe( 'Logo 12' );
	} );

	it( 'selects the last logo of a loaded history', () => {
		const state = reducer(
			INITIAL_STATE,
			loadLogoHistory( [ logo( 1 ), logo( 2 ), logo( 3 ) ] )
		);
		expect( state.selectedLogoIndex ).toBe( 2 );
		expect( reducer( state, setSelectedLogoIndex( 7 ) ) ).toBe( state );
		expect(
			reducer( state, setSelectedLogoIndex( 0 ) ).selectedLogoIndex
		).toBe( 0 );
	} );

	it( 'replaces the selected logo’s media id and URL once saved', () => {
		let state = reducer(
			INITIAL_STATE,
			loadLogoHistory( [ logo( 1 ), logo( 2 ) ] )
		);
		state = reducer( state, setSelectedLogoIndex( 0 ) );
		state = reducer(
			state,
			updateSelectedLogo( 42, 'https://example.org/site-logo.png' )
		);
		expect( state.history[ 0 ] ).toMatchObject( {
			mediaId: 42,
			url: 'https://example.org/site-logo.png',
		} );
		expect( state.history[ 1 ].mediaId ).toBe( 0 );
	} );

	it( 'rates a logo and marks one whose media is gone', () => {
		let state = reducer( INITIAL_STATE, loadLogoHistory( [ logo( 1 ) ] ) );
		state = reducer( state, rateLogo( 0, 'like' ) );
		state = reducer( state, markLogoMissing( 0 ) );
		expect( state.history[ 0 ] ).toMatchObject( {
			rating: 'like',
			missing: true,
		} );
	} );

	it( 'raises the count by the logo cost before generating and reverts it on failure', () => {
		let state = withFeature( 20, 100 );
		state = reducer( state, increaseRequestsCount( state.costs.logo ) );
		expect( state.requestsCount ).toBe( 30 );
		state = reducer(
			state,
			failStep(
				'logoFetch',
				'Error generating logo. Please try again.',
				10
			)
		);
		expect( state.requestsCount ).toBe( 20 );
		expect( state.errors.logoFetch ).toBe(
			'Error generating logo. Please try again.'
		);
	} );

	it.each( ERROR_SLOTS )(
		'a failure fills only its own slot: %s',
		( slot ) => {
			const state = reducer(
				withFeature( 5, 100 ),
				failStep( slot, 'Failed', 1 )
			);
			expect( state.requestsCount ).toBe( 4 );
			for ( const other of ERROR_SLOTS ) {
				expect( state.errors[ other ] ).toBe(
					other === slot ? 'Failed' : null
				);
			}
		}
	);

	it( 'never counts below zero', () => {
		expect(
			reducer( withFeature( 0, 100 ), increaseRequestsCount( -3 ) )
				.requestsCount
		).toBe( 0 );
	} );

	it( 'requires an upgrade on the free tier and when a logo no longer fits', () => {
		expect( getRequireUpgrade( withFeature( 0, 100, 0 ) ) ).toBe( true );
		expect( getRequireUpgrade( withFeature( 80, 100 ) ) ).toBe( false );
		const short = withFeature( 95, 100 );
		expect( getRequestsRemaining( short ) ).toBe( 5 );
		expect( getUpgradeReason( short ) ).toBe(
			'Not enough requests left to generate a logo. Upgrade now to increase it.'
		);
	} );

	it( 'orders the styles: the default first, the automatic second', () => {
		expect(
			orderStyles( [
				{ label: 'Line art', value: 'line-art' },
				{ label: 'Auto', value: 'auto' },
				{ label: 'Minimal', value: 'minimal' },
				{ label: 'None', value: 'none' },
			] ).map( ( style ) => style.value )
		).toEqual( [ 'none', 'auto', 'line-art', 'minimal' ] );
	} );
} );
