/**
 * WordPress dependencies
 */
import {
	Button,
	FormFileUpload,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { useInstanceId } from '@wordpress/compose';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Props of a secret field.
 */
export interface SecretFieldProps {
	/** Field label. */
	label: string;
	/** Help below the field. @default undefined */
	help?: string;
	/** Whether a value is stored on the server. */
	isSet: boolean;
	/** The user's edit: a new value, '' to remove; undefined when unchanged. */
	value: string | undefined;
	/** Called with a new edit, or undefined to keep the stored value. */
	onChange: ( value: string | undefined ) => void;
	/** Whether the field is read-only (while saving). @default false */
	disabled?: boolean;
	/**
	 * For a key file (a PEM): the file types to offer. The field is then a
	 * text area to paste the file into, with a button that reads the file
	 * chosen. @default undefined
	 */
	file?: string;
}

/**
 * The text of a file the user chose.
 *
 * @param file The file.
 * @return Its text.
 */
function readText( file: Blob ): Promise< string > {
	return new Promise( ( resolve, reject ) => {
		const reader = new FileReader();
		reader.onload = () => resolve( String( reader.result ?? '' ) );
		reader.onerror = () => reject( reader.error );
		reader.readAsText( file );
	} );
}

/**
 * A write-only setting. A stored secret is never shown: the field says a key
 * is set and offers Replace and Remove; otherwise it is an empty password
 * field.
 *
 * @param props Component props.
 * @return The field.
 */
export default function SecretField( props: SecretFieldProps ) {
	const {
		label,
		help,
		isSet,
		value,
		onChange,
		disabled = false,
		file,
	} = props;
	const [ isReplacing, setIsReplacing ] = useState( false );
	const inputRef = useRef< HTMLInputElement >( null );
	const areaRef = useRef< HTMLTextAreaElement >( null );
	const id = useInstanceId( SecretField, 'cairn-secret-field' );

	// The control that had focus disappears when the field changes mode:
	// move focus to the new one rather than losing it to the page.
	const actionsRef = useRef< HTMLDivElement >( null );
	const focusNext = useRef< 'input' | 'actions' | null >( null );
	useEffect( () => {
		if ( focusNext.current === 'input' ) {
			( inputRef.current ?? areaRef.current )?.focus();
		} else if ( focusNext.current === 'actions' ) {
			actionsRef.current?.querySelector( 'button' )?.focus();
		}
		focusNext.current = null;
	} );

	/**
	 * Changes the edit and moves focus to where the field's controls will be.
	 *
	 * @param next  The new edit.
	 * @param focus Where focus goes.
	 */
	const change = ( next: string | undefined, focus: 'input' | 'actions' ) => {
		focusNext.current = focus;
		onChange( next );
	};

	if ( isSet && ( value === '' || ! isReplacing ) ) {
		const isRemoving = value === '';
		return (
			<div
				role="group"
				aria-labelledby={ `${ id }-label` }
				aria-describedby={ `${ id }-status` }
				className="cairn-settings__secret"
			>
				<span id={ `${ id }-label` } className="cairn-settings__label">
					{ label }
				</span>
				<div
					ref={ actionsRef }
					className="cairn-settings__secret-actions"
				>
					<span
						id={ `${ id }-status` }
						className="cairn-settings__secret-status"
					>
						{ isRemoving
							? __(
									'The key will be removed when you save.',
									'cairn'
								)
							: __( 'A key is set.', 'cairn' ) }
					</span>
					{ isRemoving ? (
						<Button
							variant="secondary"
							onClick={ () => change( undefined, 'actions' ) }
							disabled={ disabled }
							accessibleWhenDisabled
							label={ sprintf(
								/* translators: %s: a field label, e.g. "API key". */
								__( 'Undo removing %s', 'cairn' ),
								label
							) }
							showTooltip={ false }
						>
							{ __( 'Undo', 'cairn' ) }
						</Button>
					) : (
						<>
							<Button
								variant="secondary"
								onClick={ () => {
									focusNext.current = 'input';
									setIsReplacing( true );
								} }
								disabled={ disabled }
								accessibleWhenDisabled
								label={ sprintf(
									/* translators: %s: a field label, e.g. "API key". */
									__( 'Replace %s', 'cairn' ),
									label
								) }
								showTooltip={ false }
							>
								{ __( 'Replace', 'cairn' ) }
							</Button>
							<Button
								variant="secondary"
								isDestructive
								onClick={ () => change( '', 'actions' ) }
								disabled={ disabled }
								accessibleWhenDisabled
								label={ sprintf(
									/* translators: %s: a field label, e.g. "API key". */
									__( 'Remove %s', 'cairn' ),
									label
								) }
								showTooltip={ false }
							>
								{ __( 'Remove', 'cairn' ) }
							</Button>
						</>
					) }
				</div>
				{ help && <p className="cairn-settings__help">{ help }</p> }
			</div>
		);
	}

	const inputHelp = isReplacing
		? __( 'The new key replaces the stored one when you save.', 'cairn' )
		: help;
	// '' here means "nothing typed", not "remove": keep what is stored.
	const typed = ( next: string ) =>
		onChange( next === '' ? undefined : next );
	return (
		<div className="cairn-settings__secret-input">
			{ file === undefined ? (
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					ref={ inputRef }
					label={ label }
					help={ inputHelp }
					type="password"
					value={ value ?? '' }
					onChange={ typed }
					disabled={ disabled }
					autoComplete="new-password"
					spellCheck={ false }
				/>
			) : (
				<>
					<TextareaControl
						__nextHasNoMarginBottom
						ref={ areaRef }
						label={ label }
						help={ inputHelp }
						value={ value ?? '' }
						onChange={ typed }
						disabled={ disabled }
						rows={ 6 }
						spellCheck={ false }
						autoComplete="off"
						placeholder="-----BEGIN PRIVATE KEY-----"
						className="cairn-settings__key-file"
					/>
					<FormFileUpload
						accept={ file }
						onChange={ ( event ) => {
							const chosen = event.currentTarget.files?.[ 0 ];
							if ( chosen ) {
								readText( chosen ).then( typed );
							}
						} }
						render={ ( { openFileDialog } ) => (
							<Button
								__next40pxDefaultSize
								variant="secondary"
								onClick={ openFileDialog }
								disabled={ disabled }
								accessibleWhenDisabled
							>
								{ sprintf(
									/* translators: %s: a field label, e.g. "MapKit private key". */
									__( 'Choose the file of the %s', 'cairn' ),
									label
								) }
							</Button>
						) }
					/>
				</>
			) }
			{ isReplacing && (
				<Button
					variant="tertiary"
					onClick={ () => {
						setIsReplacing( false );
						change( undefined, 'actions' );
					} }
					disabled={ disabled }
					accessibleWhenDisabled
					label={ sprintf(
						/* translators: %s: a field label, e.g. "API key". */
						__( 'Keep the stored %s', 'cairn' ),
						label
					) }
					showTooltip={ false }
				>
					{ __( 'Cancel', 'cairn' ) }
				</Button>
			) }
		</div>
	);
}
