/**
 * The test site's form clock (`cairn_test_clock_offset`, added to the time
 * the form's spam check reads through `cairn_form_now`): a visitor's time
 * passes without a test sleeping through it.
 */

/**
 * Internal dependencies
 */
import type { RequestUtils } from './test';

/**
 * Moves the site's form clock on (the test site's `cairn_test_clock_offset`):
 * a visitor's time passes without the test sleeping through it.
 *
 * @param requestUtils The request utils fixture.
 * @param seconds      Seconds to move on; 0 puts the clock back.
 */
export async function passTime( requestUtils: RequestUtils, seconds: number ) {
	const settings = await requestUtils.rest< {
		cairn_test_clock_offset: number;
	} >( { path: '/wp/v2/settings' } );
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: {
			cairn_test_clock_offset: seconds
				? settings.cairn_test_clock_offset + seconds
				: 0,
		},
	} );
}
