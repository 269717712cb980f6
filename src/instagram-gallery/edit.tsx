/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	Notice,
	PanelBody,
	Placeholder,
	RadioControl,
	RangeControl,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { isServiceConnected } from '@cairn/shared/site/editor-data';
import icon from './icon';
import type {
	InstagramConnection,
	InstagramGallery,
	InstagramGalleryEditProps,
} from './types';
import {
	clamp,
	FETCH_COUNT,
	galleryLoadError,
	POPUP_FEATURES,
	readPopupMessage,
} from './utils';

/** The radio value of 'Add a new account'. */
const NEW_ACCOUNT = 'new';

/**
 * The Instagram gallery block in the editor: connect an account (through a
 * 700×700 popup), or choose one already connected, then the grid of its
 * latest posts with the display settings in the sidebar.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @return The editor element.
 */
export default function InstagramGalleryEdit( {
	attributes,
	setAttributes,
}: InstagramGalleryEditProps ) {
	const { accessToken, instagramUser, isStackedOnMobile } = attributes;
	const count = clamp( attributes.count, 1, 30, 9 );
	const columns = clamp( attributes.columns, 1, 6, 3 );
	const spacing = clamp( attributes.spacing, 0, 50, 10 );
	const [ connections, setConnections ] = useState< InstagramConnection[] >();
	const [ choice, setChoice ] = useState( '' );
	const [ connecting, setConnecting ] = useState( false );
	const [ gallery, setGallery ] = useState< InstagramGallery >();
	const [ error, setError ] = useState( '' );
	// Why the linked account's posts could not be loaded; the account stays.
	const [ loadError, setLoadError ] = useState( '' );
	const [ attempt, setAttempt ] = useState( 0 );
	const blockProps = useBlockProps();
	const configured = isServiceConnected( 'instagram' );

	useEffect( () => {
		if ( ! configured ) {
			return;
		}
		apiFetch< InstagramConnection[] >( {
			path: ROUTES.instagramConnections,
		} ).then(
			( list ) => {
				setConnections( list );
				setChoice( list[ 0 ]?.id ?? NEW_ACCOUNT );
			},
			() => setConnections( [] )
		);
	}, [ configured ] );

	// Connecting failed: nothing is linked yet, and the block says so.
	const fail = useCallback( () => {
		setError( __( 'An error occurred. Please try again later.', 'cairn' ) );
		setAttributes( { accessToken: '', instagramUser: '' } );
	}, [ setAttributes ] );

	// The linked account's posts. A failed load (the service down, no
	// network, the connection gone from the site) never unlinks the account:
	// the block says what failed, and the owner chooses what to do.
	useEffect( () => {
		setGallery( undefined );
		setLoadError( '' );
		if ( ! accessToken || ! configured ) {
			return;
		}
		let current = true;
		apiFetch< InstagramGallery >( {
			path: addQueryArgs( ROUTES.instagramGallery, {
				access_token: accessToken,
				count: FETCH_COUNT,
			} ),
		} ).then(
			( answer ) => current && setGallery( answer ),
			( reason: unknown ) =>
				current &&
				setLoadError( galleryLoadError( reason, instagramUser ) )
		);
		return () => {
			current = false;
		};
	}, [ accessToken, configured, attempt ] ); // eslint-disable-line react-hooks/exhaustive-deps -- the user name only words the message.

	const choose = ( connection: InstagramConnection ) => {
		setError( '' );
		setLoadError( '' );
		setConnections( ( list ) => [
			...( list ?? [] ).filter( ( { id } ) => id !== connection.id ),
			connection,
		] );
		setAttributes( {
			accessToken: connection.id,
			instagramUser: connection.username,
		} );
	};

	const connect = async () => {
		setError( '' );
		setConnecting( true );
		let popup: Window | null = null;
		try {
			const { connect_url: url } = await apiFetch< {
				connect_url: string;
			} >( { path: ROUTES.instagramConnectUrl } );
			popup = window.open( url, 'cairn-instagram', POPUP_FEATURES );
		} catch {
			setConnecting( false );
			fail();
			return;
		}
		const onMessage = ( event: MessageEvent ) => {
			const said = readPopupMessage( event, window.location.origin );
			if ( ! said ) {
				return;
			}
			done();
			if ( 'connection' in said ) {
				choose( said.connection );
			} else {
				fail();
			}
		};
		const watch = window.setInterval( () => {
			if ( ! popup || popup.closed ) {
				done();
			}
		}, 500 );
		function done() {
			window.removeEventListener( 'message', onMessage );
			window.clearInterval( watch );
			setConnecting( false );
		}
		window.addEventListener( 'message', onMessage );
	};

	const disconnect = async () => {
		await apiFetch( {
			path: ROUTES.instagramConnection( accessToken ),
			method: 'DELETE',
		} ).catch( () => undefined );
		setConnections( ( list ) =>
			( list ?? [] ).filter( ( { id } ) => id !== accessToken )
		);
		setChoice( NEW_ACCOUNT );
		setAttributes( { accessToken: '', instagramUser: '' } );
	};

	if ( ! configured ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Latest Instagram Posts', 'cairn' ) }
				>
					<ConnectBanner service="instagram" />
					{ accessToken && (
						<p className="wp-block-cairn-instagram-gallery__hint">
							{ sprintf(
								/* translators: %s: an Instagram user name. */
								__(
									'@%s stays linked to this block: its latest posts show once Instagram is set up.',
									'cairn'
								),
								instagramUser
							) }
						</p>
					) }
				</Placeholder>
			</div>
		);
	}

	if ( ! accessToken ) {
		let button: string = __( 'Connect to Instagram', 'cairn' );
		if ( ! connections ) {
			button = __( 'Loading your connections…', 'cairn' );
		} else if ( connecting ) {
			button = __( 'Connecting…', 'cairn' );
		}
		const onConnect = () => {
			const existing = connections?.find( ( { id } ) => id === choice );
			if ( existing ) {
				choose( existing );
			} else {
				void connect();
			}
		};
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Latest Instagram Posts', 'cairn' ) }
				>
					{ error && (
						<Notice status="error" isDismissible={ false }>
							{ error }
						</Notice>
					) }
					{ connections && connections.length > 0 && (
						<RadioControl
							label={ __( 'Account', 'cairn' ) }
							hideLabelFromVision
							selected={ choice }
							options={ [
								...connections.map( ( { id, username } ) => ( {
									value: id,
									label: `@${ username }`,
								} ) ),
								{
									value: NEW_ACCOUNT,
									label: __( 'Add a new account', 'cairn' ),
								},
							] }
							onChange={ setChoice }
						/>
					) }
					{ choice === NEW_ACCOUNT &&
						connections &&
						connections.length > 0 && (
							<p className="wp-block-cairn-instagram-gallery__hint">
								{ __(
									'If you are currently logged in to Instagram on this device, you might need to log out of it first to connect a different account.',
									'cairn'
								) }
							</p>
						) }
					<Button
						variant="primary"
						disabled={ ! connections || connecting }
						onClick={ onConnect }
					>
						{ button }
					</Button>
				</Placeholder>
			</div>
		);
	}

	const connection = connections?.find( ( { id } ) => id === accessToken );
	const images = gallery?.images.slice( 0, count ) ?? [];

	return (
		<div
			{ ...blockProps }
			className={ [
				blockProps.className,
				isStackedOnMobile ? 'is-stacked-on-mobile' : '',
			]
				.filter( Boolean )
				.join( ' ' ) }
			style={
				{
					...blockProps.style,
					'--cairn-instagram-columns': columns,
					'--cairn-instagram-spacing': `${ spacing }px`,
				} as React.CSSProperties
			}
		>
			<InspectorControls>
				<PanelBody title={ __( 'Account Settings', 'cairn' ) }>
					<p>{ `@${ instagramUser }` }</p>
					{ connection?.can_disconnect && (
						<Button
							variant="secondary"
							isDestructive
							onClick={ () => void disconnect() }
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
							setAttributes( {
								columns: clamp( value, 1, 6, 3 ),
							} )
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
							setAttributes( {
								spacing: clamp( value, 0, 50, 10 ),
							} )
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
			{ ! gallery && loadError && (
				<Placeholder
					icon={ icon }
					label={ __( 'Latest Instagram Posts', 'cairn' ) }
				>
					<Notice status="warning" isDismissible={ false }>
						{ loadError }
					</Notice>
					<Button
						variant="primary"
						onClick={ () => setAttempt( ( n ) => n + 1 ) }
					>
						{ __( 'Try again', 'cairn' ) }
					</Button>
					<Button
						variant="secondary"
						onClick={ () =>
							setAttributes( {
								accessToken: '',
								instagramUser: '',
							} )
						}
					>
						{ __( 'Choose another account', 'cairn' ) }
					</Button>
				</Placeholder>
			) }
			{ ! gallery && ! loadError && (
				<Placeholder
					icon={ icon }
					label={ __( 'Latest Instagram Posts', 'cairn' ) }
				>
					<Spinner />
					{ __( 'Embedding…', 'cairn' ) }
				</Placeholder>
			) }
			{ gallery && images.length === 0 && (
				<Placeholder
					icon={ icon }
					label={ __( 'Latest Instagram Posts', 'cairn' ) }
				>
					{ __(
						'No images were found in your Instagram account.',
						'cairn'
					) }
				</Placeholder>
			) }
			{ images.length > 0 && (
				<div
					className="wp-block-cairn-instagram-gallery__grid"
					aria-label={ sprintf(
						/* translators: %s: an Instagram user name. */
						__( 'Latest posts of @%s', 'cairn' ),
						instagramUser
					) }
				>
					{ images.map( ( image ) => (
						<span
							key={ image.url }
							className="wp-block-cairn-instagram-gallery__item"
						>
							<img src={ image.url } alt={ image.title } />
						</span>
					) ) }
				</div>
			) }
		</div>
	);
}
