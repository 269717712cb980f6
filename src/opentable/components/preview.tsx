/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { OpenTableStyle } from '../parser';
import type { OpenTableAttributes } from '../types';

/** Props of the widget's preview. */
interface PreviewProps {
	/** The block's attributes. */
	attributes: OpenTableAttributes;
	/** The style the Styles panel chose. */
	style: OpenTableStyle;
}

/**
 * The widget's likeness in the editor: its restaurants and button, shaped
 * by the style, with a warning when the wide style is not wide or full.
 *
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @param props.style      The chosen style.
 * @return The preview.
 */
export default function Preview( { attributes, style }: PreviewProps ) {
	const { rid, align, negativeMargin } = attributes;
	const wideWarning =
		style === 'wide' && align !== 'wide' && align !== 'full';
	return (
		<>
			{ wideWarning && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'The wide style is made for wide or full width: with another alignment the widget may not fit, and it may not suit small screens either.',
						'cairn'
					) }
				</Notice>
			) }
			<div
				className={ [
					'wp-block-cairn-opentable__preview',
					rid.length > 1 ? 'is-multi' : '',
					negativeMargin && style === 'button' ? 'has-no-margin' : '',
				]
					.filter( Boolean )
					.join( ' ' ) }
			>
				<strong>{ __( 'Make a reservation', 'cairn' ) }</strong>
				<span>
					{ sprintf(
						/* translators: %s: OpenTable restaurant IDs, comma separated. */
						_n(
							'Restaurant %s',
							'Restaurants %s',
							rid.length,
							'cairn'
						),
						rid.map( ( id ) => `#${ id }` ).join( ', ' )
					) }
				</span>
				<span className="wp-block-cairn-opentable__preview-button">
					{ __( 'Find a Table', 'cairn' ) }
				</span>
			</div>
		</>
	);
}
