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
import PosterControl from './poster-control';
import SeekbarColors from './seekbar-colors';

/**
 * Props of the sidebar.
 */
export interface VideoInspectorProps {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	/**
	 * The video's attachment as the site knows it by the guid.
	 *
	 * @default attributes.id
	 */
	videoId?: number;
	/**
	 * Whether this user may change the video's own title, description and
	 * file settings (they are the video's, shared by every post showing it).
	 *
	 * @default true
	 */
	canEdit?: boolean;
	/**
	 * The video's own poster, shown when the block has none of its own.
	 *
	 * @default ''
	 */
	videoPoster?: string;
	/** Called when a change of privacy moved the video's file. */
	onMoved?: () => void;
}

/**
 * The sidebar: Details (title, description), 'Video
 * Settings' (how the player behaves) and 'Video File Settings' (rating,
 * privacy, download, kept on the video itself).
 *
 * @param props The props.
 * @return The panels.
 */
export default function VideoInspector( props: VideoInspectorProps ) {
	const {
		attributes,
		setAttributes,
		canEdit = true,
		videoPoster = '',
		onMoved,
	} = props;
	const saveMeta = useVideoMeta(
		attributes,
		setAttributes,
		props.videoId ?? attributes.id,
		onMoved
	);
	// Said where the video's own settings are shown but cannot be changed.
	const notYours = canEdit
		? undefined
		: __(
				'This video belongs to someone else: only they or an editor can change its title, description, rating, privacy and downloads. How it plays in this post is yours to set.',
				'cairn'
			);
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
				{ notYours && (
					<p className="wp-block-cairn-video__not-yours">
						{ notYours }
					</p>
				) }
				<TextControl
					disabled={ ! canEdit }
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
					disabled={ ! canEdit }
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
				<PosterControl
					attributes={ attributes }
					setAttributes={ setAttributes }
					canEdit={ canEdit }
					videoPoster={ videoPoster }
				/>
			</PanelBody>
			<SeekbarColors
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<PanelBody title={ __( 'Video File Settings', 'cairn' ) }>
				{ notYours && (
					<p className="wp-block-cairn-video__not-yours">
						{ notYours }
					</p>
				) }
				<SelectControl
					disabled={ ! canEdit }
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
					disabled={ ! canEdit }
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
					disabled={ ! canEdit }
					__nextHasNoMarginBottom
					label={ __( 'Allow download', 'cairn' ) }
					checked={ attributes.allowDownload }
					onChange={ ( value ) => saveMeta( 'allowDownload', value ) }
				/>
			</PanelBody>
		</InspectorControls>
	);
}
