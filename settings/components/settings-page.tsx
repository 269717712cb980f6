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
import type { SectionDefinition, ServiceSettings, SecretEdits } from '../types';
import AiBudgetSection from './ai-budget-section';
import AiFeaturesSection from './ai-features-section';
import ChoiceField from './choice-field';
import ConnectionTest from './connection-test';
import ModelField from './model-field';
import ModulesSection from './modules-section';
import SecretField from './secret-field';
import ServiceField from './service-field';
import SettingsIndex from './settings-index';
import SettingsSection from './settings-section';
import StripeWebhook from './stripe-webhook';

/** The form's id: the Save button sits beside it, in the side column. */
const FORM_ID = 'cairn-settings-form';

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
 * The index's entries: each section, the AI switches and budget after AI,
 * and the modules last.
 *
 * @param sections The service sections.
 * @return Name, title and aliases of each entry, in the page's order.
 */
function indexEntries(
	sections: SectionDefinition[]
): Array< { name: string; title: string; aliases?: string[] } > {
	return [
		...sections.flatMap( ( section ) =>
			section.name === 'ai'
				? [
						section,
						{
							name: 'ai-features',
							title: __( 'AI features', 'cairn' ),
						},
						{
							name: 'ai-budget',
							title: __( 'AI budget', 'cairn' ),
						},
					]
				: [ section ]
		),
		{ name: 'modules', title: __( 'Modules', 'cairn' ) },
	];
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
	const sections = getSections();

	/**
	 * A section's values as entered now, for its connection test.
	 *
	 * @param section The section.
	 * @return Its service values and secret edits.
	 */
	const enteredValues = ( section: SectionDefinition ) => {
		const entered: Partial< ServiceSettings > = {};
		const secrets: SecretEdits = {};
		for ( const field of section.fields ) {
			if ( field.kind === 'secret' ) {
				if ( secretEdits[ field.key ] !== undefined ) {
					secrets[ field.key ] = secretEdits[ field.key ];
				}
			} else if (
				! ( field.kind === 'service' && field.developer ) ||
				pageData.canSetDeveloperBaseUrls
			) {
				entered[ field.key ] = services[ field.key ];
			}
		}
		return { services: entered, secrets };
	};

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
			<form
				id={ FORM_ID }
				className="cairn-settings__form"
				onSubmit={ onSubmit }
			>
				{ sections.map( ( section ) => (
					<Fragment key={ section.name }>
						<SettingsSection
							name={ section.name }
							title={ section.title }
							description={ section.description }
							aliases={ section.aliases }
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
								if ( field.kind === 'secret' ) {
									return (
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
											file={ field.file }
										/>
									);
								}
								if ( isModelField( field.key ) ) {
									return (
										<ModelField
											key={ field.key }
											label={ field.label }
											help={
												aiModels.error || field.help
											}
											value={ services[ field.key ] }
											onChange={ ( value ) =>
												setService( field.key, value )
											}
											models={ aiModels.models }
											disabled={ isSaving }
										/>
									);
								}
								return (
									<ServiceField
										key={ field.key }
										label={ field.label }
										help={ field.help }
										type={ field.type }
										value={ services[ field.key ] }
										onChange={ ( value ) =>
											setService( field.key, value )
										}
										disabled={ isSaving }
									/>
								);
							} ) }
							{ section.name === 'stripe' && (
								<StripeWebhook generation={ generation } />
							) }
							{ section.test && (
								<ConnectionTest
									service={ section.test }
									getValues={ () => enteredValues( section ) }
									disabled={ isSaving }
									onReport={ ( report ) =>
										report.models &&
										aiModels.setTested( report.models )
									}
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
			</form>
		);
	}

	return (
		<div className="cairn-settings">
			{ ! isLoading && ! loadError && (
				<SettingsIndex sections={ indexEntries( sections ) }>
					<div className="cairn-settings__actions">
						<Button
							__next40pxDefaultSize
							type="submit"
							form={ FORM_ID }
							variant="primary"
							isBusy={ isSaving }
							disabled={ isSaving || ! isDirty }
							accessibleWhenDisabled
						>
							{ isSaving
								? __( 'Saving…', 'cairn' )
								: __( 'Save settings', 'cairn' ) }
						</Button>
						{ isDirty && ! isSaving && (
							<p className="cairn-settings__help">
								{ __( 'You have unsaved changes.', 'cairn' ) }
							</p>
						) }
						{ notice && (
							// Beside the button, which stays in view wherever the page is scrolled.
							<Notice
								status={ notice.status }
								onRemove={ dismissNotice }
							>
								{ notice.message }
							</Notice>
						) }
					</div>
				</SettingsIndex>
			) }
			<div className="cairn-settings__main">
				{ form }
				<ModulesSection />
			</div>
		</div>
	);
}
