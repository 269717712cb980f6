/**
 * The object URLs that show logos kept in the browser, each with the image
 * behind it, so a shown logo can be stored again and its URL revoked once it
 * is no longer shown (an object URL holds its image in memory until then).
 */
const images = new Map< string, Blob >();

/**
 * An object URL that shows an image.
 *
 * @param image The image.
 * @return Its URL.
 */
export function showImage( image: Blob ): string {
	const url = URL.createObjectURL( image );
	images.set( url, image );
	return url;
}

/**
 * The image behind a URL made by showImage.
 *
 * @param url The URL.
 * @return The image, or undefined when the URL is not one of them.
 */
export function imageOf( url: string ): Blob | undefined {
	return images.get( url );
}

/**
 * Revokes every URL made by showImage that is not among those still shown.
 *
 * @param shown The URLs still shown.
 */
export function releaseImages( shown: readonly string[] = [] ): void {
	for ( const url of [ ...images.keys() ] ) {
		if ( ! shown.includes( url ) ) {
			URL.revokeObjectURL( url );
			images.delete( url );
		}
	}
}
