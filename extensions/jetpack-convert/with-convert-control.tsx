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
import { isMissingJetpackBlock } from './is-missing-jetpack-block';
import type { MissingAttributes } from './types';

const ConvertControl = lazy( () => import( './convert-control' ) );

type EditProps = BlockEditProps< MissingAttributes > & {
	name: string;
	clientId: string;
};

/**
 * Adds "Convert to Cairn block" to the editor's placeholder for a Jetpack
 * block it cannot show. The control loads only where there is one.
 */
const withConvertControl = createHigherOrderComponent(
	( BlockEdit: ComponentType< EditProps > ) =>
		function JetpackConvertEdit( props: EditProps ) {
			if ( ! isMissingJetpackBlock( props ) ) {
				return <BlockEdit { ...props } />;
			}
			return (
				<>
					<BlockEdit { ...props } />
					<Suspense fallback={ null }>
						<ConvertControl clientId={ props.clientId } />
					</Suspense>
				</>
			);
		},
	'withConvertControl'
);

export default withConvertControl;
