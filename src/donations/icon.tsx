/**
 * WordPress dependencies
 */
import { Path, SVG } from '@wordpress/primitives';

/**
 * The block's icon: a heart on a hand.
 */
const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M16.5 4.5c-1.2 0-2.3.6-3 1.5-.7-.9-1.8-1.5-3-1.5a3.5 3.5 0 0 0-3.5 3.5c0 3.3 6.5 7 6.5 7s6.5-3.7 6.5-7a3.5 3.5 0 0 0-3.5-3.5ZM3 14v6h2.5l5 1.5 8-3-1-2-6.5 2-3-1H9l-4-3.5H3Z" />
	</SVG>
);

export default icon;
