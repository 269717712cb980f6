/**
 * WordPress dependencies
 */
import { Path, SVG } from '@wordpress/primitives';

/** The block's icon: the Markdown mark, an "M" and a down arrow in a frame. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M20.5 5.5h-17c-.8 0-1.5.7-1.5 1.5v10c0 .8.7 1.5 1.5 1.5h17c.8 0 1.5-.7 1.5-1.5V7c0-.8-.7-1.5-1.5-1.5zm0 11.5h-17V7h17v10zM6.5 15v-3.6l1.8 2.2 1.8-2.2V15h1.7V9h-1.7l-1.8 2.2L6.5 9H4.8v6h1.7zm11.2-3h-1.6V9h-1.7v3h-1.6l2.45 3 2.45-3z" />
	</SVG>
);
