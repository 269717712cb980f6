/**
 * Images for browser tests that need one in the media library, and what a
 * phone downloads of them.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';

/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

// A 2×2 PNG.
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkYPjPwMDAxMDAwMDAAAAbEQEEsE2ZlQAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * Writes a small PNG to a temporary file, for `requestUtils.uploadMedia()`.
 *
 * @param name A name for the file (without extension).
 * @return Its path; remove it with removeTestImage().
 */
export function writeTestImage( name: string ): string {
	const file = path.join(
		os.tmpdir(),
		`${ name }-${ process.pid }-${ Date.now() }.png`
	);
	fs.writeFileSync( file, PNG );
	return file;
}

/**
 * Removes a file written by writeTestImage().
 *
 * @param file Its path.
 */
export function removeTestImage( file: string ) {
	fs.rmSync( file, { force: true } );
}

/** An uploaded photo, as a gallery block's `images` attribute holds it. */
export interface UploadedPhoto {
	id: number;
	url: string;
	link: string;
	alt: string;
	width: number;
	height: number;
}

/**
 * Draws a photo-like JPEG in the browser (a gradient with enough detail to
 * be photo-sized), uploads it, and answers the attachment and the bytes of
 * the original: WordPress makes its smaller sizes on upload.
 *
 * @param page         Any page, to draw on a canvas.
 * @param requestUtils The REST utilities, to upload.
 * @param photo        Its shape.
 * @param photo.width  Width in pixels.
 * @param photo.height Height in pixels.
 * @param photo.seed   Varies the colours.
 */
export async function uploadPhoto(
	page: Page,
	requestUtils: RequestUtils,
	{ width, height, seed }: { width: number; height: number; seed: number }
): Promise< { photo: UploadedPhoto; bytes: number } > {
	const base64 = await page.evaluate(
		( [ w, h, s ] ) => {
			const canvas = document.createElement( 'canvas' );
			canvas.width = w;
			canvas.height = h;
			const context = canvas.getContext( '2d' )!;
			const gradient = context.createLinearGradient( 0, 0, w, h );
			gradient.addColorStop( 0, `hsl(${ s * 37 }, 60%, 45%)` );
			gradient.addColorStop( 1, `hsl(${ s * 71 }, 50%, 70%)` );
			context.fillStyle = gradient;
			context.fillRect( 0, 0, w, h );
			// Detail, as a photo has, so the JPEG is photo-sized.
			for ( let dot = 0; dot < 40000; dot++ ) {
				context.fillStyle = `hsla(${
					( dot * 13 ) % 360
				}, 70%, 50%, 0.5)`;
				context.fillRect(
					( dot * 7919 ) % w,
					( dot * 104729 ) % h,
					6,
					6
				);
			}
			return canvas.toDataURL( 'image/jpeg', 0.85 ).split( ',' )[ 1 ];
		},
		[ width, height, seed ]
	);
	const file = path.join(
		os.tmpdir(),
		`cairn-photo-${ seed }-${ process.pid }-${ Date.now() }.jpg`
	);
	fs.writeFileSync( file, Buffer.from( base64, 'base64' ) );
	const bytes = fs.statSync( file ).size;
	try {
		const media = ( await requestUtils.uploadMedia( file ) ) as unknown as {
			id: number;
			source_url: string;
			link: string;
			media_details: { width: number; height: number };
		};
		return {
			photo: {
				id: media.id,
				url: media.source_url,
				link: media.link,
				alt: '',
				width: media.media_details.width,
				height: media.media_details.height,
			},
			bytes,
		};
	} finally {
		fs.rmSync( file, { force: true } );
	}
}

/**
 * What a 375 px phone downloads for the images of a published post: every
 * image scrolled into view (so lazy ones load), then the file each one chose
 * from its srcset, fetched again to count its bytes.
 *
 * @param browser  The browser, for a phone context of its own.
 * @param postId   The published post.
 * @param selector The images to count.
 * @param scale    The phone's pixel density.
 * @return The files chosen and their bytes.
 */
export async function phoneDownloads(
	browser: Browser,
	postId: number | null,
	selector: string,
	scale: number
): Promise< { chosen: string[]; bytes: number } > {
	if ( ! postId ) {
		throw new Error( 'The post was not published.' );
	}
	const context = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
		viewport: { width: 375, height: 812 },
		deviceScaleFactor: scale,
		isMobile: true,
	} );
	try {
		const phone = await context.newPage();
		await phone.goto( `${ process.env.WP_BASE_URL }/?p=${ postId }` );
		const shown = phone.locator( selector );
		const count = await shown.count();
		for ( let at = 0; at < count; at++ ) {
			await shown.nth( at ).scrollIntoViewIfNeeded();
		}
		await expect
			.poll( () =>
				shown.evaluateAll( ( nodes ) =>
					nodes.every(
						( node ) =>
							( node as HTMLImageElement ).complete &&
							( node as HTMLImageElement ).naturalWidth > 0
					)
				)
			)
			.toBe( true );
		const chosen = ( await shown.evaluateAll( ( nodes ) =>
			nodes.map( ( node ) => ( node as HTMLImageElement ).currentSrc )
		) ) as string[];
		let bytes = 0;
		for ( const url of chosen ) {
			bytes += ( await ( await phone.request.get( url ) ).body() ).length;
		}
		return { chosen, bytes };
	} finally {
		await context.close();
	}
}
