/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';

/** One text track of a video. */
export interface VideoTrack {
	src: string;
	kind: 'subtitles' | 'captions' | 'descriptions' | 'chapters' | 'metadata';
	srcLang: string;
	label: string;
}

/** The video block's attributes (block.json). */
export interface VideoAttributes extends Record< string, unknown > {
	autoplay: boolean;
	controls: boolean;
	loop: boolean;
	muted: boolean;
	playsinline: boolean;
	/** @default 'metadata' */
	preload: 'auto' | 'metadata' | 'none';
	/** The poster image's URL. */
	poster: string;
	/** The video's 8-character id on the site; '' before an upload. */
	guid: string;
	/** Its attachment id. */
	id?: number;
	/** Its URL when public (a private one is served through the stream). */
	src: string;
	caption: string;
	title: string;
	description: string;
	/** @default '100%' */
	maxWidth: string;
	seekbarColor: string;
	seekbarPlayedColor: string;
	seekbarLoadingColor: string;
	useAverageColor: boolean;
	/** 0 public, 1 private, 2 the site's default. */
	privacySetting: number;
	allowDownload: boolean;
	/** 'G', 'PG-13' or 'R-17'. */
	rating: string;
	videoPressTracks: VideoTrack[];
	videoPressClassNames: string;
	/** A file dropped on the inserter, uploaded as soon as the block exists. */
	fileForImmediateUpload?: File;
	isVideoPressExample: boolean;
}

/** The block's editor props. */
export type VideoEditProps = BlockEditProps< VideoAttributes >;

/** A finished upload, as the site's last answer names it. */
export interface UploadedVideo {
	id: number;
	guid: string;
	src: string;
}

/** Where an upload stands. */
export type UploadStatus =
	'idle' | 'uploading' | 'paused' | 'error' | 'complete';

/**
 * The video of a guid as the site tells it to this user
 * (`GET /cairn/v1/videos/{guid}?post=`): where it plays for them, and
 * whether they may change its own settings.
 */
export interface VideoRecord {
	id: number;
	guid: string;
	/** '' when this user may not watch it (a private video of someone else's). */
	src: string;
	title: string;
	poster: string;
	is_private: boolean;
	can_watch: boolean;
	/** Whether this user may change the video's own settings and title. */
	can_edit: boolean;
}

/**
 * What the editor knows of a block's video: still asking, found, not on
 * this site (`missing`), or not read (refused, or no answer) with the reason.
 */
export type VideoLookup =
	| { status: 'none' | 'loading' | 'missing' }
	| { status: 'found'; video: VideoRecord }
	| { status: 'error'; message: string };
