/**
 * Publishing a post that holds an AI Assistant answer nobody accepted: the
 * pre-publish panel says so, and leads to it. Visitors would see its text
 * (or the block it took the place of) as it is, never an empty space.
 */

/**
 * WordPress dependencies
 */
import { registerPlugin } from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import UnacceptedAnswers from './panel';

registerPlugin( 'cairn-ai-unaccepted', { render: UnacceptedAnswers } );
