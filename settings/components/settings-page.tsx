/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { Fragment, useEffect } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent } from 'react';

/**
 * Internal dependencies
 */
import { getSections } from '../constants';
import { getAiSettingsPageData } from '../page-data';
import useSettings from '../use-settings';
import useAiModels from '../use-ai-models';
import AiBudgetSection from './ai-budget-section';
import AiConnectionTest from './ai-connection-test';
import AiFeaturesSection from './ai-features-section';
import ChoiceField from './choice-field';
import ModulesSection from './modules-section';
import SecretField from './secret-field';
import ServiceField from './service-field';
import SettingsSection from './settings-section';

/**
 * Whether a field names an AI model: those offer the server's models.
 *
 * @param key The field's key.
 * @return True for `ai_model_<task>`.
 */
function isModelField( key: string ): boolean {
	return key.startsWith( 'ai_model_' );
}

/**
 * Settings → Cairn: the services' keys, the AI switches and budget, and the
 * module switches.
 *
 * @return The page.
 */
export default function SettingsPage() {
	const settings = useSettings();
	const {
		isLoading,
		loadError,
		services,
		savedServices,
		secretStatus,
		secretEdits,
		setService,
		setSecret,
		ai,
		setAi,
		setAiFeature,
		isDirty,
		isSaving,
		save,
		generation,
		notice,
		dismissNotice,
	} = settings;

	const aiModels = useAiModels( savedServices.ai_base_url );
	const pageData = getAiSettingsPageData();

	// The sections appear once the settings are loaded, after the browser
	// looked for the address's anchor (`#cairn-stripe`): go there then.
	useEffect( () => {
		if ( isLoading ) {
			return;
		}
		const id = decodeURIComponent( window.location.hash.slice( 1 ) );
		const section = id ? document.getElementById( id ) : null;
		section?.scrollIntoView();
	}, [ isLoading ] );

	const onSubmit = ( event: FormEvent ) => {
		event.preventDefault();
		save();
	};

	let form;
	if ( isLoading ) {
		form = <Spinner />;
	} else if ( loadError ) {
		form = (
			<Notice status="error" isDismissible={ false }>
				{ loadError }
			</Notice>
		);
	} else {
		form = (
			<form className="cairn-settings__form" onSubmit={ onSubmit }>
				{ getSections().map( ( section ) => (
					<Fragment key={ section.name }>
						<SettingsSection
							name={ section.name }
							title={ section.title }
							description={ section.description }
						>
							{ section.fields.map( ( field ) => {
								if (
									field.kind === 'service' &&
									field.developer &&
									! pageData.canSetDeveloperBaseUrls
								) {
									return null;
								}
								if ( field.kind === 'choice' ) {
									return (
										<ChoiceField
											key={ field.key }
											label={ field.label }
											help={ field.help }
											options={ field.options }
											value={ services[ field.key ] }
											onChange={ ( value ) =>
												setService( field.key, value )
											}
											disabled={ isSaving }
										/>
									);
								}
								return field.kind === 'secret' ? (
									<SecretField
										// A new generation drops "replacing" state after a save.
										key={ `${ field.key }-${ generation }` }
										label={ field.label }
										help={ field.help }
										isSet={ secretStatus[ field.key ] }
										value={ secretEdits[ field.key ] }
										onChange={ ( value ) =>
											setSecret( field.key, value )
										}
										disabled={ isSaving }
									/>
								) : (
									<ServiceField
										key={ field.key }
										label={ field.label }
										help={
											isModelField( field.key ) &&
											aiModels.error
												? aiModels.error
												: field.help
										}
										type={ field.type }
										value={ services[ field.key ] }
										onChange={ ( value ) =>
											setService( field.key, value )
										}
										disabled={ isSaving }
										{ ...( isModelField( field.key ) && {
											suggestions: aiModels.models,
											onFocus: aiModels.load,
										} ) }
									/>
								);
							} ) }
							{ section.name === 'ai' && (
								<AiConnectionTest
									hasUnsavedChanges={ isDirty }
									isSaving={ isSaving }
								/>
							) }
						</SettingsSection>
						{ section.name === 'ai' && (
							<>
								<AiFeaturesSection
									ai={ ai }
									onChangeEnabled={ ( enabled ) =>
										setAi( { enabled } )
									}
									onChangeFeature={ setAiFeature }
									onChange={ setAi }
									disabled={ isSaving }
								/>
								<AiBudgetSection
									ai={ ai }
									pageData={ pageData }
									onChange={ setAi }
									disabled={ isSaving }
								/>
							</>
						) }
					</Fragment>
				) ) }
				<div className="cairn-settings__actions">
					<Button
						__next40pxDefaultSize
						type="submit"
						variant="primary"
						isBusy={ isSaving }
						disabled={ isSaving || ! isDirty }
						accessibleWhenDisabled
					>
						{ isSaving
							? __( 'Saving…', 'cairn' )
							: __( 'Save settings', 'cairn' ) }
					</Button>
				</div>
			</form>
		);
	}

	return (
		<div className="cairn-settings">
			{ notice && (
				<Notice status={ notice.status } onRemove={ dismissNotice }>
					{ notice.message }
				</Notice>
			) }
			{ form }
			<ModulesSection />
		</div>
	);
}
