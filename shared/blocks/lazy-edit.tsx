/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { Suspense, lazy, useState } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import './lazy-edit.scss';

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
 * A block's `edit` that can start loading its editor code before the block
 * is shown.
 */
export type LazyEditComponent< T extends Record< string, unknown > > =
	ComponentType< BlockEditProps< T > > & {
		/** Starts loading the editor code (once); the block then draws at once. */
		preload: () => void;
	};

/**
 * An `edit` component that loads the block's real editor code the first time
 * the block is shown, inserted or previewed, so that the editor's start costs
 * nothing per block. `preload()` starts that earlier (for the blocks of the
 * post being opened); once the code is there, the block draws without a
 * loading placeholder.
 *
 * @param load Imports the block's edit module, e.g. `() => import( './edit' )`.
 * @return The block's `edit` setting.
 */
export function lazyEdit< T extends Record< string, unknown > >(
	load: () => Promise< EditModule< T > >
): LazyEditComponent< T > {
	let loading: Promise< EditModule< T > > | undefined;
	let loaded: EditModule< T > | undefined;
	const start = () =>
		( loading ??= load().then( ( module ) => ( loaded = module ) ) );
	const Edit = lazy( start );
	function LazyEdit( props: BlockEditProps< T > ) {
		// Chosen once per block: switching from one way to the other would
		// mount the block's editor afresh and lose its state.
		const [ ready ] = useState( loaded );
		if ( ready ) {
			const Loaded = ready.default;
			return <Loaded { ...props } />;
		}
		return (
			<Suspense fallback={ <LoadingBlock /> }>
				<Edit { ...props } />
			</Suspense>
		);
	}
	LazyEdit.preload = () => void start();
	return LazyEdit;
}
