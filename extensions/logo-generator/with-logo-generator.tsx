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
import { SITE_LOGO_BLOCK } from './constants';

const Controls = lazy( () => import( './controls' ) );

/**
 * The props the editor gives a block's edit component, with its name.
 */
type EditProps = BlockEditProps< Record< string, unknown > > & {
	name: string;
};

/**
 * Adds the generator's toolbar entry to a selected site-logo block.
 */
const withLogoGenerator = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) =>
		function LogoGeneratorEdit( props: EditProps ) {
			if ( props.name !== SITE_LOGO_BLOCK || ! props.isSelected ) {
				return <BlockEdit { ...props } />;
			}
			return (
				<>
					<BlockEdit { ...props } />
					<Suspense fallback={ null }>
						<Controls />
					</Suspense>
				</>
			);
		},
	'withLogoGenerator'
);

export default withLogoGenerator;
