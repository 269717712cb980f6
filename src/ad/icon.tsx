/**
 * WordPress dependencies
 */
import { Path, SVG } from '@wordpress/primitives';

/**
 * The block's icon: a framed panel marked "Ad".
 */
const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm.5 1.5v11h15v-11h-15ZM8.6 9h1.3l2 6h-1.3l-.4-1.3H8.1L7.7 15H6.4l2.2-6Zm.65 1.7-.8 2h1.6l-.8-2ZM13 9h2a3 3 0 0 1 0 6h-2V9Zm1.2 1.2v3.6h.8a1.8 1.8 0 0 0 0-3.6h-.8Z" />
	</SVG>
);

export default icon;
