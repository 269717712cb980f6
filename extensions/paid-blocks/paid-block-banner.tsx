/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { useEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import {
	FRONTEND_BANNER_ATTRIBUTE,
	blockNeedsPlan,
} from '@cairn/shared/blocks/paid-blocks';
import UpgradeBanner from './upgrade-banner';
import type { PaidBlockEditProps } from './types';

/**
 * A paid block's editor with the upgrade banner above it while it is
 * selected, unless a parent block needing a plan already shows one; the
 * block saves whether the site shows the banner above it (not when a
 * parent does).
 *
 * @param props Block edit props.
 * @return The banner, or null.
 */
export default function PaidBlockBanner( props: PaidBlockEditProps ) {
	const { clientId, isSelected, attributes, setAttributes } = props;
	const hasParentBanner = useSelect(
		( select ) => {
			const editor = select( blockEditorStore );
			return editor
				.getBlockParents( clientId )
				.some( ( parent: string ) =>
					blockNeedsPlan( editor.getBlockName( parent ) ?? '' )
				);
		},
		[ clientId ]
	);
	useEffect( () => {
		if ( attributes[ FRONTEND_BANNER_ATTRIBUTE ] !== ! hasParentBanner ) {
			setAttributes( {
				[ FRONTEND_BANNER_ATTRIBUTE ]: ! hasParentBanner,
			} );
		}
	}, [ attributes, hasParentBanner, setAttributes ] );
	return (
		<UpgradeBanner
			isSelected={ isSelected }
			hasParentBanner={ hasParentBanner }
		/>
	);
}
