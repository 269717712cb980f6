/**
 * WordPress dependencies
 */
import { Path, SVG } from '@wordpress/primitives';

/** Sparkles, the usual mark of an AI tool: the AI assistant block's icon and the AI entries of other blocks. */
export default (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M9.5 3l1.6 4.9L16 9.5l-4.9 1.6L9.5 16l-1.6-4.9L3 9.5l4.9-1.6L9.5 3zm0 4.1l-.6 1.8-1.8.6 1.8.6.6 1.8.6-1.8 1.8-.6-1.8-.6-.6-1.8zM17.5 13l.9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9.9-2.6z" />
	</SVG>
);
