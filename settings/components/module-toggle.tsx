/**
 * WordPress dependencies
 */
import { Notice, ToggleControl } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as modulesStore } from '@cairn/shared/stores/modules';

/**
 * Props of a module switch.
 */
export interface ModuleToggleProps {
	/** Module slug. */
	slug: string;
	/** Name to show when the server gives none. */
	fallbackName: string;
}

/**
 * The switch of one module. While its call runs the switch is disabled; a
 * failed switch returns to its previous state (the store restores it) and
 * the error shows below.
 *
 * @param props Component props.
 * @return The switch, or null when the server does not know the module.
 */
export default function ModuleToggle( props: ModuleToggleProps ) {
	const { slug, fallbackName } = props;
	const { module, isUpdating, error } = useSelect(
		( select ) => {
			const store = select( modulesStore );
			return {
				module: store.getModules()[ slug ],
				isUpdating: store.isModuleUpdating( slug ),
				error: store.getModuleError( slug ),
			};
		},
		[ slug ]
	);
	const { toggleModule } = useDispatch( modulesStore );

	if ( ! module ) {
		return null;
	}

	return (
		<div className="cairn-settings__module">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ module.name || fallbackName }
				help={ module.description }
				checked={ module.activated }
				disabled={ isUpdating }
				onChange={ ( checked: boolean ) =>
					toggleModule( slug, checked )
				}
			/>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
		</div>
	);
}
