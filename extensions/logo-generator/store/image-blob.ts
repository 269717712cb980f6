/**
 * An image given as base64 (as image models answer), as binary data.
 *
 * @param base64 The image's bytes in base64.
 * @param type   Its media type.
 * @return The image.
 */
export function blobFromBase64( base64: string, type = 'image/png' ): Blob {
	const binary = atob( base64 );
	const bytes = new Uint8Array( binary.length );
	for ( let index = 0; index < binary.length; index++ ) {
		bytes[ index ] = binary.charCodeAt( index );
	}
	return new Blob( [ bytes ], { type } );
}

/**
 * The image of a base64 image data URL, or null when it is not one.
 *
 * @param url The data URL.
 * @return The image.
 */
export function blobFromDataUrl( url: string ): Blob | null {
	const match = /^data:(image\/[\w.+-]+);base64,([A-Za-z0-9+/=\s]*)$/.exec(
		url
	);
	if ( ! match ) {
		return null;
	}
	try {
		return blobFromBase64( match[ 2 ].replace( /\s/g, '' ), match[ 1 ] );
	} catch {
		// Not base64 after all.
		return null;
	}
}
