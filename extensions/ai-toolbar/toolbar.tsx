/**
 * WordPress dependencies
 */
import { BlockControls } from '@wordpress/block-editor';
import {
	MenuGroup,
	MenuItem,
	ToolbarDropdownMenu,
	DropdownMenu,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { Suspense, lazy, useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as aiUsageStore } from '@cairn/shared/ai/store';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import { TOOLBAR_FEATURE, getEmptyNotice, getToolbarMenu } from './menus';
import { isEmptyContent } from './empty';
import type { ToolbarAction, ToolbarBlockName, ToolbarMenuItem } from './types';

/** The inline input: its own chunk, loaded when an action is first chosen. */
const InlineInput = lazy( () => import( './inline' ) );

/** No items: one array, so that the selection stays equal between renders. */
const NO_BLOCKS: never[] = [];

/** What the toolbar needs to know about the AI switches and budget. */
interface ToolbarAvailability {
	/** Whether AI and the toolbar's feature are on. */
	isOn: boolean;
	/** Whether the budget is spent. */
	requireUpgrade: boolean;
}

/**
 * Whether the toolbar shows, read from the AI usage store once it loaded.
 *
 * @return The availability.
 */
function useAvailability(): ToolbarAvailability {
	return useSelect( ( select ) => {
		const usage = select( aiUsageStore );
		return {
			isOn: usage.isFeatureEnabled( TOOLBAR_FEATURE ),
			requireUpgrade: usage.getRequireUpgrade(),
		};
	}, [] );
}

/** Props of the toolbar. */
interface AiToolbarProps {
	clientId: string;
	name: ToolbarBlockName;
	attributes: Record< string, unknown >;
}

/**
 * Lists one menu level.
 *
 * @param props          Props.
 * @param props.items    The entries.
 * @param props.onChoose Called with the chosen action.
 * @return The items.
 */
function MenuEntries( {
	items,
	onChoose,
}: {
	items: ToolbarMenuItem[];
	onChoose: ( action: ToolbarAction ) => void;
} ) {
	return (
		<>
			{ items.map( ( item ) =>
				item.children ? (
					<DropdownMenu
						key={ item.id }
						icon={ null }
						text={ item.label }
						label={ item.label }
						toggleProps={ {
							className: 'components-menu-item__button',
							role: 'menuitem',
						} }
						popoverProps={ { placement: 'right-start' } }
					>
						{ ( { onClose } ) => (
							<MenuGroup>
								{ item.children!.map( ( child ) => (
									<MenuItem
										key={ child.id }
										onClick={ () => {
											onClose();
											onChoose( child.action! );
										} }
									>
										{ child.label }
									</MenuItem>
								) ) }
							</MenuGroup>
						) }
					</DropdownMenu>
				) : (
					<MenuItem
						key={ item.id }
						onClick={ () => onChoose( item.action! ) }
					>
						{ item.label }
					</MenuItem>
				)
			) }
		</>
	);
}

/**
 * The toolbar of one selected block, and its inline input once an action
 * was chosen.
 *
 * @param props            Props.
 * @param props.clientId   The block.
 * @param props.name       Its type.
 * @param props.attributes Its attributes.
 * @return The toolbar.
 */
export default function AiToolbar( {
	clientId,
	name,
	attributes,
}: AiToolbarProps ) {
	const { isOn, requireUpgrade } = useAvailability();
	const { isTopLevel, innerBlocks } = useSelect(
		( select ) => {
			const editor = select( 'core/block-editor' ) as {
				getBlockParents: ( id: string ) => string[];
				getBlockName: ( id: string ) => string | null;
				getBlocks: ( id: string ) => Array< {
					attributes: Record< string, unknown >;
				} >;
			};
			const parents = editor.getBlockParents( clientId );
			return {
				isTopLevel: ! parents.some(
					( id ) => editor.getBlockName( id ) === 'core/list-item'
				),
				innerBlocks:
					name === 'core/list'
						? editor.getBlocks( clientId )
						: NO_BLOCKS,
			};
		},
		[ clientId, name ]
	);
	const [ run, setRun ] = useState< {
		action: ToolbarAction;
		id: number;
	} | null >( null );
	const close = useCallback( () => setRun( null ), [] );
	const setup = useServiceSetup( 'ai-text' );

	if ( ! isOn ) {
		return null;
	}
	if ( ! setup.ready ) {
		// No provider can write text: the menu says what to set up, and
		// offers no action that would send a request bound to fail.
		return (
			<BlockControls group="other">
				<ToolbarDropdownMenu
					icon="superhero-alt"
					label={ __( 'AI Assistant', 'cairn' ) }
					toggleProps={ { className: 'cairn-ai-toolbar__toggle' } }
				>
					{ () => (
						<div className="cairn-ai-toolbar__setup">
							<ConnectBanner
								service="ai-text"
								feature={ __( 'AI Assistant', 'cairn' ) }
							/>
						</div>
					) }
				</ToolbarDropdownMenu>
			</BlockControls>
		);
	}
	const isEmpty = isEmptyContent( name, attributes, innerBlocks );
	const items = getToolbarMenu( name, { isEmpty, isTopLevel } );

	return (
		<>
			<BlockControls group="other">
				<ToolbarDropdownMenu
					icon="superhero-alt"
					label={ __( 'AI Assistant', 'cairn' ) }
					toggleProps={ { className: 'cairn-ai-toolbar__toggle' } }
				>
					{ ( { onClose } ) => (
						<>
							{ isEmpty && (
								<MenuGroup>
									<p className="cairn-ai-toolbar__empty">
										{ getEmptyNotice() }
									</p>
								</MenuGroup>
							) }
							<MenuGroup>
								<MenuEntries
									items={ items }
									onChoose={ ( action ) => {
										onClose();
										setRun( ( previous ) => ( {
											action,
											id: ( previous?.id ?? 0 ) + 1,
										} ) );
									} }
								/>
							</MenuGroup>
						</>
					) }
				</ToolbarDropdownMenu>
			</BlockControls>
			{ run && (
				<Suspense fallback={ null }>
					<InlineInput
						key={ run.id }
						clientId={ clientId }
						name={ name }
						action={ run.action }
						requireUpgrade={ requireUpgrade }
						onClose={ close }
					/>
				</Suspense>
			) }
		</>
	);
}
