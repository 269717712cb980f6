/**
 * WordPress dependencies
 */
import { Path, SVG } from '@wordpress/primitives';

/**
 * The block's icon: a card with a stripe.
 */
const icon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2Zm0 2v2H4V6h16ZM4 18v-6h16v6H4Zm2-4h7v2H6v-2Zm9 0h3v2h-3v-2Z" />
	</SVG>
);

export default icon;
