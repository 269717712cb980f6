/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { DataRegistry } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { toAiError } from '@cairn/shared/ai/errors';
import { fetchImageText } from '@cairn/shared/ai/image-text';
import {
	isOnDeviceAllowed,
	summarizeOnDevice,
} from '@cairn/shared/ai/on-device';
import { createAiRequests } from '@cairn/shared/ai/request/requests';
import { errorNoticeText } from '@cairn/shared/ai/request/rules';
import { getEditorData } from '@cairn/shared/site/editor-data';
import { fetchPostText } from './api';
import { imagesWithoutAlt } from './images';
import type { EnhanceToggles, ImageWithoutAlt, PostTextKind } from './types';

/** The post meta keys of the SEO title and description. */
export const SEO_TITLE = 'cairn_seo_title';
export const SEO_DESCRIPTION = 'cairn_seo_description';

/** An image whose alt text could not be written, and why. */
export interface FailedImage extends ImageWithoutAlt {
	reason: string;
}

/** What Enhance reports while it works. */
export interface EnhanceProgress {
	/** A piece starts ('title', 'description' or an image's client id) or ends. */
	onBusy?: ( key: string, busy: boolean ) => void;
}

/**
 * The post being edited: its id, and its title and content with unsaved edits.
 *
 * @param registry The data registry.
 * @return Id and content.
 */
function currentPost( registry: DataRegistry ) {
	const editor = registry.select( editorStore );
	const title = String( editor.getEditedPostAttribute( 'title' ) ?? '' );
	const content = String( editor.getEditedPostContent() ?? '' );
	return {
		id: Number( editor.getCurrentPostId() ) || 0,
		// The title says what the post is about as much as its text does.
		content: title ? `${ title }\n\n${ content }` : content,
	};
}

/**
 * The excerpt written in the browser, when the site allows it and the
 * browser can; null to ask the server (also for one that is too long).
 *
 * @param content The post's title and content, as markup.
 * @return The excerpt, or null.
 */
async function excerptOnDevice( content: string ): Promise< string | null > {
	if ( ! isOnDeviceAllowed() ) {
		return null;
	}
	// An inert document: nothing in it runs or loads.
	const text =
		new window.DOMParser().parseFromString( content, 'text/html' ).body
			.textContent ?? '';
	try {
		const summary = ( await summarizeOnDevice( text ) ).trim();
		const words = summary.split( /\s+/ ).filter( Boolean ).length;
		return words && words <= getEditorData().ai.summaryWords
			? summary
			: null;
	} catch {
		// Unavailable here: the server writes it.
		return null;
	}
}

/**
 * Writes one text about the post and puts it in its place: the excerpt, or
 * the SEO title or description (post meta).
 *
 * @param registry The data registry.
 * @param kind     What to write.
 */
export async function writePostText(
	registry: DataRegistry,
	kind: Exclude< PostTextKind, 'title' >
): Promise< void > {
	const post = currentPost( registry );
	const text =
		( kind === 'excerpt' && ( await excerptOnDevice( post.content ) ) ) ||
		// Counted, and its failures handled, as on every AI surface.
		( await createAiRequests( registry ).call( () =>
			fetchPostText( kind, post.id, post.content )
		) );
	const { editPost } = registry.dispatch( editorStore );
	if ( kind === 'excerpt' ) {
		editPost( { excerpt: text } );
		return;
	}
	const meta = ( registry
		.select( editorStore )
		.getEditedPostAttribute( 'meta' ) ?? {} ) as Record< string, unknown >;
	editPost( {
		meta: {
			...meta,
			[ kind === 'seoTitle' ? SEO_TITLE : SEO_DESCRIPTION ]: text,
		},
	} );
}

/**
 * Writes the alt text of one image into its block.
 *
 * @param registry The data registry.
 * @param image    The image.
 */
export async function writeAltText(
	registry: DataRegistry,
	image: ImageWithoutAlt
): Promise< void > {
	const alt = await createAiRequests( registry ).call( () =>
		fetchImageText( 'alt', image )
	);
	registry
		.dispatch( blockEditorStore )
		.updateBlockAttributes( image.clientId, { alt } );
}

/**
 * What a failed piece says, as every AI surface says it: 'Error: %1$s'.
 *
 * @param error What was thrown.
 * @return The line.
 */
export function failureText( error: unknown ): string {
	return errorNoticeText( toAiError( error ) );
}

/**
 * Runs a piece of work with its busy flag, turning a failure into a reason.
 *
 * @param key      The piece.
 * @param work     The work.
 * @param progress Progress callbacks.
 * @return Why it failed, or null.
 */
async function step(
	key: string,
	work: () => Promise< void >,
	progress: EnhanceProgress
): Promise< string | null > {
	progress.onBusy?.( key, true );
	try {
		await work();
		return null;
	} catch ( error ) {
		return failureText( error );
	} finally {
		progress.onBusy?.( key, false );
	}
}

/**
 * Enhance: the SEO title, the meta description and the alt text of every
 * image that has none, as the toggles say. Images wait for the
 * administrator's consent; those that fail are returned for a retry.
 *
 * @param registry The data registry.
 * @param toggles  What to write.
 * @param progress Progress callbacks.
 * @return The errors of the title and description, and the failed images.
 */
export async function enhancePost(
	registry: DataRegistry,
	toggles: EnhanceToggles,
	progress: EnhanceProgress = {}
): Promise< { errors: string[]; failedImages: FailedImage[] } > {
	const errors: string[] = [];
	const jobs: Array< Promise< void > > = [];
	if ( toggles.title ) {
		jobs.push(
			step(
				'title',
				() => writePostText( registry, 'seoTitle' ),
				progress
			).then( ( error ) => void ( error && errors.push( error ) ) )
		);
	}
	if ( toggles.description ) {
		jobs.push(
			step(
				'description',
				() => writePostText( registry, 'seoDescription' ),
				progress
			).then( ( error ) => void ( error && errors.push( error ) ) )
		);
	}
	await Promise.all( jobs );

	const failedImages: FailedImage[] = [];
	const images = toggles.altText
		? imagesWithoutAlt( registry.select( blockEditorStore ).getBlocks() )
		: [];
	const { imageConsent, imageRecipient } = getEditorData().ai;
	if ( images.length && imageConsent !== 'allowed' ) {
		errors.push(
			imageConsent === 'refused'
				? __(
						'An administrator chose not to send images to the AI provider, so alt text is not generated on this site.',
						'cairn'
					)
				: sprintf(
						/* translators: %s: who would receive the images, such as api.openai.com. */
						__(
							'Alt text waits for an administrator to allow images to be sent to %s (Generate alt text, in an image’s toolbar, asks).',
							'cairn'
						),
						imageRecipient
					)
		);
	} else {
		// One at a time: the provider's rate limits and the site's request cap.
		for ( const image of images ) {
			const error = await step(
				image.clientId,
				() => writeAltText( registry, image ),
				progress
			);
			if ( error ) {
				failedImages.push( { ...image, reason: error } );
			}
		}
	}
	return { errors, failedImages };
}
