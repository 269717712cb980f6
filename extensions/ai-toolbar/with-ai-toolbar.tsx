/**
 * WordPress dependencies
 */
import { createHigherOrderComponent } from '@wordpress/compose';
import { Suspense, lazy } from '@wordpress/element';
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import { isToolbarBlock } from './blocks';

/**
 * The toolbar, its menus, the AI usage store and the inline input: a chunk
 * of their own, loaded when a supported block is first selected, so that the
 * editor's script holds only this filter.
 */
const AiToolbar = lazy( () => import( './toolbar' ) );

/** The props the filter's BlockEdit gets. */
interface BlockEditProps {
	name: string;
	clientId: string;
	isSelected: boolean;
	attributes: Record< string, unknown >;
}

/**
 * Adds the toolbar to the supported blocks while they are selected; a block
 * that loses the selection closes its inline input with it.
 */
export const withAiToolbar = createHigherOrderComponent(
	( BlockEdit: ComponentType< BlockEditProps > ) =>
		function WithAiToolbar( props: BlockEditProps ) {
			const { name, isSelected } = props;
			return (
				<>
					<BlockEdit { ...props } />
					{ isSelected && isToolbarBlock( name ) && (
						<Suspense fallback={ null }>
							<AiToolbar
								clientId={ props.clientId }
								name={ name }
								attributes={ props.attributes }
							/>
						</Suspense>
					) }
				</>
			);
		},
	'withAiToolbar'
);
