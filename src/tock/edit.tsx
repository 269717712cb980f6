/**
 * WordPress dependencies
 */
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import {
	Dropdown,
	TextControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { BOOKING_DOMAIN, parseTockName } from './parser';
import type { TockEditProps } from './types';

/**
 * The table-booking editor: the booking button with the business it books
 * (or how to set one), and a toolbar dropdown to edit the business name. Enter with a non-empty value submits (the text up
 * to the booking domain is stripped); Escape cancels.
 *
 * @param props               Block edit props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function TockEdit( {
	attributes,
	setAttributes,
}: TockEditProps ) {
	const [ value, setValue ] = useState( attributes.url );
	const blockProps = useBlockProps();

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<Dropdown
						popoverProps={ { placement: 'bottom-start' } }
						renderToggle={ ( { isOpen, onToggle } ) => (
							<ToolbarButton
								aria-expanded={ isOpen }
								onClick={ () => {
									setValue( attributes.url );
									onToggle();
								} }
							>
								{ __( 'Tock business name', 'cairn' ) }
							</ToolbarButton>
						) }
						renderContent={ ( { onClose } ) => (
							<div className="wp-block-cairn-tock__name">
								<TextControl
									__next40pxDefaultSize
									__nextHasNoMarginBottom
									label={ __(
										'Tock business name',
										'cairn'
									) }
									value={ value }
									onChange={ setValue }
									onKeyDown={ ( event ) => {
										if ( event.key === 'Escape' ) {
											setValue( attributes.url );
											onClose();
											return;
										}
										if ( event.key !== 'Enter' ) {
											return;
										}
										event.preventDefault();
										const name = parseTockName( value );
										if ( value.trim() && name ) {
											setAttributes( { url: name } );
											onClose();
										}
									} }
								/>
							</div>
						) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<span className="wp-block-button__link wp-element-button">
				{ __( 'Book now', 'cairn' ) }
			</span>
			{ attributes.url ? (
				<p className="wp-block-cairn-tock__business">
					{ sprintf(
						/* translators: 1: a Tock business name; 2: Tock's domain. */
						__( 'Books %1$s on %2$s', 'cairn' ),
						attributes.url,
						BOOKING_DOMAIN
					) }
				</p>
			) : (
				<p>
					{ __(
						'Set your Tock business name from the toolbar.',
						'cairn'
					) }
				</p>
			) }
		</div>
	);
}
