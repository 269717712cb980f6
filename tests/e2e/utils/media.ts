/**
 * Images for browser tests that need one in the media library.
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
