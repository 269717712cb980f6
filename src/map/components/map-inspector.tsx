/**
 * WordPress dependencies
 */
import { InspectorControls } from '@wordpress/block-editor';
import {
	BaseControl,
	Button,
	ColorPalette,
	ExternalLink,
	PanelBody,
	RangeControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	DEFAULT_HEIGHT,
	HEIGHT_STEP,
	MAP_STYLES,
	MAX_ZOOM,
	MIN_HEIGHT,
	MIN_ZOOM,
} from '../constants';
import type { MapProvider } from '../lib/provider';
import { isZoomEnabled, updatePoint } from '../points';
import type { MapAttributes } from '../types';
import type { MapboxToken } from '../use-mapbox-token';
import { clampHeight, styleLabel } from '../utils';

/** Props of the sidebar. */
interface MapInspectorProps {
	/** The block's attributes. */
	attributes: MapAttributes;
	/** Changes attributes. */
	setAttributes: ( attributes: Partial< MapAttributes > ) => void;
	/** Which library draws the map. */
	provider: MapProvider;
	/** The Mapbox token (its panel shows to administrators on Mapbox). */
	mapboxToken: MapboxToken;
	/** Deletes a marker (the zoom rule applies). */
	onDeletePoint: ( index: number ) => void;
}

/**
 * The map's sidebar: style, marker colour, the map's settings (height,
 * zoom, labels, scroll to zoom, fullscreen), the markers, and the access
 * token.
 *
 * @param props Props.
 * @return The sidebar.
 */
export default function MapInspector( props: MapInspectorProps ) {
	const { attributes, setAttributes, provider, mapboxToken, onDeletePoint } =
		props;
	const {
		points,
		zoom,
		mapStyle,
		markerColor,
		mapDetails,
		scrollToZoom,
		mapHeight,
		showFullscreenButton,
	} = attributes;
	const [ token, setToken ] = useState( mapboxToken.token );
	const [ heightText, setHeightText ] = useState(
		String( mapHeight ?? DEFAULT_HEIGHT )
	);
	// A height set elsewhere (the resize handle) shows here.
	useEffect(
		() => setHeightText( String( mapHeight ?? DEFAULT_HEIGHT ) ),
		[ mapHeight ]
	);

	return (
		<InspectorControls>
			<PanelBody title={ __( 'Style', 'cairn' ) }>
				<div
					className="wp-block-cairn-map__styles"
					role="group"
					aria-label={ __( 'Map style', 'cairn' ) }
				>
					{ MAP_STYLES.map( ( style ) => (
						<Button
							key={ style }
							variant="secondary"
							isPressed={ mapStyle === style }
							onClick={ () =>
								setAttributes( { mapStyle: style } )
							}
						>
							{ styleLabel( style, provider ) }
						</Button>
					) ) }
				</div>
			</PanelBody>
			<PanelBody title={ __( 'Colors', 'cairn' ) }>
				<BaseControl
					__nextHasNoMarginBottom
					id="cairn-map-marker-color"
					label={ __( 'Marker Color', 'cairn' ) }
				>
					<ColorPalette
						value={ markerColor }
						onChange={ ( color ) =>
							setAttributes( { markerColor: color ?? 'red' } )
						}
					/>
				</BaseControl>
			</PanelBody>
			<PanelBody title={ __( 'Map Settings', 'cairn' ) }>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="number"
					label={ __( 'Height in pixels', 'cairn' ) }
					min={ MIN_HEIGHT }
					step={ HEIGHT_STEP }
					value={ heightText }
					onChange={ ( value ) => {
						setHeightText( value );
						// Typing passes through numbers under the minimum.
						const height = Number( value );
						if ( value && height >= MIN_HEIGHT ) {
							setAttributes( {
								mapHeight: clampHeight( height ),
							} );
						}
					} }
					onBlur={ () =>
						setHeightText( String( mapHeight ?? DEFAULT_HEIGHT ) )
					}
				/>
				<RangeControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'Zoom level', 'cairn' ) }
					help={
						isZoomEnabled( points )
							? undefined
							: __(
									'The map fits all its markers: the zoom follows them.',
									'cairn'
								)
					}
					min={ MIN_ZOOM }
					max={ MAX_ZOOM }
					value={ Math.round( zoom ) }
					disabled={ ! isZoomEnabled( points ) }
					onChange={ ( value ) =>
						setAttributes( { zoom: value ?? zoom } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Show labels', 'cairn' ) }
					help={
						provider === 'mapkit'
							? __(
									'Apple’s maps hide their places of interest without labels.',
									'cairn'
								)
							: undefined
					}
					checked={ mapDetails }
					onChange={ ( value ) =>
						setAttributes( { mapDetails: value } )
					}
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Scroll to zoom', 'cairn' ) }
					help={ __(
						'Allow the map to capture scrolling, and zoom in or out.',
						'cairn'
					) }
					checked={ scrollToZoom }
					onChange={ ( value ) =>
						setAttributes( { scrollToZoom: value } )
					}
				/>
				{ provider === 'mapkit' && (
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show Fullscreen Button', 'cairn' ) }
						checked={ showFullscreenButton }
						onChange={ ( value ) =>
							setAttributes( { showFullscreenButton: value } )
						}
					/>
				) }
			</PanelBody>
			{ points.length > 0 && (
				<PanelBody title={ __( 'Markers', 'cairn' ) } initialOpen>
					{ points.map( ( point, index ) => (
						<div
							key={ point.id }
							className="wp-block-cairn-map__marker-settings"
						>
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								label={ __( 'Marker Title', 'cairn' ) }
								value={ point.title }
								onChange={ ( title ) =>
									setAttributes( {
										points: updatePoint( points, index, {
											title,
										} ),
									} )
								}
							/>
							<TextareaControl
								__nextHasNoMarginBottom
								label={ __( 'Marker Caption', 'cairn' ) }
								value={ point.caption }
								rows={ 2 }
								onChange={ ( caption ) =>
									setAttributes( {
										points: updatePoint( points, index, {
											caption,
										} ),
									} )
								}
							/>
							<Button
								variant="link"
								isDestructive
								onClick={ () => onDeletePoint( index ) }
							>
								{ __( 'Delete Marker', 'cairn' ) }
							</Button>
						</div>
					) ) }
				</PanelBody>
			) }
			{ provider === 'mapbox' && mapboxToken.canEdit && (
				<PanelBody
					title={ __( 'Mapbox Access Token', 'cairn' ) }
					initialOpen={ false }
				>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Mapbox Access Token', 'cairn' ) }
						value={ token }
						onChange={ setToken }
					/>
					<ExternalLink href="https://account.mapbox.com/access-tokens/">
						{ __( 'Find your token on Mapbox.', 'cairn' ) }
					</ExternalLink>
					<div className="wp-block-cairn-map__token-actions">
						<Button
							variant="secondary"
							disabled={ ! token.trim() || mapboxToken.isSaving }
							onClick={ () => mapboxToken.save( token.trim() ) }
						>
							{ __( 'Update Token', 'cairn' ) }
						</Button>
						<Button
							variant="secondary"
							isDestructive
							disabled={ mapboxToken.isSaving }
							onClick={ () => {
								setToken( '' );
								mapboxToken.remove();
							} }
						>
							{ __( 'Remove Token', 'cairn' ) }
						</Button>
					</div>
				</PanelBody>
			) }
		</InspectorControls>
	);
}
