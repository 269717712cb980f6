/**
 * Video chapters by AI: the AI reads a video's transcript
 * (its subtitles or captions track) or, without one, its description, and
 * answers chapter lines, which the parser the video block uses reads.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { Block as BlockInstance } from '@wordpress/blocks';
import type { DataRegistry } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { askAi } from '@cairn/shared/ai/ask';
import { parseChapters, type Chapter } from './parse-chapters';

/** A video of the post the AI can write chapters for. */
export interface ChapterVideo {
	clientId: string;
	guid: string;
	id: number;
	title: string;
	description: string;
}

/** The tracks listing: kinds, then languages. */
type TrackListing = Record< string, Record< string, { src: string } > >;

/**
 * The post's videos that are on the site (they have a guid), nested ones too.
 *
 * @param blocks The post's blocks.
 * @return The videos, in order.
 */
export function findVideos( blocks: BlockInstance[] ): ChapterVideo[] {
	return blocks.flatMap( ( block ) => [
		...( block.name === 'cairn/video' && block.attributes.guid
			? [
					{
						clientId: block.clientId,
						guid: String( block.attributes.guid ),
						id: Number( block.attributes.id ?? 0 ),
						title: String( block.attributes.title ?? '' ),
						description: String(
							block.attributes.description ?? ''
						),
					},
				]
			: [] ),
		...findVideos( block.innerBlocks ?? [] ),
	] );
}

/**
 * What the AI reads: the video's subtitles or captions (a transcript with
 * times), else its description.
 *
 * @param video The video.
 * @return The text.
 */
export async function chapterSource( video: ChapterVideo ): Promise< string > {
	try {
		const listing = await apiFetch< TrackListing >( {
			path: ROUTES.videoTracks( video.guid ),
		} );
		const track =
			Object.values( listing.subtitles ?? {} )[ 0 ] ??
			Object.values( listing.captions ?? {} )[ 0 ];
		if ( track ) {
			const response = await window.fetch( track.src, {
				credentials: 'same-origin',
			} );
			if ( response.ok ) {
				return await response.text();
			}
		}
	} catch {
		// No transcript to read: the description is.
	}
	return video.description;
}

/**
 * Asks the AI for a video's chapters.
 *
 * @param video The video.
 * @return The chapters.
 */
export async function writeChapters(
	video: ChapterVideo
): Promise< Chapter[] > {
	const source = ( await chapterSource( video ) ).trim();
	if ( ! source ) {
		throw new Error(
			__(
				'This video has no transcript or description to read chapters from.',
				'cairn'
			)
		);
	}
	const chapters = parseChapters(
		await askAi( [
			{
				role: 'cairn-ai',
				content: '',
				context: { type: 'videoChapters', content: source },
			},
		] )
	);
	if ( ! chapters.length ) {
		throw new Error( __( 'The answer held no chapters.', 'cairn' ) );
	}
	return chapters;
}

/**
 * The chapters as description lines: m:ss, or h:mm:ss past an hour.
 *
 * @param chapters The chapters.
 * @return The lines.
 */
export function chapterLines( chapters: Chapter[] ): string {
	return chapters
		.map( ( { seconds, title } ) => {
			const hours = Math.floor( seconds / 3600 );
			const minutes = Math.floor( ( seconds % 3600 ) / 60 );
			const secs = String( seconds % 60 ).padStart( 2, '0' );
			const time = hours
				? `${ hours }:${ String( minutes ).padStart( 2, '0' ) }:${ secs }`
				: `${ minutes }:${ secs }`;
			return `${ time } ${ title }`;
		} )
		.join( '\n' );
}

/**
 * A description with its chapter lines replaced by new ones.
 *
 * @param description The description.
 * @param chapters    The new chapters.
 * @return The description.
 */
export function withChapters(
	description: string,
	chapters: Chapter[]
): string {
	const kept = description
		.split( '\n' )
		.filter( ( line ) => parseChapters( line ).length === 0 )
		.join( '\n' )
		.trim();
	return [ kept, chapterLines( chapters ) ].filter( Boolean ).join( '\n\n' );
}

/**
 * Puts the chapters in the video's description, in the block and on the
 * video itself (whose chapters track and list follow).
 *
 * @param registry The data registry.
 * @param video    The video.
 * @param chapters The chapters.
 */
export async function applyChapters(
	registry: DataRegistry,
	video: ChapterVideo,
	chapters: Chapter[]
): Promise< void > {
	const description = withChapters( video.description, chapters );
	await apiFetch( {
		path: ROUTES.videoMeta,
		method: 'POST',
		data: { id: video.id, description },
	} );
	registry
		.dispatch( blockEditorStore )
		.updateBlockAttributes( video.clientId, { description } );
}
