/**
 * Internal dependencies
 */
import type { MissingAttributes } from './types';

/** A block's name and attributes. */
export interface NamedBlock {
	name: string;
	attributes: MissingAttributes;
}

/** Jetpack's block namespaces: its blocks, and VideoPress's video. */
const JETPACK_NAMESPACES = [ 'jetpack/', 'videopress/' ];

/**
 * Whether a block is one of Jetpack's that this editor cannot show (Jetpack
 * is not active): core's "missing" block, holding the saved markup.
 *
 * @param block A block.
 * @return Whether Cairn may convert it.
 */
export function isMissingJetpackBlock( block: NamedBlock ): boolean {
	const original = block.attributes.originalName ?? '';
	return (
		block.name === 'core/missing' &&
		JETPACK_NAMESPACES.some( ( namespace ) =>
			original.startsWith( namespace )
		) &&
		Boolean( block.attributes.originalContent )
	);
}
