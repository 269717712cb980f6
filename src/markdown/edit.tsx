/**
 * WordPress dependencies
 */
import {
	BlockControls,
	PlainText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { Notice, ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { usePrevious } from '@wordpress/compose';
import { useDispatch } from '@wordpress/data';
import { RawHTML, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import { MODE_EDITOR, MODE_PREVIEW } from './constants';
import type { MarkdownEditProps, MarkdownMode } from './types';
import useMarkdownRenderer from './use-markdown-renderer';
import {
	getModeAfterSelectionChange,
	getModeForToggle,
	getSourceRows,
	shouldRemoveOnKey,
} from './utils';
import './editor.scss';

/**
 * The Markdown block in the editor: a plain source field, or the rendered
 * preview, switched from the toolbar.
 *
 * The rendered HTML is kept in the `html` attribute, updated whenever the
 * source changes, so that save() (which must be synchronous, while the
 * renderer loads lazily) only prints it.
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

	useEffect( () => {
		if ( ! render ) {
			return;
		}
		const next = render( source );
		if ( next !== html ) {
			// Derived from the source: part of the same undo step.
			markNotPersistent();
			setAttributes( { html: next } );
		}
	}, [ render, source, html, setAttributes, markNotPersistent ] );

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
						onClick={ () => setMode( getModeForToggle( false ) ) }
					>
						{ __( 'Markdown', 'cairn' ) }
					</ToolbarButton>
					<ToolbarButton
						isPressed={ mode === MODE_PREVIEW }
						onClick={ () => setMode( getModeForToggle( true ) ) }
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
						onChange={ ( next: string ) =>
							setAttributes( { source: next } )
						}
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
				{ mode === MODE_PREVIEW && ! hasFailed && (
					<RawHTML className="wp-block-cairn-markdown__preview">
						{ html }
					</RawHTML>
				) }
			</div>
		</>
	);
}
