/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmbedEditButton from '@cairn/shared/embeds/embed-edit-button';
import EmbedPlaceholder from '@cairn/shared/embeds/embed-placeholder';
import { useEmbedForm } from '@cairn/shared/embeds/use-embed-form';
import Preview from './components/preview';
import RestaurantPicker from './components/restaurant-picker';
import Settings from './components/settings';
import icon from './icon';
import { parseOpenTable } from './parser';
import type { OpenTableEditProps } from './types';
import { useStyleSync } from './use-style-sync';
import { attributesFrom, siteLanguage, withStyle } from './utils';

/** What the user is told when an embed code cannot be read. */
export const ERROR_TITLE = __( 'We ran into an issue', 'cairn' );
export const ERROR_MESSAGE = __(
	'Please ensure this embed matches the one from your OpenTable account',
	'cairn'
);

/**
 * The restaurant reservation editor: a placeholder for restaurant IDs or an
 * embed code, then a preview of the widget; Settings (restaurant IDs,
 * Language, Open in a new window) and Advanced (iFrame, button margin) in
 * the sidebar; the styles button, standard, wide and tall.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function OpenTableEdit( {
	attributes,
	setAttributes,
}: OpenTableEditProps ) {
	const { rid, className } = attributes;
	const [ tokens, setTokens ] = useState< string[] >( rid );
	const blockProps = useBlockProps();
	const style = useStyleSync( attributes, setAttributes );

	const changeIds = ( ids: string[] ) => {
		setAttributes( {
			rid: ids,
			// More than one restaurant resets the style to standard.
			...( ids.length > 1 && rid.length <= 1
				? withStyle( 'standard', className )
				: {} ),
		} );
	};

	// What is typed and not yet a token is read as IDs or an embed code;
	// with nothing typed, the tokens are the restaurants.
	const form = useEmbedForm(
		'',
		( typed ) => {
			const text = typed.trim();
			// A new block speaks the site's language unless the code says.
			const language = rid.length === 0 ? siteLanguage() : undefined;
			if ( text === '' ) {
				if ( tokens.length === 0 ) {
					return 'ignored';
				}
				if ( language ) {
					setAttributes( { lang: language } );
				}
				changeIds( tokens );
				return 'embedded';
			}
			const parsed = parseOpenTable( text );
			if ( ! parsed ) {
				return 'failed';
			}
			const isIds = ! /[<\/]/.test( text );
			setAttributes( {
				...( language ? { lang: language } : {} ),
				...attributesFrom(
					isIds
						? {
								rid: [
									...new Set( [ ...tokens, ...parsed.rid ] ),
								],
							}
						: parsed,
					className
				),
			} );
			form.setInput( '' );
			return 'embedded';
		},
		rid.length === 0
	);

	if ( form.editing || rid.length === 0 ) {
		return (
			<div { ...blockProps }>
				<EmbedPlaceholder
					form={ form }
					errorTitle={ ERROR_TITLE }
					errorMessage={ ERROR_MESSAGE }
					className="wp-block-cairn-opentable__picker"
					field={
						<RestaurantPicker
							rid={ tokens }
							onChange={ setTokens }
							onInputChange={ form.setInput }
						/>
					}
					canSubmit
					icon={ icon }
					label={ __( 'OpenTable Reservation', 'cairn' ) }
					instructions={ __(
						'Enter your restaurant IDs, or paste an OpenTable reservation widget embed code.',
						'cairn'
					) }
					help={ {
						href: 'https://restaurant.opentable.com/get-started/',
						text: __( 'Sign up for OpenTable', 'cairn' ),
					} }
				/>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<EmbedEditButton
				label={ __( 'Replace', 'cairn' ) }
				onClick={ () => {
					setTokens( rid );
					form.edit();
				} }
			/>
			<Settings
				attributes={ attributes }
				setAttributes={ setAttributes }
				style={ style }
				changeIds={ changeIds }
			/>
			<Preview attributes={ attributes } style={ style } />
		</div>
	);
}
