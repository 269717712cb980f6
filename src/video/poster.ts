/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';

/** The poster route's answer. */
export interface PosterAnswer {
	generating: boolean;
	poster: string;
}

/** How often the poster is asked for while the site makes it. */
export const POSTER_POLL_MS = 2000;

/** How many times it is asked before giving up. */
const POSTER_POLL_TRIES = 30;

/**
 * A frame of a video as a JPEG, drawn at the time it shows.
 *
 * @param video The video, seeked to the frame.
 * @return The image.
 */
export function captureFrame( video: HTMLVideoElement ): Promise< Blob > {
	const canvas = document.createElement( 'canvas' );
	canvas.width = video.videoWidth;
	canvas.height = video.videoHeight;
	canvas.getContext( '2d' )?.drawImage( video, 0, 0 );
	return new Promise( ( resolve, reject ) =>
		canvas.toBlob(
			( blob ) =>
				blob ? resolve( blob ) : reject( new Error( 'No frame' ) ),
			'image/jpeg',
			0.9
		)
	);
}

/**
 * Sets a video's poster to an image attachment, then waits while the site
 * says it is generating, asking every 2 s.
 *
 * @param guid     The video.
 * @param imageId  The image.
 * @param atTimeMs The frame's time, when the image is a frame.
 * @param wait     Waits between polls (tests pass a quicker one).
 * @return The poster's URL.
 */
export async function setPoster(
	guid: string,
	imageId: number,
	atTimeMs: number | null,
	wait: ( ms: number ) => Promise< void > = ( ms ) =>
		new Promise( ( resolve ) => setTimeout( resolve, ms ) )
): Promise< string > {
	const path = ROUTES.videoPoster( guid );
	let answer = await apiFetch< PosterAnswer >( {
		path,
		method: 'POST',
		data: {
			poster_attachment_id: imageId,
			...( atTimeMs === null
				? {}
				: { at_time: atTimeMs, is_millisec: true } ),
		},
	} );
	for (
		let tries = 0;
		answer.generating && tries < POSTER_POLL_TRIES;
		tries++
	) {
		await wait( POSTER_POLL_MS );
		answer = await apiFetch< PosterAnswer >( { path } );
	}
	return answer.poster;
}

/**
 * Uploads a captured frame to the media library.
 *
 * @param frame The image.
 * @param name  Its file name.
 * @return Its attachment id.
 */
export async function uploadFrame(
	frame: Blob,
	name: string
): Promise< number > {
	const body = new window.FormData();
	body.append( 'file', frame, name );
	const media = await apiFetch< { id: number } >( {
		path: '/wp/v2/media',
		method: 'POST',
		body,
	} );
	return media.id;
}
