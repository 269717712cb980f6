/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as logoStore } from '../store';

/**
 * The logos of the history, to pick one: the selected one is pressed.
 *
 * @return The strip, or nothing with fewer than two logos.
 */
export default function HistoryStrip() {
	const { logos, selectedIndex, isBusy } = useSelect( ( select ) => {
		const logo = select( logoStore );
		return {
			logos: logo.getLogos(),
			selectedIndex: logo.getSelectedLogoIndex(),
			isBusy: logo.isBusy(),
		};
	}, [] );
	const { setSelectedLogoIndex } = useDispatch( logoStore );
	if ( logos.length < 2 ) {
		return null;
	}
	return (
		<div
			className="cairn-logo-generator__history"
			role="group"
			aria-label={ __( 'Your logos', 'cairn' ) }
		>
			{ logos.map( ( entry, index ) => (
				<Button
					key={ `${ index }-${ entry.url.slice( -24 ) }` }
					className="cairn-logo-generator__history-item"
					isPressed={ index === selectedIndex }
					disabled={ isBusy }
					accessibleWhenDisabled
					onClick={ () => setSelectedLogoIndex( index ) }
					label={ sprintf(
						/* translators: 1: the logo's number, 2: what was asked for. */
						__( 'Logo %1$d: %2$s', 'cairn' ),
						index + 1,
						entry.description
					) }
				>
					{ entry.missing ? (
						<span className="cairn-logo-generator__missing">
							{ __( 'Deleted', 'cairn' ) }
						</span>
					) : (
						<img src={ entry.url } alt="" />
					) }
				</Button>
			) ) }
		</div>
	);
}
