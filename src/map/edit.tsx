/**
 * WordPress dependencies
 */
import {
	BlockControls,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Notice,
	ResizableBox,
	Spinner,
	ToolbarGroup,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import AddPoint from './components/add-point';
import MapInspector from './components/map-inspector';
import MapboxMapView from './components/mapbox-map';
import MapkitMapView, { searchWithMapkit } from './components/mapkit-map';
import PointPopup from './components/point-popup';
import StaticPreview, { previewSource } from './components/static-preview';
import TokenForm from './components/token-form';
import { DEFAULT_HEIGHT, MIN_HEIGHT } from './constants';
import { chooseProvider, providerCookie } from './lib/provider';
import {
	addPoint,
	centerAfterChange,
	removePoint,
	updatePoint,
	zoomAfterChange,
} from './points';
import { getMapSettings } from './settings';
import type { Coordinates, MapEditProps, MapPoint } from './types';
import { useAddressLookup } from './use-address-lookup';
import { useMapboxToken } from './use-mapbox-token';
import { searchPlaces, type PlaceSearcher } from './use-place-search';
import { clampHeight } from './utils';

/**
 * The map block in the editor: a spinner while the token loads (state 0),
 * the token form when Mapbox has none (state 1), then the map (state 2),
 * resizable from its bottom edge. In preview mode, the static image only.
 *
 * @param props               Props.
 * @param props.attributes    Attributes.
 * @param props.setAttributes Sets attributes.
 * @param props.isSelected    Whether the block is selected.
 * @return The editor.
 */
export default function MapEdit( {
	attributes,
	setAttributes,
	isSelected,
}: MapEditProps ) {
	const { points, zoom, mapCenter, mapStyle, mapHeight, address } =
		attributes;
	const settings = useMemo( getMapSettings, [] );
	const isPreview = useSelect(
		( select ) =>
			!! (
				select( blockEditorStore ).getSettings() as {
					isPreviewMode?: boolean;
				}
			 ).isPreviewMode,
		[]
	);
	const provider = chooseProvider( {
		mapStyle,
		cookie: providerCookie( document.cookie ),
		setting: settings.provider,
	} );
	const mapbox = useMapboxToken( provider === 'mapbox' && ! isPreview );
	const mapsSetup = useServiceSetup( 'maps' );
	const [ selected, setSelected ] = useState< number | null >( null );
	const [ notices, setNotices ] = useState< string[] >( [] );
	const blockProps = useBlockProps();

	const notify = useCallback(
		( message: string ) =>
			setNotices( ( shown ) =>
				shown.includes( message ) ? shown : [ ...shown, message ]
			),
		[]
	);

	// Deselecting the block deselects its marker, which commits its edits.
	useEffect( () => {
		if ( ! isSelected ) {
			setSelected( null );
		}
	}, [ isSelected ] );

	const onAddPoint = ( point: MapPoint ) => {
		const next = addPoint( points, point );
		setAttributes( {
			points: next,
			zoom: zoomAfterChange( points.length, next.length, zoom ),
			mapCenter: centerAfterChange( points, next, mapCenter ),
		} );
	};

	const onDeletePoint = ( index: number ) => {
		const next = removePoint( points, index );
		setSelected( null );
		setAttributes( {
			points: next,
			zoom: zoomAfterChange( points.length, next.length, zoom ),
			mapCenter: centerAfterChange( points, next, mapCenter ),
		} );
	};

	// Apple's maps take their places from Apple's search; Mapbox's from its
	// geocoder, through the API base URL.
	const search = useCallback< PlaceSearcher >(
		( query, signal ) =>
			provider === 'mapkit'
				? searchWithMapkit( query )
				: searchPlaces(
						settings.mapboxApiBaseUrl,
						query,
						mapbox.token,
						signal
					),
		[ provider, settings.mapboxApiBaseUrl, mapbox.token ]
	);

	const onRegionChange = ( center: Coordinates, nextZoom: number ) =>
		setAttributes( { mapCenter: center, zoom: nextZoom } );

	// Preview mode asks nothing of the geocoder.
	let lookupToken = '';
	if ( ! isPreview ) {
		lookupToken =
			provider === 'mapbox' ? mapbox.token : settings.mapboxToken;
	}

	useAddressLookup( {
		address,
		hasPoints: points.length > 0,
		token: lookupToken,
		apiBaseUrl: settings.mapboxApiBaseUrl,
		onFound: ( point ) =>
			setAttributes(
				point
					? {
							address: '',
							points: [ point ],
							mapCenter: point.coordinates,
						}
					: { address: '' }
			),
		onError: notify,
	} );

	const height = mapHeight ?? DEFAULT_HEIGHT;

	if ( isPreview ) {
		return (
			<div { ...blockProps }>
				<StaticPreview
					attributes={ attributes }
					source={ previewSource( provider, mapStyle, settings ) }
				/>
			</div>
		);
	}

	if ( provider === 'mapkit' && ! mapsSetup.ready ) {
		// Apple's maps without a MapKit key or token, nor a Mapbox token:
		// visitors would get no map, only the list of places.
		return (
			<div { ...blockProps }>
				<ConnectBanner service="maps" />
			</div>
		);
	}

	if ( provider === 'mapbox' && mapbox.state === 0 ) {
		return (
			<div { ...blockProps }>
				<Spinner />
			</div>
		);
	}

	if ( provider === 'mapbox' && mapbox.state === 1 ) {
		return (
			<div { ...blockProps }>
				<TokenForm
					canEdit={ mapbox.canEdit }
					isSaving={ mapbox.isSaving }
					error={ mapbox.error }
					onSave={ mapbox.save }
				/>
			</div>
		);
	}

	const point = selected === null ? undefined : points[ selected ];

	return (
		<div { ...blockProps }>
			{ ( provider === 'mapkit' || mapbox.token ) && (
				<BlockControls group="block">
					<ToolbarGroup>
						<AddPoint
							search={ search }
							onAddPoint={ onAddPoint }
							onError={ notify }
						/>
					</ToolbarGroup>
				</BlockControls>
			) }
			<MapInspector
				attributes={ attributes }
				setAttributes={ setAttributes }
				provider={ provider }
				mapboxToken={ mapbox }
				onDeletePoint={ onDeletePoint }
			/>
			{ notices.map( ( message ) => (
				<Notice
					key={ message }
					status="error"
					onRemove={ () =>
						setNotices( ( shown ) =>
							shown.filter( ( item ) => item !== message )
						)
					}
				>
					{ message }
				</Notice>
			) ) }
			<ResizableBox
				className="wp-block-cairn-map__resizer"
				size={ { width: '100%', height } }
				minHeight={ MIN_HEIGHT }
				enable={ { bottom: true } }
				showHandle={ isSelected }
				onResizeStop={ ( _event, _direction, _element, delta ) =>
					setAttributes( {
						mapHeight: clampHeight( height + delta.height ),
					} )
				}
			>
				{ provider === 'mapbox' ? (
					<MapboxMapView
						attributes={ attributes }
						token={ mapbox.token }
						apiBaseUrl={ settings.mapboxApiBaseUrl }
						onSelectPoint={ setSelected }
						onRegionChange={ onRegionChange }
						onError={ notify }
					/>
				) : (
					<MapkitMapView
						attributes={ attributes }
						onSelectPoint={ setSelected }
						onRegionChange={ onRegionChange }
						onError={ notify }
					/>
				) }
				{ point && selected !== null && (
					<PointPopup
						key={ point.id }
						point={ point }
						onCommit={ ( changes ) =>
							setAttributes( {
								points: updatePoint(
									points,
									selected,
									changes
								),
							} )
						}
						onClose={ () => setSelected( null ) }
						onDelete={ () => onDeletePoint( selected ) }
					/>
				) }
			</ResizableBox>
		</div>
	);
}
