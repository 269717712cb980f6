/**
 * WordPress dependencies
 */
import { createHigherOrderComponent } from '@wordpress/compose';
import { lazy, Suspense } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { blockNeedsPlan } from '@cairn/shared/blocks/paid-blocks';
import type { PaidBlockEditProps } from './types';

// No block needs a plan by default: the banner's code loads only for one that does.
const PaidBlockBanner = lazy( () => import( './paid-block-banner' ) );

/**
 * Adds the banner to the editor of blocks that need a plan; other blocks
 * render as they are.
 */
export const withUpgradeBanner = createHigherOrderComponent(
	( BlockEdit: ComponentType< PaidBlockEditProps > ) =>
		function PaidBlockEdit( props: PaidBlockEditProps ) {
			if ( ! blockNeedsPlan( props.name ) ) {
				return <BlockEdit { ...props } />;
			}
			return (
				<>
					<Suspense fallback={ null }>
						<PaidBlockBanner { ...props } />
					</Suspense>
					<BlockEdit { ...props } />
				</>
			);
		},
	'withUpgradeBanner'
);
