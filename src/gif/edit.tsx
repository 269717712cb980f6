/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { RichText, useBlockProps } from '@wordpress/block-editor';
import {
	Button,
	Notice,
	Placeholder,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useDebounce } from '@wordpress/compose';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import ConnectBanner from '@cairn/shared/components/connect-banner';
import { isServiceConnected } from '@cairn/shared/site/editor-data';
import GifResults from './components/gif-results';
import icon from './icon';
import type { Gif, GifEditProps } from './types';
import { useGifSearch } from './use-gif-search';
import { idFromGiphyUrl, paddingTopFor } from './utils';

/** Milliseconds of quiet typing before the text is searched. */
export const SEARCH_DEBOUNCE = 500;

/**
 * The GIF block in the editor: a search field (a term, or a pasted Giphy
 * link), the results as a row of thumbnails that the arrow keys move
 * through, and the chosen GIF with its caption. Without a Giphy key, the
 * connect banner.
 *
 * @param props               Component props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Updates the block's attributes.
 * @param props.isSelected    Whether the block is selected.
 * @return The editor element.
 */
export default function GifEdit( {
	attributes,
	setAttributes,
	isSelected,
}: GifEditProps ) {
	const { caption, giphyUrl, paddingTop, searchText } = attributes;
	const [ text, setText ] = useState( searchText );
	const [ chosen, setChosen ] = useState< Gif | null >( null );
	const [ lookupFailed, setLookupFailed ] = useState( false );
	const blockProps = useBlockProps();
	const connected = isServiceConnected( 'giphy' );

	const pick = useCallback(
		( gif: Gif ) => {
			setChosen( gif );
			setAttributes( {
				giphyUrl: gif.embed_url,
				paddingTop: paddingTopFor(
					gif.images.original.width,
					gif.images.original.height
				),
			} );
		},
		[ setAttributes ]
	);
	const { results, isFetching, error, run } = useGifSearch( pick );
	const debouncedRun = useDebounce( run, SEARCH_DEBOUNCE );

	// A saved GIF is shown from Giphy's answer (through Cairn's cache).
	const id = idFromGiphyUrl( giphyUrl );
	useEffect( () => {
		if ( ! id || ! connected || chosen?.id === id ) {
			return;
		}
		setLookupFailed( false );
		apiFetch< { data: Gif } >( { path: ROUTES.gif( id ) } ).then(
			( answer ) => setChosen( answer.data ),
			() => {
				setChosen( null );
				setLookupFailed( true );
			}
		);
	}, [ id, connected, chosen?.id ] );

	if ( ! connected ) {
		return (
			<div { ...blockProps }>
				<Placeholder icon={ icon } label={ __( 'GIF', 'cairn' ) }>
					<ConnectBanner service="giphy" />
				</Placeholder>
			</div>
		);
	}

	const onChange = ( value: string ) => {
		setText( value );
		setAttributes( { searchText: value } );
		debouncedRun( value );
	};

	const searchForm = (
		<form
			className="wp-block-cairn-gif__search"
			onSubmit={ ( event ) => {
				event.preventDefault();
				debouncedRun.cancel();
				run( text );
			} }
		>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __(
					'Search for a term or paste a Giphy URL',
					'cairn'
				) }
				hideLabelFromVision
				placeholder={ __(
					'Search for a term or paste a Giphy URL',
					'cairn'
				) }
				value={ text }
				onChange={ onChange }
			/>
			<Button
				variant="secondary"
				type="submit"
				disabled={ ! text.trim() || isFetching }
				__next40pxDefaultSize
			>
				{ __( 'Search', 'cairn' ) }
			</Button>
			{ isFetching && <Spinner /> }
		</form>
	);

	const resultsRow = results.length > 0 && (
		<GifResults results={ results } selectedId={ id } onPick={ pick } />
	);

	const notice = error && (
		<Notice status="error" isDismissible={ false }>
			{ error }
		</Notice>
	);

	if ( ! giphyUrl ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'GIF', 'cairn' ) }
					className="wp-block-cairn-gif__placeholder"
				>
					{ searchForm }
					{ notice }
					{ resultsRow }
				</Placeholder>
			</div>
		);
	}

	return (
		<figure { ...blockProps }>
			{ isSelected && (
				<div className="wp-block-cairn-gif__controls">
					{ searchForm }
					{ notice }
					{ resultsRow }
				</div>
			) }
			<div
				className="wp-block-cairn-gif__wrapper"
				style={ { paddingTop } }
			>
				{ chosen && (
					<img
						className="wp-block-cairn-gif__media"
						src={ chosen.images.original.url }
						alt={ chosen.title }
					/>
				) }
				{ ! chosen && ! lookupFailed && <Spinner /> }
				{ ! chosen && lookupFailed && (
					// Visitors get a link to the GIF's page in this case too.
					<p className="wp-block-cairn-gif__unavailable">
						{ __( 'Giphy could not show this GIF now.', 'cairn' ) }
					</p>
				) }
			</div>
			{ ( isSelected || caption ) && (
				<RichText
					tagName="figcaption"
					className="wp-block-cairn-gif__caption"
					aria-label={ __( 'GIF caption', 'cairn' ) }
					placeholder={ __( 'Write caption…', 'cairn' ) }
					value={ caption }
					onChange={ ( value: string ) =>
						setAttributes( { caption: value } )
					}
					inlineToolbar
				/>
			) }
		</figure>
	);
}
