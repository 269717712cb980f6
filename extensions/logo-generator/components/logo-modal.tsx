/**
 * WordPress dependencies
 */
import { Button, Flex, Modal, Spinner } from '@wordpress/components';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { store as logoStore } from '../store';
import { releaseImages } from '../store/logo-images';
import { loadFeature, loadHistory, writeFirstPrompt } from '../steps';
import { useSiteDetails } from '../use-site-details';
import ErrorView from './error-view';
import HistoryStrip from './history-strip';
import LogoPresenter from './logo-presenter';
import PromptPanel from './prompt-panel';

/**
 * The modal's steps: loading the feature, its error view,
 * analyzing the site for a first prompt, and the logo editor.
 */
export type ModalStep = 'loading' | 'error' | 'analyzing' | 'editor';

/**
 * Props of the modal.
 */
export interface LogoModalProps {
	/** Closes it. */
	onClose: () => void;
}

/**
 * The AI logo generator.
 *
 * @param props The props.
 * @return The modal.
 */
export default function LogoModal( props: LogoModalProps ) {
	const { onClose } = props;
	const registry = useRegistry();
	const site = useSiteDetails();
	const [ step, setStep ] = useState< ModalStep >( 'loading' );
	const [ prompt, setPrompt ] = useState( '' );
	const [ appliedIndex, setAppliedIndex ] = useState( -1 );
	const selectedIndex = useSelect(
		( select ) => select( logoStore ).getSelectedLogoIndex(),
		[]
	);
	const { setContext } = useDispatch( logoStore );
	const started = useRef( false );

	const start = async () => {
		if ( ! site ) {
			return;
		}
		setStep( 'loading' );
		if ( ! ( await loadFeature( registry ) ) ) {
			setStep( 'error' );
			return;
		}
		await loadHistory( registry, site );
		const logo = registry.select( logoStore );
		if ( logo.getLogos().length === 0 && ! logo.getRequireUpgrade() ) {
			setStep( 'analyzing' );
			setPrompt( await writeFirstPrompt( registry, site ) );
		} else {
			setPrompt( logo.getSelectedLogo()?.description ?? '' );
		}
		setStep( 'editor' );
	};

	// Starts once the site's details are known (the editor loads them early).
	useEffect( () => {
		if ( site && ! started.current ) {
			started.current = true;
			setContext( 'site-logo' );
			start();
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, when the site is known.
	}, [ site ] );

	// Closed, it shows no logo: their object URLs are revoked (the next
	// opening reads the history again).
	useEffect( () => () => releaseImages(), [] );

	const isApplied = appliedIndex !== -1 && appliedIndex === selectedIndex;

	return (
		<Modal
			title={ __( 'AI Logo Generator', 'cairn' ) }
			onRequestClose={ onClose }
			className="cairn-logo-generator"
			size="large"
		>
			{ step === 'loading' && (
				<div className="cairn-logo-generator__loading" role="status">
					<Spinner />
					<p>{ __( 'Loading…', 'cairn' ) }</p>
				</div>
			) }
			{ step === 'error' && (
				<ErrorView onCancel={ onClose } onRetry={ start } />
			) }
			{ step === 'analyzing' && (
				<div className="cairn-logo-generator__loading" role="status">
					<Spinner />
					<p>
						{ __(
							'Analyzing your site to create the perfect logo…',
							'cairn'
						) }
					</p>
				</div>
			) }
			{ step === 'editor' && (
				<>
					<PromptPanel
						prompt={ prompt }
						onChangePrompt={ setPrompt }
					/>
					<LogoPresenter
						isApplied={ isApplied }
						onApplied={ () => setAppliedIndex( selectedIndex ) }
					/>
					<HistoryStrip />
					{ isApplied && (
						<Flex justify="flex-end">
							<Button variant="secondary" onClick={ onClose }>
								{ __( 'Close', 'cairn' ) }
							</Button>
						</Flex>
					) }
				</>
			) }
		</Modal>
	);
}
