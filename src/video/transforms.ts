/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { createBlock, type BlockTransform } from '@wordpress/blocks';
import { select } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { VideoAttributes } from './types';
import { isVideoFile, peerVideoGuid } from './utils';

/** A files transform, which @wordpress/blocks' types leave out. */
interface FilesTransform {
	type: 'files';
	priority: number;
	isMatch: ( files: File[] ) => boolean;
	transform: ( files: File[] ) => ReturnType< typeof createBlock >;
}

/** What a core video block holds that this block keeps. */
interface CoreVideoAttributes {
	id?: number;
	/** Set on core videos by the peer's plugin, and by Cairn's filter. */
	guid?: string;
	src?: string;
	caption?: unknown;
	autoplay?: boolean;
	loop?: boolean;
	muted?: boolean;
	playsInline?: boolean;
	preload?: string;
	poster?: string;
	controls?: boolean;
}

/**
 * A video file dropped on the editor becomes this block and uploads at once
 * (resumably, to the site's media library), for users who may upload. It
 * goes before the core video block's own (priority 10), whose upload in one
 * request fails on the large files this block is for.
 */
export const fromVideoFile: FilesTransform = {
	type: 'files',
	priority: 9,
	isMatch: ( files ) =>
		files.length === 1 &&
		isVideoFile( files[ 0 ] ) &&
		// The editor offers uploads only to users who may upload.
		!! (
			select( blockEditorStore ).getSettings() as {
				mediaUpload?: unknown;
			}
		 ).mediaUpload,
	transform: ( files ) =>
		createBlock( 'cairn/video', { fileForImmediateUpload: files[ 0 ] } ),
};

/**
 * From a dropped video file, and from and to the core video block. A core
 * video of the media library becomes this block (the editor then gives the
 * video its guid); this block becomes a core video of the same file.
 */
const transforms: {
	from: ( BlockTransform< VideoAttributes > | FilesTransform )[];
	to: BlockTransform[];
} = {
	from: [
		fromVideoFile,
		{
			type: 'block',
			blocks: [ 'core/video' ],
			isMatch: ( block ) => {
				const { id, guid } = block as unknown as CoreVideoAttributes;
				return ( typeof id === 'number' && id > 0 ) || !! guid;
			},
			transform: ( block ) => {
				const attributes = block as unknown as CoreVideoAttributes;
				return createBlock( 'cairn/video', {
					id: attributes.id,
					guid: attributes.guid ?? '',
					src: attributes.src ?? '',
					// A rich-text value in recent WordPress: its HTML.
					caption: String( attributes.caption ?? '' ),
					autoplay: !! attributes.autoplay,
					loop: !! attributes.loop,
					muted: !! attributes.muted,
					playsinline: !! attributes.playsInline,
					preload: [ 'auto', 'metadata', 'none' ].includes(
						attributes.preload ?? ''
					)
						? attributes.preload
						: 'metadata',
					poster: attributes.poster ?? '',
					controls: attributes.controls !== false,
				} );
			},
		},
		{
			type: 'block',
			blocks: [ 'core/embed' ],
			isMatch: ( block ) =>
				!! peerVideoGuid(
					String( ( block as { url?: unknown } ).url ?? '' )
				),
			transform: ( block ) => {
				const url = String( ( block as { url?: unknown } ).url ?? '' );
				// The link stays in src: if the site has no video of that
				// guid, the block goes back to the embed.
				return createBlock( 'cairn/video', {
					guid: peerVideoGuid( url ),
					src: url,
				} );
			},
		},
	],
	to: [
		{
			type: 'block',
			blocks: [ 'core/video' ],
			transform: ( block ) => {
				const attributes = block as unknown as VideoAttributes;
				return createBlock( 'core/video', {
					id: attributes.id,
					src: attributes.src,
					caption: attributes.caption,
					autoplay: attributes.autoplay,
					loop: attributes.loop,
					muted: attributes.muted,
					playsInline: attributes.playsinline,
					preload: attributes.preload,
					poster: attributes.poster || undefined,
					controls: attributes.controls,
				} );
			},
		},
	],
};

export default transforms;
