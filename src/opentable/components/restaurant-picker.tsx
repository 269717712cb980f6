/**
 * WordPress dependencies
 */
import { FormTokenField } from '@wordpress/components';
import { _n } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { parseRestaurantId } from '../parser';

/** A token that is a URL or a script is never a restaurant ID. */
const POSSIBLE_EMBED = /^\s*(?:https?:\/\/|<\s*script)/i;

interface RestaurantPickerProps {
	/** The restaurant IDs. */
	rid: string[];
	/** Called with the valid IDs when the tokens change. */
	onChange: ( rid: string[] ) => void;
	/** Called with what is typed but not yet a token. */
	onInputChange?: ( input: string ) => void;
}

/**
 * The token field for restaurant IDs: each token is a number or a name
 * ending in '(#number)'; URLs and scripts never become tokens.
 *
 * @param props               Component props.
 * @param props.rid           The restaurant IDs.
 * @param props.onChange      Called with the valid IDs.
 * @param props.onInputChange Called with the text not yet a token.
 * @return The field.
 */
export default function RestaurantPicker( {
	rid,
	onChange,
	onInputChange,
}: RestaurantPickerProps ) {
	return (
		<FormTokenField
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ _n(
				'Restaurant ID',
				'Restaurant IDs',
				rid.length,
				'cairn'
			) }
			value={ rid }
			saveTransform={ ( token ) =>
				POSSIBLE_EMBED.test( token ) ? '' : token.trim()
			}
			onInputChange={ onInputChange }
			onChange={ ( tokens ) => {
				const ids = tokens
					.map( ( token ) =>
						parseRestaurantId(
							typeof token === 'string' ? token : token.value
						)
					)
					.filter( ( id ): id is string => id !== null );
				onChange( [ ...new Set( ids ) ] );
			} }
		/>
	);
}
