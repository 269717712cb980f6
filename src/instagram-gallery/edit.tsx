/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';

/**
 * Internal dependencies
 */
import { isServiceConnected } from '@cairn/shared/site/editor-data';
import AccountPicker from './components/account-picker';
import GalleryGrid from './components/gallery-grid';
import GallerySettings from './components/gallery-settings';
import GalleryStatus from './components/gallery-status';
import SetupPlaceholder from './components/setup-placeholder';
import type { InstagramGalleryEditProps } from './types';
import { useInstagramConnections } from './use-instagram-connections';
import { useInstagramGallery } from './use-instagram-gallery';
import { clamp } from './utils';

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
	const blockProps = useBlockProps();
	const configured = isServiceConnected( 'instagram' );
	const accounts = useInstagramConnections(
		accessToken,
		setAttributes,
		configured
	);
	const { gallery, loadError, retry } = useInstagramGallery(
		accessToken,
		instagramUser,
		configured
	);
	const unlink = () =>
		setAttributes( { accessToken: '', instagramUser: '' } );

	if ( ! configured ) {
		return (
			<div { ...blockProps }>
				<SetupPlaceholder
					instagramUser={ instagramUser }
					isLinked={ !! accessToken }
				/>
			</div>
		);
	}

	if ( ! accessToken ) {
		return (
			<div { ...blockProps }>
				<AccountPicker
					connections={ accounts.connections }
					choice={ accounts.choice }
					onChoose={ accounts.setChoice }
					connecting={ accounts.connecting }
					error={ accounts.error }
					onConnect={ accounts.linkChoice }
				/>
			</div>
		);
	}

	const connection = accounts.connections?.find(
		( { id } ) => id === accessToken
	);

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
			<GallerySettings
				attributes={ { ...attributes, count, columns, spacing } }
				setAttributes={ setAttributes }
				canDisconnect={ !! connection?.can_disconnect }
				onDisconnect={ () => void accounts.disconnect() }
			/>
			<GalleryStatus
				gallery={ gallery }
				loadError={ loadError }
				onRetry={ retry }
				onChooseAnother={ unlink }
			/>
			<GalleryGrid
				images={ gallery?.images.slice( 0, count ) ?? [] }
				instagramUser={ instagramUser }
			/>
		</div>
	);
}
