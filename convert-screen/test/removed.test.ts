/**
 * Internal dependencies
 */
import { describeRemoved } from '../removed';

describe( 'describeRemoved', () => {
	it( 'names the block, the attribute and why, never a value', () => {
		expect(
			describeRemoved( {
				from: 'jetpack/instagram-gallery',
				attribute: 'accessToken',
				reason: 'credential',
			} )
		).toBe( 'jetpack/instagram-gallery: accessToken (credential)' );
		expect(
			describeRemoved( {
				from: 'jetpack/tiled-gallery',
				attribute: 'data-custom-link',
				reason: 'url',
			} )
		).toBe( 'jetpack/tiled-gallery: data-custom-link (unsafe address)' );
		expect(
			describeRemoved( {
				from: 'jetpack/button',
				attribute: 'style',
				reason: 'style',
			} )
		).toBe( 'jetpack/button: style (unsafe style)' );
		expect(
			describeRemoved( {
				from: 'jetpack/markdown',
				attribute: 'onclick',
				reason: 'handler',
			} )
		).toBe( 'jetpack/markdown: onclick (script)' );
	} );
} );
