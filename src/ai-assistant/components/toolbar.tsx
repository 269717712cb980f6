/**
 * WordPress dependencies
 */
import { BlockControls } from '@wordpress/block-editor';
import {
	MenuGroup,
	MenuItem,
	MenuItemsChoice,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { language as languageIcon, megaphone, pencil } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { TONES, getPromptTemplates, getToneLabels } from '../constants';
import type { LanguageOption, PromptTemplate, Tone } from '../types';

/** Props of the block's toolbar. */
export interface AiAssistantToolbarProps {
	/** Whether a request runs (every menu is disabled). */
	isBusy: boolean;
	/** Whether there is an answer to change (tone and language need one). */
	hasContent: boolean;
	/** Whether requests may be sent at all (false when an upgrade is required). */
	canRequest: boolean;
	/** The chosen tone. @default 'formal' */
	tone: Tone;
	/** The chosen language code. */
	language: string;
	/** The language choices, the site's first. */
	languages: LanguageOption[];
	/** Runs a starter prompt. */
	onTemplate: ( template: PromptTemplate ) => void;
	/** Re-runs the answer in another tone. */
	onTone: ( tone: Tone ) => void;
	/** Re-runs the answer in another language. */
	onLanguage: ( language: string ) => void;
}

/**
 * The block toolbar: prompt templates, 'Select tone' and 'Select language'.
 *
 * @param props            Component props.
 * @param props.isBusy     Whether a request runs.
 * @param props.hasContent Whether there is an answer to change.
 * @param props.canRequest Whether requests may be sent.
 * @param props.tone       The chosen tone.
 * @param props.language   The chosen language code.
 * @param props.languages  The language choices.
 * @param props.onTemplate Runs a starter prompt.
 * @param props.onTone     Re-runs the answer in another tone.
 * @param props.onLanguage Re-runs the answer in another language.
 * @return The toolbar fill.
 */
export default function AiAssistantToolbar( {
	isBusy,
	hasContent,
	canRequest,
	tone,
	language,
	languages,
	onTemplate,
	onTone,
	onLanguage,
}: AiAssistantToolbarProps ) {
	const toneLabels = getToneLabels();
	const canChange = hasContent && canRequest && ! isBusy;
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarDropdownMenu
					icon={ pencil }
					label={ __( 'Prompt templates', 'cairn' ) }
					toggleProps={ { disabled: isBusy || ! canRequest } }
				>
					{ ( { onClose } ) => (
						<MenuGroup>
							{ getPromptTemplates().map( ( template ) => (
								<MenuItem
									key={ template.type }
									onClick={ () => {
										onClose();
										onTemplate( template );
									} }
								>
									{ template.label }
								</MenuItem>
							) ) }
						</MenuGroup>
					) }
				</ToolbarDropdownMenu>
				<ToolbarDropdownMenu
					icon={ megaphone }
					label={ __( 'Select tone', 'cairn' ) }
					toggleProps={ { disabled: ! canChange } }
				>
					{ ( { onClose } ) => (
						<MenuGroup label={ __( 'Tone', 'cairn' ) }>
							<MenuItemsChoice
								choices={ TONES.map( ( value ) => ( {
									value,
									label: toneLabels[ value ],
								} ) ) }
								value={ tone }
								onHover={ () => {} }
								onSelect={ ( value: string ) => {
									onClose();
									onTone( value as Tone );
								} }
							/>
						</MenuGroup>
					) }
				</ToolbarDropdownMenu>
				<ToolbarDropdownMenu
					icon={ languageIcon }
					label={ __( 'Select language', 'cairn' ) }
					toggleProps={ { disabled: ! canChange } }
				>
					{ ( { onClose } ) => (
						<MenuGroup label={ __( 'Language', 'cairn' ) }>
							<MenuItemsChoice
								choices={ languages }
								value={ language }
								onHover={ () => {} }
								onSelect={ ( value: string ) => {
									onClose();
									onLanguage( value );
								} }
							/>
						</MenuGroup>
					) }
				</ToolbarDropdownMenu>
			</ToolbarGroup>
		</BlockControls>
	);
}
