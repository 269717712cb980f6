/**
 * WordPress dependencies
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { createHigherOrderComponent } from '@wordpress/compose';
import { Suspense, lazy } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import type { ImageAttributes } from './types';

const Controls = lazy( () => import( './controls' ) );

/**
 * The props the editor gives a block's edit component, with its name.
 */
type EditProps = BlockEditProps< ImageAttributes > & { name: string };

/**
 * Adds the helpers' controls to a selected image block.
 */
const withImageHelpers = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) =>
		function ImageHelpersEdit( props: EditProps ) {
			if ( props.name !== 'core/image' || ! props.isSelected ) {
				return <BlockEdit { ...props } />;
			}
			return (
				<>
					<BlockEdit { ...props } />
					<Suspense fallback={ null }>
						<Controls
							attributes={ props.attributes }
							setAttributes={ props.setAttributes }
						/>
					</Suspense>
				</>
			);
		},
	'withImageHelpers'
);

export default withImageHelpers;
