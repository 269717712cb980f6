/**
 * Internal dependencies
 */
import { migrateStyle } from '../deprecated/migrate-style';
import v2 from '../deprecated/v2';

const OLD = {
	points: [],
	mapDetails: true,
	zoom: 13,
	mapCenter: { longitude: -122.4194, latitude: 37.7749 },
	markerColor: 'red',
	scrollToZoom: false,
};

describe( 'migrateStyle', () => {
	it( 'turns an is-style-* class into mapStyle and keeps other classes', () => {
		expect(
			migrateStyle( { ...OLD, className: 'is-style-terrain mine' } )
		).toEqual( {
			...OLD,
			address: '',
			showFullscreenButton: true,
			mapStyle: 'terrain',
			className: 'mine',
		} );
	} );

	it( 'prefers the class to an older mapStyle, and reads the hyphenated spelling', () => {
		expect(
			migrateStyle( {
				...OLD,
				mapStyle: 'black-and-white',
				className: 'is-style-satellite',
			} ).mapStyle
		).toBe( 'satellite' );
		expect(
			migrateStyle( { ...OLD, mapStyle: 'black-and-white' } ).mapStyle
		).toBe( 'black_and_white' );
	} );

	it( 'drops the preview flag and falls back to the default style', () => {
		const migrated = migrateStyle( {
			...OLD,
			preview: true,
			mapStyle: 'neon',
		} );
		expect( migrated.mapStyle ).toBe( 'default' );
		expect( migrated ).not.toHaveProperty( 'preview' );
		expect( migrated ).not.toHaveProperty( 'className' );
	} );
} );

describe( 'version 2', () => {
	it( 'applies only to blocks whose class names a style', () => {
		const eligible = v2.isEligible!;
		expect(
			eligible( { ...OLD, className: 'is-style-satellite' }, [] )
		).toBe( true );
		expect( eligible( { ...OLD, className: 'mine' }, [] ) ).toBe( false );
		expect( eligible( OLD, [] ) ).toBe( false );
	} );
} );
