/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import type { AddressSaveProps } from './types';
import { getMapsUrl } from './utils';

const CLASS = 'wp-block-cairn-address';

/**
 * The saved address: one line per filled-in field, city, region and postal
 * code on one line, optionally inside a link to Google Maps that opens in a
 * new tab. The link's text is the address itself; the words saying where it
 * goes are added by the server in the site's language (an empty hint element
 * here, filled by Cairn\Blocks\Address), so that no translated text is saved
 * and the block stays valid for an editor working in another language.
 *
 * Only plain elements, classes and attributes that wp_kses_post() keeps, so
 * that the block survives an Author's save. The structured data is added by
 * the contact info block on the server (JSON-LD), not saved here as
 * microdata, which wp_kses_post() would strip.
 *
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @return The saved element, or nothing for an empty address.
 */
export default function save( { attributes }: AddressSaveProps ) {
	const url = getMapsUrl( attributes );
	if ( ! url ) {
		return null;
	}
	const line = ( part: string, value: string ) =>
		value.trim() ? (
			<span className={ `${ CLASS }__${ part }` }>{ value }</span>
		) : null;
	const { address, addressLine2, addressLine3, city, region, postal } =
		attributes;
	// "City, Region Postal", with separators only between filled-in parts.
	const hasCity = !! city.trim();
	const hasRegion = !! region.trim();
	const hasPostal = !! postal.trim();
	const cityLine = ( hasCity || hasRegion || hasPostal ) && (
		<span className={ `${ CLASS }__city-line` }>
			{ line( 'city', city ) }
			{ hasCity && ( hasRegion || hasPostal ) && ', ' }
			{ line( 'region', region ) }
			{ hasRegion && hasPostal && ' ' }
			{ line( 'postal', postal ) }
		</span>
	);
	const lines = (
		<>
			{ line( 'street', address ) }
			{ line( 'line-2', addressLine2 ) }
			{ line( 'line-3', addressLine3 ) }
			{ cityLine }
			{ line( 'country', attributes.country ) }
		</>
	);

	return (
		<div { ...useBlockProps.save() }>
			{ attributes.linkToGoogleMaps ? (
				<a
					className={ `${ CLASS }__link` }
					href={ url }
					target="_blank"
					rel="noopener noreferrer"
				>
					{ lines }
					<span className={ `${ CLASS }__hint` } />
				</a>
			) : (
				lines
			) }
		</div>
	);
}
