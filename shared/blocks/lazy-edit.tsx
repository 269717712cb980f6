/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { Suspense, lazy } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * What a block's `edit.tsx` module looks like to `import()`.
 */
export interface EditModule< T extends Record< string, unknown > > {
	default: ComponentType< BlockEditProps< T > >;
}

/**
 * Stands where the block will be while its editor code loads: the block's
 * own wrapper (so selection, alignment and spacing already apply), marked
 * busy for assistive technology.
 *
 * @return The placeholder element.
 */
function LoadingBlock() {
	return (
		<div
			{ ...useBlockProps( { className: 'cairn-block-loading' } ) }
			aria-busy="true"
		>
			<Spinner />
		</div>
	);
}

/**
 * An `edit` component that loads the block's real editor code the first time
 * the block is shown, inserted or previewed, so that the editor's start costs
 * nothing per block.
 *
 * @param load Imports the block's edit module, e.g. `() => import( './edit' )`.
 * @return The block's `edit` setting.
 */
export function lazyEdit< T extends Record< string, unknown > >(
	load: () => Promise< EditModule< T > >
): ComponentType< BlockEditProps< T > > {
	const Edit = lazy( load );
	return function LazyEdit( props: BlockEditProps< T > ) {
		return (
			<Suspense fallback={ <LoadingBlock /> }>
				<Edit { ...props } />
			</Suspense>
		);
	};
}
