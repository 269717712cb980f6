/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { Button, ExternalLink, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import type { PinterestEmbedType } from '../types';
import { BUILD_FUNCTION, PINIT_URL } from '../constants';

/** What the site's preview route answers (Cairn\Pinterest\Widgets). */
export interface PinPreviewData {
	type: PinterestEmbedType;
	url: string;
	title: string;
	description: string;
	author: { name: string; url: string; image: string };
	images: Array< { url: string; width: number; height: number } >;
}

/** The preview's props. */
interface PinPreviewProps {
	/** The embed's kind. */
	type: PinterestEmbedType;
	/** The embed's URL. */
	url: string;
}

/**
 * What each embed kind is called in the editor's preview.
 *
 * @param type Embed kind.
 * @return Its name.
 */
export function kindLabel( type: PinterestEmbedType ): string {
	if ( type === 'embedBoard' ) {
		return __( 'Pinterest board', 'cairn' );
	}
	if ( type === 'embedUser' ) {
		return __( 'Pinterest profile', 'cairn' );
	}
	return __( 'Pinterest pin', 'cairn' );
}

type BuildWindow = Window & { [ BUILD_FUNCTION ]?: ( el?: Element ) => void };

/**
 * Loads Pinterest's script into the document of `root` (the editor's
 * canvas) once, then builds the embed in `root`.
 *
 * @param root The element holding the embed's link.
 */
function buildLive( root: HTMLElement ): void {
	const doc = root.ownerDocument;
	const view = doc.defaultView as BuildWindow | null;
	const build = () => view?.[ BUILD_FUNCTION ]?.( root );
	if ( typeof view?.[ BUILD_FUNCTION ] === 'function' ) {
		build();
		return;
	}
	const script = doc.createElement( 'script' );
	script.async = true;
	script.src = PINIT_URL;
	script.setAttribute( 'data-pin-build', BUILD_FUNCTION );
	script.addEventListener( 'load', build );
	doc.body.appendChild( script );
}

/**
 * The embed in the editor: what Pinterest shows of it (its images, title,
 * description and author), fetched through the site so that the editor
 * loads nothing of Pinterest's; "Show Pinterest's embed" loads Pinterest's
 * script on request and draws the embed as visitors see it.
 *
 * @param props      Props.
 * @param props.type The embed's kind.
 * @param props.url  The embed's URL.
 * @return The preview.
 */
export default function PinPreview( { type, url }: PinPreviewProps ) {
	const [ data, setData ] = useState< PinPreviewData | null >( null );
	const [ failed, setFailed ] = useState( false );
	const [ live, setLive ] = useState( false );
	const liveRoot = useRef< HTMLDivElement >( null );

	useEffect( () => {
		let current = true;
		setData( null );
		setFailed( false );
		setLive( false );
		apiFetch< PinPreviewData >( {
			path: addQueryArgs( ROUTES.pinterestPreview, { url } ),
		} ).then(
			( answer ) => current && setData( answer ),
			() => current && setFailed( true )
		);
		return () => {
			current = false;
		};
	}, [ url ] );

	useEffect( () => {
		if ( live && liveRoot.current ) {
			buildLive( liveRoot.current );
		}
	}, [ live ] );

	return (
		<div className="wp-block-cairn-pinterest__preview">
			<p className="wp-block-cairn-pinterest__kind">
				{ kindLabel( type ) }
			</p>
			{ live ? (
				<div
					ref={ liveRoot }
					className="wp-block-cairn-pinterest__live"
				>
					<a href={ url } data-pin-do={ type }>
						{ url }
					</a>
				</div>
			) : (
				<>
					{ ! data && ! failed && <Spinner /> }
					{ failed && (
						<p className="wp-block-cairn-pinterest__unavailable">
							{ __(
								'Pinterest could not be reached for a preview. Visitors still get the embed.',
								'cairn'
							) }
						</p>
					) }
					{ data && (
						<div className="wp-block-cairn-pinterest__card">
							{ data.images.length > 0 && (
								<div
									className={ `wp-block-cairn-pinterest__images is-${ type }` }
								>
									{ data.images.map( ( image ) => (
										<img
											key={ image.url }
											src={ image.url }
											width={ image.width || undefined }
											height={ image.height || undefined }
											alt=""
										/>
									) ) }
								</div>
							) }
							{ data.title && (
								<p className="wp-block-cairn-pinterest__title">
									{ data.title }
								</p>
							) }
							{ data.description && (
								<p className="wp-block-cairn-pinterest__description">
									{ data.description }
								</p>
							) }
							{ data.author.name && (
								<p className="wp-block-cairn-pinterest__author">
									{ data.author.image && (
										<img
											src={ data.author.image }
											alt=""
											width={ 24 }
											height={ 24 }
										/>
									) }
									{ data.author.name }
								</p>
							) }
						</div>
					) }
				</>
			) }
			<p className="wp-block-cairn-pinterest__actions">
				<ExternalLink href={ url }>{ url }</ExternalLink>
				{ ! live && (
					<Button
						variant="secondary"
						onClick={ () => setLive( true ) }
					>
						{ __( 'Show Pinterest’s embed', 'cairn' ) }
					</Button>
				) }
			</p>
		</div>
	);
}
