/**
 * WordPress dependencies
 */
import {
	Button,
	ExternalLink,
	Icon,
	Notice,
	SelectControl,
	TextareaControl,
	Tooltip,
} from '@wordpress/components';
import { useDispatch, useRegistry, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { info } from '@wordpress/icons';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { store as aiUsageStore } from '@cairn/shared/ai/store';
import { getEditorData } from '@cairn/shared/site/editor-data';
import { store as logoStore } from '../store';
import { DEFAULT_STYLE } from '../store/constants';
import { enhancePrompt, generateLogo } from '../steps';

/**
 * Props of the prompt panel.
 */
export interface PromptPanelProps {
	/** The prompt, kept by the modal (the first prompt fills it). */
	prompt: string;
	/** Changes it. */
	onChangePrompt: ( prompt: string ) => void;
}

/**
 * The prompt panel: the description, Enhance prompt, the
 * style, Generate, and what is left to spend.
 *
 * @param props The props.
 * @return The panel.
 */
export default function PromptPanel( props: PromptPanelProps ) {
	const { prompt, onChangePrompt } = props;
	const registry = useRegistry();
	const {
		styles,
		costs,
		remaining,
		upgradeReason,
		isBusy,
		isEnhancing,
		enhanceError,
		logoError,
		firstPromptError,
	} = useSelect( ( select ) => {
		const logo = select( logoStore );
		return {
			styles: logo.getStyles(),
			costs: logo.getCosts(),
			remaining: logo.getRequestsRemaining(),
			upgradeReason: logo.getUpgradeReason(),
			isBusy: logo.isBusy(),
			isEnhancing: logo.getBusy( 'isEnhancingPrompt' ),
			enhanceError: logo.getError( 'enhancePromptFetch' ),
			logoError: logo.getError( 'logoFetch' ),
			firstPromptError: logo.getError( 'firstLogoPromptFetch' ),
		};
	}, [] );
	const hasNextTier = useSelect(
		( select ) => select( aiUsageStore ).getAiFeature().nextTier !== null,
		[]
	);
	const { setError } = useDispatch( logoStore );
	const [ style, setStyle ] = useState( DEFAULT_STYLE );

	// The default style is selected whenever the styles load.
	useEffect( () => {
		setStyle( styles[ 0 ]?.value ?? DEFAULT_STYLE );
	}, [ styles ] );

	const disabled = isBusy || upgradeReason !== '' || ! prompt.trim();
	const upgradeUrl = getEditorData().upgradeUrl;

	const generate = () => {
		if ( ! disabled ) {
			generateLogo( registry, prompt.trim(), style );
		}
	};
	const enhance = async () => {
		const enhanced = await enhancePrompt( registry, prompt.trim() );
		if ( enhanced ) {
			onChangePrompt( enhanced );
		}
	};
	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		// Enter generates; Shift+Enter still breaks the line.
		if ( event.key === 'Enter' && ! event.shiftKey ) {
			event.preventDefault();
			generate();
		}
	};

	return (
		<div className="cairn-logo-generator__prompt">
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Describe your site:', 'cairn' ) }
				placeholder={ __(
					'Describe your site or simply ask for a logo specifying some details about it',
					'cairn'
				) }
				value={ prompt }
				onChange={ onChangePrompt }
				onKeyDown={ onKeyDown }
				rows={ 3 }
			/>
			<div className="cairn-logo-generator__prompt-actions">
				<Button
					variant="link"
					onClick={ enhance }
					disabled={ disabled }
					accessibleWhenDisabled
				>
					{ isEnhancing
						? __( 'Enhancing…', 'cairn' )
						: __( 'Enhance prompt', 'cairn' ) }
				</Button>
				{ styles.length > 0 && (
					<SelectControl
						__next40pxDefaultSize
						__nextHasNoMarginBottom
						label={ __( 'Style', 'cairn' ) }
						value={ style }
						options={ styles.map( ( option ) => ( {
							value: option.value,
							label: option.label,
						} ) ) }
						onChange={ setStyle }
						disabled={ isBusy }
					/>
				) }
				<Button
					variant="primary"
					onClick={ generate }
					disabled={ disabled }
					accessibleWhenDisabled
				>
					{ __( 'Generate', 'cairn' ) }
				</Button>
			</div>
			{ [ firstPromptError, enhanceError, logoError ]
				.filter( ( message ): message is string => !! message )
				.map( ( message ) => (
					<Notice
						key={ message }
						status="error"
						onRemove={ () => {
							setError( 'firstLogoPromptFetch', null );
							setError( 'enhancePromptFetch', null );
							setError( 'logoFetch', null );
						} }
					>
						{ message }
					</Notice>
				) ) }
			{ upgradeReason && (
				<Notice status="warning" isDismissible={ false }>
					{ upgradeReason }{ ' ' }
					{ upgradeUrl && hasNextTier && (
						<ExternalLink href={ upgradeUrl }>
							{ __( 'Upgrade', 'cairn' ) }
						</ExternalLink>
					) }
				</Notice>
			) }
			<div className="cairn-logo-generator__footer">
				<span>
					{ sprintf(
						/* translators: %d: requests left this period. */
						_n(
							'%d requests remaining.',
							'%d requests remaining.',
							remaining,
							'cairn'
						),
						remaining
					) }
				</span>
				{ upgradeUrl && hasNextTier && ! upgradeReason && (
					<ExternalLink href={ upgradeUrl }>
						{ __( 'Upgrade', 'cairn' ) }
					</ExternalLink>
				) }
				<Tooltip
					text={ sprintf(
						/* translators: 1: what a logo costs, 2: what an enhancement costs. */
						__(
							'Logo generation costs %1$d requests; prompt enhancement costs %2$d request each',
							'cairn'
						),
						costs.logo,
						costs.enhance
					) }
				>
					<span
						className="cairn-logo-generator__costs"
						tabIndex={ 0 }
						aria-label={ sprintf(
							/* translators: 1: what a logo costs, 2: what an enhancement costs. */
							__(
								'Logo generation costs %1$d requests; prompt enhancement costs %2$d request each',
								'cairn'
							),
							costs.logo,
							costs.enhance
						) }
					>
						<Icon icon={ info } size={ 16 } />
					</span>
				</Tooltip>
			</div>
		</div>
	);
}
