/**
 * WordPress dependencies
 */
import { usePrevious } from '@wordpress/compose';
import { useEffect, useState } from '@wordpress/element';

/**
 * Whether the assistant's prompt is shown. Close hides it; selecting the
 * block again shows it.
 *
 * @param isSelected Whether the block is selected.
 * @return Whether it is open, and its setter.
 */
export function useIsOpen( isSelected: boolean ) {
	const [ isOpen, setIsOpen ] = useState( true );
	const wasSelected = usePrevious( isSelected );
	useEffect( () => {
		if ( isSelected && ! wasSelected ) {
			setIsOpen( true );
		}
	}, [ isSelected, wasSelected ] );
	return [ isOpen, setIsOpen ] as const;
}
