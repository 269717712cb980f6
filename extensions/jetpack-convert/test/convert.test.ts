/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import { ROUTES } from '@cairn/shared/api/routes';
import { convertBlock, isMissingJetpackBlock } from '../convert';

jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);

const MARKUP = '<!-- wp:jetpack/tock {"url":"roxys"} /-->';

describe( 'isMissingJetpackBlock', () => {
	it( 'is true for core’s placeholder of a Jetpack block with its markup', () => {
		expect(
			isMissingJetpackBlock( {
				name: 'core/missing',
				attributes: {
					originalName: 'jetpack/tock',
					originalContent: MARKUP,
				},
			} )
		).toBe( true );
		expect(
			isMissingJetpackBlock( {
				name: 'core/missing',
				attributes: {
					originalName: 'videopress/video',
					originalContent:
						'<!-- wp:videopress/video {"guid":"AbCDe123"} /-->',
				},
			} )
		).toBe( true );
	} );

	it( 'is false for other missing blocks, Cairn blocks and empty markup', () => {
		expect(
			isMissingJetpackBlock( {
				name: 'core/missing',
				attributes: {
					originalName: 'other/block',
					originalContent: '<!-- wp:other/block /-->',
				},
			} )
		).toBe( false );
		expect(
			isMissingJetpackBlock( {
				name: 'cairn/tock',
				attributes: { originalName: 'jetpack/tock' },
			} )
		).toBe( false );
		expect(
			isMissingJetpackBlock( {
				name: 'core/missing',
				attributes: {
					originalName: 'jetpack/tock',
					originalContent: '',
				},
			} )
		).toBe( false );
	} );
} );

describe( 'convertBlock', () => {
	beforeAll( () => {
		registerBlockType( 'cairn/test-tock', {
			apiVersion: 3,
			title: 'Tock',
			category: 'text',
			attributes: { url: { type: 'string' } },
			save: () => null,
		} );
		registerBlockType( 'core/missing', {
			apiVersion: 3,
			title: 'Missing',
			category: 'text',
			attributes: {
				originalName: { type: 'string' },
				originalContent: { type: 'string', source: 'raw' },
			},
			save: () => null,
		} );
	} );
	afterAll( () => {
		unregisterBlockType( 'cairn/test-tock' );
		unregisterBlockType( 'core/missing' );
	} );
	beforeEach( () => ( apiFetch as unknown as jest.Mock ).mockReset() );

	const missing = () =>
		createBlock( 'core/missing', {
			originalName: 'jetpack/tock',
			originalContent: MARKUP,
		} );

	it( 'sends the block’s saved markup to the server and parses the answer', async () => {
		( apiFetch as unknown as jest.Mock ).mockResolvedValue( {
			content: '<!-- wp:cairn/test-tock {"url":"roxys"} /-->',
			changed: true,
			converted: [
				{ from: 'jetpack/tock', to: 'cairn/test-tock', kept: [] },
			],
			left: {},
			needs: [],
		} );
		const block = missing();
		const result = await convertBlock( block );
		expect( apiFetch ).toHaveBeenCalledWith( {
			path: ROUTES.jetpackConvert,
			method: 'POST',
			data: { content: MARKUP },
		} );
		expect( result?.clientId ).toBe( block.clientId );
		expect(
			result?.blocks.map( ( { name, attributes } ) => ( {
				name,
				attributes,
			} ) )
		).toEqual( [
			{ name: 'cairn/test-tock', attributes: { url: 'roxys' } },
		] );
	} );

	it( 'gives null when the server has no rule for the block', async () => {
		( apiFetch as unknown as jest.Mock ).mockResolvedValue( {
			content: MARKUP,
			changed: false,
			converted: [],
			left: { 'jetpack/tock': 1 },
			needs: [],
		} );
		expect( await convertBlock( missing() ) ).toBeNull();
	} );
} );
