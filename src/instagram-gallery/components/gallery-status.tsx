/**
 * WordPress dependencies
 */
import { Button, Notice, Placeholder, Spinner } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import icon from '../icon';
import type { GalleryStatusProps } from '../types';

/**
 * What the block shows while it has no posts to show: why they could not be
 * loaded (with Try again and Choose another account), that they are
 * loading, or that the account has none.
 *
 * @param props                 The props.
 * @param props.gallery         The posts, once loaded.
 * @param props.loadError       Why they could not be loaded.
 * @param props.onRetry         Loads them again.
 * @param props.onChooseAnother Unlinks the account.
 * @return The placeholder, or nothing once there are posts.
 */
export default function GalleryStatus( {
	gallery,
	loadError,
	onRetry,
	onChooseAnother,
}: GalleryStatusProps ) {
	const label = __( 'Latest Instagram Posts', 'cairn' );
	if ( ! gallery && loadError ) {
		return (
			<Placeholder icon={ icon } label={ label }>
				<Notice status="warning" isDismissible={ false }>
					{ loadError }
				</Notice>
				<Button variant="primary" onClick={ onRetry }>
					{ __( 'Try again', 'cairn' ) }
				</Button>
				<Button variant="secondary" onClick={ onChooseAnother }>
					{ __( 'Choose another account', 'cairn' ) }
				</Button>
			</Placeholder>
		);
	}
	if ( ! gallery ) {
		return (
			<Placeholder icon={ icon } label={ label }>
				<Spinner />
				{ __( 'Embedding…', 'cairn' ) }
			</Placeholder>
		);
	}
	if ( gallery.images.length === 0 ) {
		return (
			<Placeholder icon={ icon } label={ label }>
				{ __(
					'No images were found in your Instagram account.',
					'cairn'
				) }
			</Placeholder>
		);
	}
	return null;
}
