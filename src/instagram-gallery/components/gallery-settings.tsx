/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RangeControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { GallerySettingsProps } from '../types';
import { clamp } from '../utils';

/**
 * The sidebar: the linked account (with Disconnect for who may), and the
 * number of posts, columns, spacing and stacking on mobile.
 *
 * @param props               The props.
 * @param props.attributes    The block's attributes, in range.
 * @param props.setAttributes Sets the block's attributes.
 * @param props.canDisconnect Whether the user may disconnect the account.
 * @param props.onDisconnect  Disconnects the account.
 * @return The inspector controls.
 */
export default function GallerySettings( {
	attributes,
	setAttributes,
	canDisconnect,
	onDisconnect,
}: GallerySettingsProps ) {
	const { instagramUser, count, columns, spacing, isStackedOnMobile } =
		attributes;
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Account Settings', 'cairn' ) }>
				<p>{ `@${ instagramUser }` }</p>
				{ canDisconnect && (
					<Button
						variant="secondary"
						isDestructive
						onClick={ onDisconnect }
					>
						{ __( 'Disconnect your account', 'cairn' ) }
					</Button>
				) }
			</PanelBody>
			<PanelBody title={ __( 'Display Settings', 'cairn' ) }>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Number of Posts', 'cairn' ) }
					value={ count }
					min={ 1 }
					max={ 30 }
					onChange={ ( value ) =>
						setAttributes( { count: clamp( value, 1, 30, 9 ) } )
					}
				/>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Number of Columns', 'cairn' ) }
					value={ columns }
					min={ 1 }
					max={ 6 }
					onChange={ ( value ) =>
						setAttributes( { columns: clamp( value, 1, 6, 3 ) } )
					}
				/>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Image Spacing (px)', 'cairn' ) }
					value={ spacing }
					min={ 0 }
					max={ 50 }
					onChange={ ( value ) =>
						setAttributes( { spacing: clamp( value, 0, 50, 10 ) } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Stack on mobile', 'cairn' ) }
					checked={ isStackedOnMobile }
					onChange={ ( value ) =>
						setAttributes( { isStackedOnMobile: value } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
