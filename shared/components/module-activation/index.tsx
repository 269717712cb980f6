/**
 * WordPress dependencies
 */
import { Button, Notice, Placeholder, Spinner } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { canManageOptions } from '../../site/editor-data';
import { store as modulesStore } from '../../stores/modules';

/**
 * Props of the module activation.
 */
export interface ModuleActivationProps {
	/** The module the block needs. */
	slug: string;
	/** The block's icon. */
	icon: JSX.Element;
	/** The block's title. */
	title: string;
	/** What switching the module on does. */
	instructions: string;
	/** The button's text. */
	activateLabel: string;
	/** The button's text while the module switches on. */
	activatingLabel: string;
	/** What the block shows once the module is on. */
	children: ReactNode;
	/** A page that says more. @default undefined */
	learnMoreUrl?: string;
	/** The link's text. @default undefined */
	learnMoreLabel?: string;
}

/**
 * Shows a block's content while its module is on; otherwise a placeholder
 * with a button that switches the module on (administrators only), busy while
 * it does. A failed switch keeps the placeholder and says why: the store
 * restores the previous state.
 *
 * @param props Component props.
 * @return The content or the placeholder.
 */
export default function ModuleActivation( props: ModuleActivationProps ) {
	const {
		slug,
		icon,
		title,
		instructions,
		activateLabel,
		activatingLabel,
		children,
		learnMoreUrl,
		learnMoreLabel,
	} = props;
	const { hasLoaded, isActive, isUpdating, error } = useSelect(
		( select ) => {
			const store = select( modulesStore );
			// Selecting the modules starts fetching them.
			store.getModules();
			return {
				hasLoaded: store.hasFinishedResolution( 'getModules', [] ),
				isActive: store.isModuleActive( slug ),
				isUpdating: store.isModuleUpdating( slug ),
				error: store.getModuleError( slug ),
			};
		},
		[ slug ]
	);
	const { toggleModule } = useDispatch( modulesStore );

	if ( ! hasLoaded ) {
		return <Spinner />;
	}
	if ( isActive && ! isUpdating ) {
		return <>{ children }</>;
	}
	return (
		<Placeholder
			icon={ icon }
			label={ title }
			instructions={ instructions }
		>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ ! canManageOptions() && (
				<p>
					{ __(
						'Ask an administrator of the site to switch it on.',
						'cairn'
					) }
				</p>
			) }
			{ canManageOptions() && (
				<Button
					__next40pxDefaultSize
					variant="primary"
					isBusy={ isUpdating }
					disabled={ isUpdating }
					accessibleWhenDisabled
					onClick={ () => toggleModule( slug, true ) }
				>
					{ isUpdating ? activatingLabel : activateLabel }
				</Button>
			) }
			{ learnMoreUrl && (
				<Button variant="link" href={ learnMoreUrl }>
					{ learnMoreLabel }
				</Button>
			) }
		</Placeholder>
	);
}
