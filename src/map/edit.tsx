/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import { Spinner } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { MapEditProps } from './types';

/**
 * The map block in the editor.
 *
 * @return The editor.
 */
export default function MapEdit( {}: MapEditProps ) {
	return (
		<div { ...useBlockProps() }>
			<Spinner />
		</div>
	);
}
