/**
 * Internal dependencies
 */
import type { MissingAttributes } from './types';

/** A block's name and attributes. */
export interface NamedBlock {
	name: string;
	attributes: MissingAttributes;
}

/**
 * Whether a block is one of Jetpack's that this editor cannot show (Jetpack
 * is not active): core's "missing" block, holding the saved markup.
 *
 * @param block A block.
 * @return Whether Cairn may convert it.
 */
export function isMissingJetpackBlock( block: NamedBlock ): boolean {
	return (
		block.name === 'core/missing' &&
		( block.attributes.originalName ?? '' ).startsWith( 'jetpack/' ) &&
		Boolean( block.attributes.originalContent )
	);
}
