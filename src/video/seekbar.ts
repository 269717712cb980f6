/**
 * The coloured seekbar under a visitor's player (the block's seekbar
 * colours, set on the wrapper as CSS custom properties): it shows the part
 * played and the part loaded, and moving it (mouse, touch or keys) moves
 * the video.
 */

/**
 * The part of the video loaded from its start, 0 to 1: the end of the
 * buffered range that holds the time playing.
 *
 * @param video The video.
 * @return The part.
 */
export function loadedPart( video: HTMLVideoElement ): number {
	const { duration, buffered, currentTime } = video;
	if ( ! Number.isFinite( duration ) || duration <= 0 ) {
		return 0;
	}
	for ( let i = 0; i < buffered.length; i++ ) {
		if (
			buffered.start( i ) <= currentTime &&
			currentTime <= buffered.end( i )
		) {
			return Math.min( 1, buffered.end( i ) / duration );
		}
	}
	return 0;
}

/**
 * Makes one seekbar follow its video and move it.
 *
 * @param bar   The seekbar (a range input).
 * @param video Its video.
 */
export function initSeekbar( bar: HTMLInputElement, video: HTMLVideoElement ) {
	// While the visitor holds the bar, the bar is theirs: the video follows it.
	let held = false;
	bar.addEventListener( 'pointerdown', () => ( held = true ) );
	bar.addEventListener( 'pointerup', () => ( held = false ) );
	const draw = () => {
		const duration = Number.isFinite( video.duration ) ? video.duration : 0;
		bar.max = String( duration );
		if ( ! held ) {
			bar.value = String( video.currentTime );
		}
		const played = duration > 0 ? video.currentTime / duration : 0;
		bar.style.setProperty(
			'--cairn-played',
			`${ ( played * 100 ).toFixed( 2 ) }%`
		);
		bar.style.setProperty(
			'--cairn-loaded',
			`${ ( loadedPart( video ) * 100 ).toFixed( 2 ) }%`
		);
		bar.setAttribute(
			'aria-valuetext',
			`${ Math.floor( video.currentTime ) } / ${ Math.floor( duration ) }`
		);
	};
	for ( const event of [
		'loadedmetadata',
		'durationchange',
		'timeupdate',
		'progress',
		'seeked',
	] ) {
		video.addEventListener( event, draw );
	}
	bar.addEventListener( 'input', () => {
		video.currentTime = Number( bar.value );
		draw();
	} );
	draw();
	bar.hidden = false;
}
