/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { VideoAttributes } from './types';

/** The settings the meta route takes, by their attribute. */
const FIELDS = {
	title: 'title',
	description: 'description',
	rating: 'rating',
	allowDownload: 'allow_download',
	privacySetting: 'privacy_setting',
} as const;

/** An attribute kept on the video's attachment too. */
export type MetaAttribute = keyof typeof FIELDS;

/**
 * The value the route takes for an attribute's value.
 *
 * @param key   The attribute.
 * @param value Its value.
 * @return What is sent.
 */
export function toMetaValue(
	key: MetaAttribute,
	value: VideoAttributes[ MetaAttribute ]
): string | number {
	if ( key === 'allowDownload' ) {
		return value ? 1 : 0;
	}
	return value as string | number;
}

/**
 * Saves a video setting on its attachment: the block shows it at once and
 * takes it back when the call fails.
 *
 * @param attributes    The block's attributes.
 * @param setAttributes Sets them.
 * @param videoId       The video's attachment, as the site knows it by the
 *                      block's guid (a converted block's `id` may name
 *                      another site's attachment).
 * @param onMoved       Called when a change of privacy moved the file.
 * @return Saves one setting.
 */
export function useVideoMeta(
	attributes: VideoAttributes,
	setAttributes: ( next: Partial< VideoAttributes > ) => void,
	videoId: number | undefined = attributes.id,
	onMoved?: () => void
) {
	const { createErrorNotice } = useDispatch( noticesStore );
	const { invalidateResolution } = useDispatch( coreStore );
	return async < K extends MetaAttribute >(
		key: K,
		value: VideoAttributes[ K ]
	): Promise< void > => {
		const before = attributes[ key ];
		setAttributes( { [ key ]: value } as Partial< VideoAttributes > );
		if ( ! videoId ) {
			return;
		}
		try {
			const answer = await apiFetch< { data?: unknown } >( {
				path: ROUTES.videoMeta,
				method: 'POST',
				data: {
					id: videoId,
					[ FIELDS[ key ] ]: toMetaValue( key, value ),
				},
			} );
			if ( answer?.data !== 200 ) {
				throw new Error();
			}
			if ( key === 'privacySetting' ) {
				// The file moved: its URL is read again.
				const query = { context: 'edit' };
				invalidateResolution( 'getMedia', [ videoId, query ] );
				invalidateResolution( 'getEntityRecord', [
					'root',
					'media',
					videoId,
					query,
				] );
				onMoved?.();
			}
		} catch {
			setAttributes( { [ key ]: before } as Partial< VideoAttributes > );
			createErrorNotice(
				__( 'The video setting could not be saved.', 'cairn' ),
				{ type: 'snackbar', id: 'cairn-video-meta' }
			);
		}
	};
}
