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
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useEmbedForm } from '@cairn/shared/embeds/use-embed-form';
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
	const blockProps = useBlockProps();
	// Only a name Tock can book is taken; anything else leaves the field open.
	const form = useEmbedForm( attributes.url, ( value ) => {
		const name = parseTockName( value );
		if ( ! value.trim() || ! name ) {
			return 'ignored';
		}
		setAttributes( { url: name } );
		return 'embedded';
	} );

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
									form.setInput( attributes.url );
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
									value={ form.input }
									onChange={ form.setInput }
									onKeyDown={ ( event ) => {
										if ( event.key === 'Escape' ) {
											form.setInput( attributes.url );
											onClose();
											return;
										}
										if ( event.key !== 'Enter' ) {
											return;
										}
										event.preventDefault();
										void form
											.submit()
											.then(
												( outcome ) =>
													outcome === 'embedded' &&
													onClose()
											);
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
