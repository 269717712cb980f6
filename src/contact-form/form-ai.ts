/**
 * WordPress dependencies
 */
import { createBlock, parse } from '@wordpress/blocks';
import type { Block as BlockInstance } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { ALLOWED_BLOCKS, SUBMIT_BUTTON } from './constants';

/** Blocks that mean the answer was not proper block markup. */
const REFUSED_BLOCKS = [ 'core/freeform', 'core/missing', 'core/html' ];

/** A step-navigation block, whose forms need no submit button of their own. */
const STEP_NAVIGATION = 'cairn/form-step-navigation';

/**
 * What Form AI's answer became: the form's new blocks, or why it is refused.
 */
export type FormAnswer =
	| { ok: true; blocks: BlockInstance[] }
	| { ok: false; reason: 'empty' | 'invalid' };

/**
 * The block markup in an answer: without the code fence a model may put
 * around it.
 *
 * @param text The answer.
 * @return The markup.
 */
export function answerMarkup( text: string ): string {
	const fenced = /```[a-z]*\s*\n([\s\S]*?)```/i.exec( text );
	return ( fenced ? fenced[ 1 ] : text ).trim();
}

/**
 * Whether every block, however deep, is valid, allowed in a form, and not
 * freeform, missing or raw HTML.
 *
 * @param blocks The blocks.
 * @return Whether all of them are.
 */
function allAcceptable( blocks: BlockInstance[] ): boolean {
	return blocks.every(
		( block ) =>
			block.isValid !== false &&
			! REFUSED_BLOCKS.includes( block.name ) &&
			ALLOWED_BLOCKS.includes( block.name ) &&
			allAcceptable( block.innerBlocks )
	);
}

/**
 * Counts the blocks of a type, however deep.
 *
 * @param blocks The blocks.
 * @param name   The type.
 * @return How many.
 */
function count( blocks: BlockInstance[], name: string ): number {
	return blocks.reduce(
		( total, block ) =>
			total +
			( block.name === name ? 1 : 0 ) +
			count( block.innerBlocks, name ),
		0
	);
}

/**
 * The blocks without every submit button after the first, however deep.
 *
 * @param blocks     The blocks.
 * @param state      What was done so far.
 * @param state.kept Whether a button was kept already.
 * @return The blocks.
 */
function keepFirstButton(
	blocks: BlockInstance[],
	state: { kept: boolean }
): BlockInstance[] {
	const kept: BlockInstance[] = [];
	for ( const block of blocks ) {
		if ( block.name === 'cairn/button' ) {
			if ( state.kept ) {
				continue;
			}
			state.kept = true;
			// The form's submit button: a button element, not removable.
			kept.push( {
				...block,
				attributes: {
					...block.attributes,
					element: 'button',
					lock: { remove: true },
				},
			} );
			continue;
		}
		kept.push( {
			...block,
			innerBlocks: keepFirstButton( block.innerBlocks, state ),
		} );
	}
	return kept;
}

/**
 * Turns Form AI's answer into the form's blocks: every block
 * must be valid and none freeform, missing or raw HTML; an answer that is a
 * whole form gives its fields; exactly one submit button is kept, and one is
 * added ('Submit', radius 8, not removable) when there is none and no step
 * navigation.
 *
 * @param text The answer.
 * @return The blocks, or why the answer is refused.
 */
export function parseFormAnswer( text: string ): FormAnswer {
	const markup = answerMarkup( text );
	if ( ! markup.includes( '<!-- wp:' ) ) {
		return { ok: false, reason: markup ? 'invalid' : 'empty' };
	}
	let blocks = parse( markup ).filter(
		// Whitespace between blocks parses as empty freeform blocks.
		( block ) =>
			! (
				block.name === 'core/freeform' &&
				! String( block.attributes.content ?? '' ).trim()
			)
	);
	if ( blocks.length === 1 && blocks[ 0 ].name === 'cairn/contact-form' ) {
		blocks = blocks[ 0 ].innerBlocks;
	}
	if ( ! blocks.length ) {
		return { ok: false, reason: 'empty' };
	}
	if ( ! allAcceptable( blocks ) || count( blocks, 'cairn/field' ) === 0 ) {
		return { ok: false, reason: 'invalid' };
	}
	blocks = keepFirstButton( blocks, { kept: false } );
	if (
		count( blocks, 'cairn/button' ) === 0 &&
		count( blocks, STEP_NAVIGATION ) === 0
	) {
		blocks = [ ...blocks, createBlock( 'cairn/button', SUBMIT_BUTTON ) ];
	}
	return { ok: true, blocks };
}
