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
import { useRegistry, useSelect } from '@wordpress/data';
import {
	Suspense,
	lazy,
	useEffect,
	useState,
	useSyncExternalStore,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as aiUsageStore } from '@cairn/shared/ai/store';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { useServiceSetup } from '@cairn/shared/site/use-service-setup';
import { askAssistant } from './ask-assistant';
import {
	TOOLBAR_FEATURE,
	asksInline,
	getEmptyNotice,
	getToolbarMenu,
} from './menus';
import { isEmptyContent } from './empty';
import {
	closeToolbarRun,
	getToolbarRun,
	reattachToolbarRun,
	startToolbarRun,
	subscribeToolbarRuns,
} from './runs';
import type { ToolbarAction, ToolbarBlockName, ToolbarMenuItem } from './types';

/** The feature that serves the form's actions, with the toolbar's own. */
const FORM_FEATURE = 'form-ai';

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
 * @param name The block's type.
 * @return The availability.
 */
function useAvailability( name: ToolbarBlockName ): ToolbarAvailability {
	return useSelect(
		( select ) => {
			const usage = select( aiUsageStore );
			return {
				isOn:
					usage.isFeatureEnabled( TOOLBAR_FEATURE ) &&
					( name !== 'cairn/contact-form' ||
						usage.isFeatureEnabled( FORM_FEATURE ) ),
				requireUpgrade: usage.getRequireUpgrade(),
			};
		},
		[ name ]
	);
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
	const { isOn, requireUpgrade } = useAvailability( name );
	const registry = useRegistry();
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
	const run = useSyncExternalStore( subscribeToolbarRuns, () =>
		getToolbarRun( clientId )
	);
	const [ upgradeShown, setUpgradeShown ] = useState( false );
	const setup = useServiceSetup( 'ai-text' );
	// Selected again while its rewrite runs: the popover comes back. Losing
	// the selection closes it; the rewrite goes on in the background.
	useEffect( () => {
		reattachToolbarRun( clientId );
		return () => closeToolbarRun( clientId );
	}, [ clientId ] );

	const choose = ( action: ToolbarAction ) => {
		if ( requireUpgrade ) {
			setUpgradeShown( true );
			return;
		}
		if ( action.kind === 'ask' && ! asksInline( name, isTopLevel ) ) {
			askAssistant( registry, clientId, name );
			return;
		}
		const postId = (
			registry.select( 'core/editor' ) as
				{ getCurrentPostId?: () => number | null } | undefined
		 )?.getCurrentPostId?.();
		startToolbarRun(
			registry,
			clientId,
			name,
			action,
			postId ?? undefined
		);
	};

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
										choose( action );
									} }
								/>
							</MenuGroup>
						</>
					) }
				</ToolbarDropdownMenu>
			</BlockControls>
			{ ( run || upgradeShown ) && (
				<Suspense fallback={ null }>
					<InlineInput
						key={ run?.id ?? 'upgrade' }
						clientId={ clientId }
						run={ run ?? null }
						requireUpgrade={ upgradeShown && ! run }
						onClose={ () => {
							setUpgradeShown( false );
							closeToolbarRun( clientId );
						} }
					/>
				</Suspense>
			) }
		</>
	);
}
