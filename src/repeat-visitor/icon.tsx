/**
 * WordPress dependencies
 */
import { Path, SVG } from '@wordpress/primitives';

/**
 * The block's icon: a person with a return arrow.
 */
const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M9 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6Zm0 1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM3 18c0-3 2.7-5 6-5s6 2 6 5v1.5h-1.5V18c0-2-1.9-3.5-4.5-3.5S4.5 16 4.5 18v1.5H3V18Zm14.5-9.25a3.25 3.25 0 0 1 3.25 3.25H22l-2 2.5-2-2.5h1.25a1.75 1.75 0 0 0-1.75-1.75V8.75Z" />
	</SVG>
);

export default icon;
