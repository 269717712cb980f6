/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useRegistry, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import AiFeedback from '@cairn/shared/ai/components/ai-feedback';
import { store as logoStore } from '../store';
import { FEATURE, SITE_LOGO_BLOCK } from '../constants';
import { acceptLogo, rateLogo } from '../steps';

/**
 * What the presenter shows: nothing yet, the history loading, a logo being
 * generated, the result, then saving, saved and applied.
 */
export type PresenterState =
	| 'empty'
	| 'loading-history'
	| 'generating'
	| 'result'
	| 'saving'
	| 'applying'
	| 'saved'
	| 'applied';

/**
 * Props of the presenter.
 */
export interface LogoPresenterProps {
	/** Whether the selected logo was applied in this session. */
	isApplied: boolean;
	/** Called once the logo is the site's logo and icon. */
	onApplied: () => void;
}

/**
 * The presenter's state from the store's flags.
 *
 * @param flags            The flags.
 * @param flags.history    Loading the history.
 * @param flags.generating Generating a logo.
 * @param flags.saving     Saving to the library.
 * @param flags.applying   Applying to the site.
 * @param flags.applied    Applied in this session.
 * @param flags.hasLogo    A logo is selected.
 * @param flags.saved      The selected logo is in the library.
 * @return The state.
 */
export function presenterState( flags: {
	history: boolean;
	generating: boolean;
	saving: boolean;
	applying: boolean;
	applied: boolean;
	hasLogo: boolean;
	saved: boolean;
} ): PresenterState {
	if ( flags.history ) {
		return 'loading-history';
	}
	if ( flags.generating ) {
		return 'generating';
	}
	if ( ! flags.hasLogo ) {
		return 'empty';
	}
	if ( flags.saving ) {
		return 'saving';
	}
	if ( flags.applying ) {
		return 'applying';
	}
	if ( flags.applied ) {
		return 'applied';
	}
	return flags.saved ? 'saved' : 'result';
}

/**
 * Shows the selected logo with its rating and Use as site logo, or what the
 * generator is doing.
 *
 * @param props The props.
 * @return The presenter.
 */
export default function LogoPresenter( props: LogoPresenterProps ) {
	const { isApplied, onApplied } = props;
	const registry = useRegistry();
	const { selected, selectedIndex, state, saveError, updateError } =
		useSelect(
			( select ) => {
				const logo = select( logoStore );
				const current = logo.getSelectedLogo();
				return {
					selected: current,
					selectedIndex: logo.getSelectedLogoIndex(),
					saveError: logo.getError( 'saveToLibrary' ),
					updateError: logo.getError( 'logoUpdate' ),
					state: presenterState( {
						history: logo.getBusy( 'isLoadingHistory' ),
						generating: logo.getBusy( 'isRequestingImage' ),
						saving: logo.getBusy( 'isSavingLogoToLibrary' ),
						applying: logo.getBusy( 'isApplyingLogo' ),
						applied: isApplied,
						hasLogo: current !== null,
						saved: !! current?.mediaId && ! current.missing,
					} ),
				};
			},
			[ isApplied ]
		);

	const status: Partial< Record< PresenterState, string > > = {
		'loading-history': __( 'Loading your logos…', 'cairn' ),
		generating: __( 'Generating new logo…', 'cairn' ),
		saving: __( 'Saving the logo to your library…', 'cairn' ),
		applying: __( 'Applying the logo to your site…', 'cairn' ),
		saved: __( 'This logo is in your media library.', 'cairn' ),
		applied: __(
			'Your new logo is now the site logo and site icon.',
			'cairn'
		),
		empty: __( 'Your logo will show here once it is generated.', 'cairn' ),
	};
	const isWorking = [
		'loading-history',
		'generating',
		'saving',
		'applying',
	].includes( state );

	const accept = async () => {
		if ( await acceptLogo( registry ) ) {
			onApplied();
		}
	};

	return (
		<div className="cairn-logo-generator__presenter" data-state={ state }>
			<div className="cairn-logo-generator__canvas">
				{ selected && ! selected.missing && state !== 'generating' && (
					<img
						className="cairn-logo-generator__image"
						src={ selected.url }
						alt={ selected.description }
					/>
				) }
				{ selected?.missing && state !== 'generating' && (
					<p>
						{ __(
							'This logo was deleted from your media library. Use it again to save it back.',
							'cairn'
						) }
					</p>
				) }
				{ isWorking && <Spinner /> }
			</div>
			<p
				className="cairn-logo-generator__status"
				role="status"
				aria-live="polite"
			>
				{ status[ state ] ?? '' }
			</p>
			{ saveError && (
				<Notice status="error" isDismissible={ false }>
					{ saveError }
				</Notice>
			) }
			{ updateError && (
				<Notice status="error" isDismissible={ false }>
					{ updateError }
				</Notice>
			) }
			{ selected && ! isWorking && (
				<div className="cairn-logo-generator__actions">
					<AiFeedback
						item={ {
							id: `logo-${ selected.mediaId || selected.url.slice( -32 ) }`,
							type: FEATURE,
							prompt: selected.description,
							revisedPrompt: selected.revisedPrompt ?? '',
							mediaLibraryId: selected.mediaId || null,
							block: SITE_LOGO_BLOCK,
						} }
						onRate={ ( event ) =>
							rateLogo(
								registry,
								selectedIndex,
								event.rating === 'thumbs-up'
									? 'like'
									: 'dislike'
							)
						}
					/>
					{ state !== 'applied' && (
						<Button variant="primary" onClick={ accept }>
							{ __( 'Use as site logo and icon', 'cairn' ) }
						</Button>
					) }
				</div>
			) }
		</div>
	);
}
