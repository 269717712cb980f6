/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	PanelBody,
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { PRIVACY, RATINGS } from '../constants';
import type { VideoAttributes } from '../types';
import { useVideoMeta } from '../use-video-meta';
import { descriptionRows } from '../utils';

/**
 * Props of the sidebar.
 */
export interface VideoInspectorProps {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
}

/**
 * The sidebar (spec 001 §2): Details (title, description), 'Video
 * Settings' (how the player behaves) and 'Video File Settings' (rating,
 * privacy, download, kept on the video itself).
 *
 * @param props The props.
 * @return The panels.
 */
export default function VideoInspector( props: VideoInspectorProps ) {
	const { attributes, setAttributes } = props;
	const saveMeta = useVideoMeta( attributes, setAttributes );
	// Typing changes the draft; the video's own title and description are
	// saved when the field is left.
	const [ title, setTitle ] = useState( attributes.title );
	const [ description, setDescription ] = useState( attributes.description );
	useEffect( () => setTitle( attributes.title ), [ attributes.title ] );
	useEffect(
		() => setDescription( attributes.description ),
		[ attributes.description ]
	);

	const toggle = (
		key: 'autoplay' | 'loop' | 'muted' | 'controls' | 'playsinline',
		label: string
	) => (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ label }
			checked={ attributes[ key ] }
			onChange={ ( value ) => setAttributes( { [ key ]: value } ) }
		/>
	);

	return (
		<InspectorControls>
			<PanelBody title={ __( 'Details', 'cairn' ) }>
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Title', 'cairn' ) }
					value={ title }
					onChange={ setTitle }
					onBlur={ () =>
						title !== attributes.title && saveMeta( 'title', title )
					}
				/>
				<TextareaControl
					__nextHasNoMarginBottom
					label={ __( 'Description', 'cairn' ) }
					value={ description }
					rows={ descriptionRows( description ) }
					onChange={ setDescription }
					onBlur={ () =>
						description !== attributes.description &&
						saveMeta( 'description', description )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Video Settings', 'cairn' ) }>
				{ toggle( 'autoplay', __( 'Autoplay', 'cairn' ) ) }
				{ toggle( 'loop', __( 'Loop', 'cairn' ) ) }
				{ toggle( 'muted', __( 'Muted', 'cairn' ) ) }
				{ toggle( 'controls', __( 'Playback controls', 'cairn' ) ) }
				{ toggle( 'playsinline', __( 'Play inline', 'cairn' ) ) }
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Preload', 'cairn' ) }
					value={ attributes.preload }
					options={ [
						{ value: 'auto', label: __( 'Auto', 'cairn' ) },
						{ value: 'metadata', label: __( 'Metadata', 'cairn' ) },
						{ value: 'none', label: __( 'None', 'cairn' ) },
					] }
					onChange={ ( preload ) =>
						setAttributes( {
							preload: preload as VideoAttributes[ 'preload' ],
						} )
					}
				/>
			</PanelBody>
			<PanelBody title={ __( 'Video File Settings', 'cairn' ) }>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Rating', 'cairn' ) }
					value={ attributes.rating }
					options={ RATINGS.map(
						(
							rating
						): {
							value: string;
							label: string;
						} => ( { value: rating, label: rating } )
					) }
					onChange={ ( rating ) => saveMeta( 'rating', rating ) }
				/>
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Privacy', 'cairn' ) }
					value={ String( attributes.privacySetting ) }
					options={ [
						{
							value: String( PRIVACY.siteDefault ),
							label: __( 'Site default', 'cairn' ),
						},
						{
							value: String( PRIVACY.public ),
							label: __( 'Public', 'cairn' ),
						},
						{
							value: String( PRIVACY.private ),
							label: __( 'Private', 'cairn' ),
						},
					] }
					help={ __(
						'A private video plays only for logged-in readers of this post; its file is kept out of the public uploads folder.',
						'cairn'
					) }
					onChange={ ( value ) =>
						saveMeta( 'privacySetting', Number( value ) )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Allow download', 'cairn' ) }
					checked={ attributes.allowDownload }
					onChange={ ( value ) => saveMeta( 'allowDownload', value ) }
				/>
			</PanelBody>
		</InspectorControls>
	);
}
