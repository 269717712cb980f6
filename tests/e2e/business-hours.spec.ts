/**
 * Business hours: inserted from the inserter, edited per day, published, and
 * rendered by the server in the site's locale and time format.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './utils/test';
import type { Day } from '../../src/business-hours/types';
import {
	blockValidity,
	insertFromInserter,
	INVALID_WARNING,
	visitAsVisitor,
} from './utils/blocks';

type Days = Day[];

const BLOCK = 'cairn/business-hours';

const LOCALIZED_WEEK = '/cairn/v1/business-hours/localized-week';

/**
 * Whether a request goes to the localized-week route (pretty or plain permalinks).
 *
 * @param url The request's address.
 * @return True for the localized-week route.
 */
const isLocalizedWeekRequest = ( url: URL ) =>
	decodeURIComponent( url.href ).includes( LOCALIZED_WEEK );

test.describe( 'Business hours block', () => {
	let previousSettings: { time_format?: string; start_of_week?: number } = {};

	test.beforeAll( async ( { requestUtils } ) => {
		previousSettings = await requestUtils.getSiteSettings();
		await requestUtils.updateSiteSettings( {
			time_format: 'g:i a',
			start_of_week: 1,
		} );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.updateSiteSettings( {
			time_format: previousSettings.time_format,
			start_of_week: previousSettings.start_of_week,
		} );
		await requestUtils.deleteAllPosts();
	} );

	test( 'is edited per day, keeps its hours and renders them for visitors', async ( {
		admin,
		editor,
		page,
		browser,
	} ) => {
		// Hold the localized week until the loading state has been seen.
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( isLocalizedWeekRequest, async ( route ) => {
			await held;
			await route.continue();
		} );

		await admin.createNewPost( { title: 'Opening hours' } );

		await insertFromInserter( page, 'Business hours' );

		const block = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		const loading = block.getByText( 'Loading business hours' );
		await expect( loading ).toBeVisible();
		release();
		await expect( loading ).toBeHidden();
		await page.unroute( isLocalizedWeekRequest );

		// The week starts on Monday, as the site says.
		await expect( block.locator( 'legend' ) ).toHaveText( [
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		] );

		const saturday = block.getByRole( 'group', {
			name: 'Saturday',
			exact: true,
		} );
		// One label, 'Open', whatever the state: the checked state says it.
		const saturdayOpen = saturday.getByRole( 'checkbox', { name: 'Open' } );
		await expect( saturdayOpen ).not.toBeChecked();
		await saturdayOpen.click();
		await expect( saturdayOpen ).toBeChecked();
		await expect( saturdayOpen ).toBeFocused();
		await expect( saturday.getByLabel( 'Opening' ) ).toHaveValue( '09:00' );
		await expect( saturday.getByLabel( 'Closing' ) ).toHaveValue( '17:00' );

		await saturday.getByRole( 'button', { name: 'Add Hours' } ).click();
		await expect( saturday.getByLabel( 'Opening' ) ).toHaveCount( 2 );
		await saturday.getByLabel( 'Closing' ).first().fill( '12:00' );
		await saturday.getByLabel( 'Opening' ).nth( 1 ).fill( '13:00' );

		const saturdayHours = [
			{ opening: '09:00', closing: '12:00' },
			{ opening: '13:00', closing: '17:00' },
		];
		await expect
			.poll(
				async () =>
					(
						( await editor.getBlocks() )[ 0 ]?.attributes
							.days as Days
					 )[ 6 ]
			)
			.toEqual( { name: 'Sat', hours: saturdayHours } );

		const postId = await editor.publishPost();
		expect( postId ).not.toBeNull();

		// Open the saved post again: valid, with the hours kept.
		await admin.editPost( postId as number );
		const reloaded = editor.canvas.locator( `[data-type="${ BLOCK }"]` );
		// Not selected: the read-only list, in 12-hour format.
		const saturdayRow = reloaded
			.locator( '.wp-block-cairn-business-hours__item' )
			.filter( { has: page.locator( 'dt', { hasText: 'Saturday' } ) } );
		await expect( saturdayRow.locator( 'dd' ) ).toHaveText(
			'9:00 AM – 12:00 PM, 1:00 PM – 5:00 PM'
		);
		await expect( editor.canvas.getByText( INVALID_WARNING ) ).toHaveCount(
			0
		);
		expect( await blockValidity( editor ) ).toEqual( [
			{ name: BLOCK, isValid: true },
		] );
		const [ saved ] = await editor.getBlocks();
		expect( ( saved.attributes.days as Days )[ 6 ] ).toEqual( {
			name: 'Sat',
			hours: saturdayHours,
		} );

		// A visitor without login cookies sees the server render.
		const visitor = await visitAsVisitor( browser, `/?p=${ postId }` );
		try {
			const list = visitor.locator( 'dl.wp-block-cairn-business-hours' );
			await expect( list ).toBeVisible();
			await expect( list.locator( 'dt' ) ).toHaveText( [
				'Monday',
				'Tuesday',
				'Wednesday',
				'Thursday',
				'Friday',
				'Saturday',
				'Sunday',
			] );
			await expect( list.locator( 'dd' ) ).toHaveText( [
				'9:00 am – 5:00 pm',
				'9:00 am – 5:00 pm',
				'9:00 am – 5:00 pm',
				'9:00 am – 5:00 pm',
				'9:00 am – 5:00 pm',
				'9:00 am – 12:00 pm, 1:00 pm – 5:00 pm',
				'Closed',
			] );
			// No front-end script: the block is plain server-rendered HTML.
			await expect(
				visitor.locator( 'script[src*="/cairn/build/business-hours/"]' )
			).toHaveCount( 0 );
		} finally {
			await visitor.context().close();
		}
	} );
} );
