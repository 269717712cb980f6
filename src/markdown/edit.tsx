/**
 * WordPress dependencies
 */
import {
	BlockControls,
	PlainText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Notice,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { usePrevious } from '@wordpress/compose';
import { useDispatch } from '@wordpress/data';
import { RawHTML, useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { MODE_EDITOR, MODE_PREVIEW } from './constants';
import type { MarkdownEditProps, MarkdownMode } from './types';
import { useMarkdownRenderer } from './use-markdown-renderer';
import {
	getModeAfterSelectionChange,
	getSourceRows,
	shouldRemoveOnKey,
} from './utils';

/**
 * The Markdown block in the editor: a plain source field, or the rendered
 * preview, switched from the toolbar.
 *
 * The rendered HTML is kept in the `html` attribute so that save() (which
 * must be synchronous, while the renderer loads lazily) only prints it. It is
 * rewritten only when the author changes the source, or when a block has a
 * source but no HTML yet: opening a post must not change it (the editor would
 * count the post as edited). The preview renders the source itself, never the
 * stored HTML as-is, and shows a spinner until the renderer has loaded.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.isSelected    Whether the block is selected.
 * @param props.onRemove      Removes the block.
 * @return The editor element.
 */
export default function MarkdownEdit( {
	attributes,
	setAttributes,
	isSelected,
	onRemove,
}: MarkdownEditProps ) {
	const { source, html } = attributes;
	const [ mode, setMode ] = useState< MarkdownMode >( MODE_EDITOR );
	// Set once the author edits the source in this editor session.
	const [ isSourceEdited, setIsSourceEdited ] = useState( false );
	const wasSelected = usePrevious( isSelected ) ?? false;
	const { render, hasFailed } = useMarkdownRenderer();
	// The store's published types predate this action, which the store has
	// had since long before WordPress 6.8.
	const { __unstableMarkNextChangeAsNotPersistent: markNotPersistent } =
		useDispatch( blockEditorStore ) as unknown as {
			__unstableMarkNextChangeAsNotPersistent: () => void;
		};

	useEffect( () => {
		setMode( ( current ) =>
			getModeAfterSelectionChange( current, wasSelected, isSelected )
		);
	}, [ wasSelected, isSelected ] );

	const rendered = useMemo(
		() => ( render ? render( source ) : null ),
		[ render, source ]
	);

	const needsHtml = isSourceEdited || ( html === '' && source !== '' );

	useEffect( () => {
		if ( rendered === null || ! needsHtml || rendered === html ) {
			return;
		}
		// Derived from the source: part of the same undo step.
		markNotPersistent();
		setAttributes( { html: rendered } );
	}, [ rendered, needsHtml, html, setAttributes, markNotPersistent ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if ( onRemove && shouldRemoveOnKey( event.key, source ) ) {
			event.preventDefault();
			onRemove();
		}
	};

	const blockProps = useBlockProps( {
		className: `is-mode-${ mode }`,
	} );

	return (
		<>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						isPressed={ mode === MODE_EDITOR }
						onClick={ () => setMode( MODE_EDITOR ) }
					>
						{ __( 'Markdown', 'cairn' ) }
					</ToolbarButton>
					<ToolbarButton
						isPressed={ mode === MODE_PREVIEW }
						onClick={ () => setMode( MODE_PREVIEW ) }
					>
						{ __( 'Preview', 'cairn' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			<div { ...blockProps }>
				{ mode === MODE_EDITOR && (
					<PlainText
						className="wp-block-cairn-markdown__editor"
						aria-label={ __( 'Markdown', 'cairn' ) }
						placeholder={ __(
							'Write your _Markdown_ **here**…',
							'cairn'
						) }
						value={ source }
						rows={ getSourceRows( source ) }
						onChange={ ( next: string ) => {
							setIsSourceEdited( true );
							setAttributes( { source: next } );
						} }
						onKeyDown={ onKeyDown }
					/>
				) }
				{ mode === MODE_PREVIEW && hasFailed && (
					<Notice status="error" isDismissible={ false }>
						{ __(
							'The Markdown preview could not be loaded. Reload the editor to try again.',
							'cairn'
						) }
					</Notice>
				) }
				{ mode === MODE_PREVIEW && ! hasFailed && rendered === null && (
					<Spinner />
				) }
				{ mode === MODE_PREVIEW && rendered !== null && (
					<RawHTML className="wp-block-cairn-markdown__preview">
						{ rendered }
					</RawHTML>
				) }
			</div>
		</>
	);
}
