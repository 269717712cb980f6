/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Spinner,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import EmbedNotices, { type EmbedNoticesProps } from './embed-notices';
import type { EmbedForm as EmbedFormState } from './use-embed-form';

/** Props of an embed form. */
export interface EmbedFormProps extends EmbedNoticesProps {
	/** The form's state (`useEmbedForm`). */
	form: EmbedFormState;
	/** The text field's label, read by screen readers. @default '' (a block's own `field` has its own) */
	fieldLabel?: string;
	/** The field's placeholder. */
	fieldPlaceholder?: string;
	/** A textarea, for embed codes, rather than a URL field. @default false */
	multiline?: boolean;
	/** The field's class. @default undefined */
	fieldClassName?: string;
	/** The form's class. @default undefined */
	className?: string;
	/** A field of the block's own in place of the text field. @default undefined */
	field?: ReactNode;
	/** Whether Embed may be pressed. @default something is entered */
	canSubmit?: boolean;
}

/**
 * An embed block's form: its notices, the URL or embed-code field and
 * Embed (Enter in a URL field embeds too). The field is kept while the
 * site follows a short link, with a spinner beside Embed.
 *
 * @param props Component props.
 * @return The form.
 */
export default function EmbedForm( props: EmbedFormProps ) {
	const {
		form,
		fieldLabel = '',
		fieldPlaceholder,
		multiline = false,
		fieldClassName,
		className,
		field,
		canSubmit = form.input.trim() !== '',
	} = props;
	const fieldProps = {
		__nextHasNoMarginBottom: true,
		className: fieldClassName,
		label: fieldLabel,
		hideLabelFromVision: true,
		placeholder: fieldPlaceholder,
		value: form.input,
		onChange: form.setInput,
		disabled: form.busy,
	};
	return (
		<>
			<EmbedNotices { ...props } />
			<form
				className={ className }
				onSubmit={ ( event ) => {
					event.preventDefault();
					void form.submit();
				} }
			>
				{ field ??
					( multiline ? (
						<TextareaControl { ...fieldProps } />
					) : (
						<TextControl
							{ ...fieldProps }
							__next40pxDefaultSize
							type="url"
						/>
					) ) }
				<Button
					variant="primary"
					type="submit"
					disabled={ form.busy || ! canSubmit }
				>
					{ __( 'Embed', 'cairn' ) }
				</Button>
				{ form.busy && <Spinner /> }
			</form>
		</>
	);
}
