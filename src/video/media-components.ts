/**
 * WordPress dependencies
 */
import * as blockEditor from '@wordpress/block-editor';
import type { ComponentType, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import type { Chosen } from './choose';

/** What both media pickers take here: files are handed over, never uploaded by them. */
interface MediaPickerProps {
	allowedTypes: string[];
	/** false: files come to onSelect, and the block uploads them itself. */
	handleUpload: false;
	onSelect: ( chosen: Chosen ) => void;
}

/** The placeholder: upload, drop zone and media library. */
export interface MediaPlaceholderProps extends MediaPickerProps {
	icon: ReactNode;
	labels: { title: string; instructions: string };
}

/** The toolbar's 'Replace': media library or upload. */
export interface MediaReplaceFlowProps extends MediaPickerProps {
	mediaId?: number;
	mediaURL: string;
	accept: string;
}

// @types/wordpress__block-editor lags behind the package: it has no
// MediaReplaceFlow and no `handleUpload` on MediaPlaceholder, both part of
// the block editor since long before WordPress 6.8.
const components = blockEditor as unknown as {
	MediaPlaceholder: ComponentType< MediaPlaceholderProps >;
	MediaReplaceFlow: ComponentType< MediaReplaceFlowProps >;
};

export const { MediaPlaceholder, MediaReplaceFlow } = components;
