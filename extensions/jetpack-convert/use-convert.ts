/**
 * WordPress dependencies
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import type { Block as BlockInstance } from '@wordpress/blocks';
import { useDispatch, useRegistry } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { convertBlock, type Converted } from './convert';
import type { MissingAttributes } from './types';

/**
 * Converting missing Jetpack blocks: each through the server, then all
 * replaced at once, so that one Undo brings them all back. What the server
 * could not convert stays, and the editor says so; settings the converted
 * blocks need are listed once.
 *
 * @return The action, and whether it runs.
 */
export function useConvert() {
	const registry = useRegistry();
	const { replaceBlock } = useDispatch( blockEditorStore );
	const { createErrorNotice, createSuccessNotice, createWarningNotice } =
		useDispatch( noticesStore );
	const [ busy, setBusy ] = useState( false );

	const convert = async ( blocks: BlockInstance< MissingAttributes >[] ) => {
		setBusy( true );
		let results: Array< Converted | null >;
		try {
			results = await Promise.all( blocks.map( convertBlock ) );
		} catch ( error ) {
			createErrorNotice(
				( error as { message?: string } ).message ??
					__( 'The blocks could not be converted.', 'cairn' ),
				{ type: 'snackbar' }
			);
			setBusy( false );
			return;
		}
		const done = results.filter(
			( result ): result is Converted => result !== null
		);
		// One change for the editor's history: one Undo restores them all.
		registry.batch( () => {
			for ( const result of done ) {
				replaceBlock( result.clientId, result.blocks );
			}
		} );
		setBusy( false );

		if ( done.length ) {
			createSuccessNotice(
				sprintf(
					/* translators: %d: number of blocks. */
					_n(
						'%d Jetpack block converted to a Cairn block.',
						'%d Jetpack blocks converted to Cairn blocks.',
						done.length,
						'cairn'
					),
					done.length
				),
				{ type: 'snackbar' }
			);
		}
		const left = blocks.length - done.length;
		if ( left ) {
			createWarningNotice(
				sprintf(
					/* translators: %d: number of blocks. */
					_n(
						'%d Jetpack block has no Cairn counterpart and stays as it is.',
						'%d Jetpack blocks have no Cairn counterpart and stay as they are.',
						left,
						'cairn'
					),
					left
				),
				{ id: 'cairn-jetpack-left' }
			);
		}
		const needs = [
			...new Set( done.flatMap( ( result ) => result.response.needs ) ),
		];
		for ( const need of needs ) {
			createWarningNotice( need, { id: `cairn-jetpack-${ need }` } );
		}
		// Blocks visitors see only as a fallback, by what brings them back.
		const waiting = new Map< string, string[] >();
		for ( const result of done ) {
			for ( const entry of result.response.waiting ?? [] ) {
				waiting.set( entry.action, [
					...( waiting.get( entry.action ) ?? [] ),
					entry.from,
				] );
			}
		}
		for ( const [ action, from ] of waiting ) {
			createWarningNotice(
				sprintf(
					/* translators: 1: Jetpack block names, comma-separated; 2: what the owner must do. */
					__(
						'%1$s: visitors see a fallback until you do this: %2$s',
						'cairn'
					),
					[ ...new Set( from ) ].join( ', ' ),
					action
				),
				{ id: `cairn-jetpack-waiting-${ action }` }
			);
		}
		// Credentials have their own line in `needs`, saying what to do.
		const unsafe = [
			...new Set(
				done.flatMap( ( result ) =>
					( result.response.removed ?? [] )
						.filter( ( entry ) => entry.reason !== 'credential' )
						.map(
							( entry ) => `${ entry.from }: ${ entry.attribute }`
						)
				)
			),
		];
		if ( unsafe.length ) {
			createWarningNotice(
				sprintf(
					/* translators: %s: the blocks and attributes, comma-separated. */
					__(
						'Addresses or styles that a post must not hold (a script link, CSS that is not a colour…) were left out of the converted blocks: %s.',
						'cairn'
					),
					unsafe.join( ', ' )
				),
				{ id: 'cairn-jetpack-removed' }
			);
		}
	};

	return { convert, busy };
}
