/**
 * WordPress dependencies
 */
import {
	getBlockType,
	unregisterBlockType,
	unstable__bootstrapServerSideBlockDefinitions as bootstrapServerBlocks,
} from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { registerCairnBlock } from '../register-block';

const save = () => null;

beforeAll( () => {
	// What the server hands the editor for the blocks it registered.
	bootstrapServerBlocks( {
		'cairn/test-on': {
			apiVersion: 3,
			title: 'On',
			category: 'text',
			attributes: {},
		},
		'cairn/test-hidden': {
			apiVersion: 3,
			title: 'Hidden',
			category: 'text',
			attributes: {},
			supports: { html: false },
		},
	} );
} );

afterEach( () => {
	delete window.cairnEditorData;
	if ( getBlockType( 'cairn/test-on' ) ) {
		unregisterBlockType( 'cairn/test-on' );
	}
} );

describe( 'registerCairnBlock', () => {
	it( "merges the block's settings over the metadata the server registered", () => {
		window.cairnEditorData = { blocks: [ 'cairn/test-on' ] };
		const block = registerCairnBlock( {
			name: 'cairn/test-on',
			settings: { save },
		} );
		expect( block?.title ).toBe( 'On' );
		expect( getBlockType( 'cairn/test-on' )?.save ).toBe( save );
		// Nothing hides it from the inserter.
		expect(
			getBlockType( 'cairn/test-on' )?.supports?.inserter
		).toBeUndefined();
	} );

	it( 'keeps a block that this editor hides out of the inserter, with its other supports', () => {
		window.cairnEditorData = {
			blocks: [ 'cairn/test-hidden' ],
			stages: {
				stages: { 'test-hidden': 'no-post-editor' },
				allowed: [ 'production', 'no-post-editor' ],
				hidden: [ 'test-hidden' ],
			},
		};
		registerCairnBlock( { name: 'cairn/test-hidden', settings: { save } } );
		expect( getBlockType( 'cairn/test-hidden' )?.supports ).toEqual( {
			html: false,
			inserter: false,
		} );
		unregisterBlockType( 'cairn/test-hidden' );
	} );

	it( 'leaves out a block the server did not register (a feature switched off)', () => {
		window.cairnEditorData = { blocks: [ 'cairn/markdown' ] };
		expect(
			registerCairnBlock( { name: 'cairn/test-on', settings: { save } } )
		).toBeUndefined();
		expect( getBlockType( 'cairn/test-on' ) ).toBeUndefined();
	} );

	it( 'starts loading the editor code of the blocks the opened post holds, and only theirs', () => {
		bootstrapServerBlocks( {
			'cairn/test-in-post': {
				apiVersion: 3,
				title: 'In the post',
				category: 'text',
				attributes: {},
			},
			'cairn/test-not-in-post': {
				apiVersion: 3,
				title: 'Not in the post',
				category: 'text',
				attributes: {},
			},
		} );
		const inPost = Object.assign( () => null, { preload: jest.fn() } );
		const notInPost = Object.assign( () => null, { preload: jest.fn() } );
		window.cairnEditorData = {
			blocks: [ 'cairn/test-in-post', 'cairn/test-not-in-post' ],
			postBlocks: [ 'cairn/test-in-post' ],
		};
		registerCairnBlock( {
			name: 'cairn/test-in-post',
			settings: { save, edit: inPost },
		} );
		registerCairnBlock( {
			name: 'cairn/test-not-in-post',
			settings: { save, edit: notInPost },
		} );
		expect( inPost.preload ).toHaveBeenCalledTimes( 1 );
		expect( notInPost.preload ).not.toHaveBeenCalled();
		unregisterBlockType( 'cairn/test-in-post' );
		unregisterBlockType( 'cairn/test-not-in-post' );
	} );
} );
