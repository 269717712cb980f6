/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store as aiUsageStore } from '@cairn/shared/ai/store';
import {
	aiUsageRegistry,
	serverFeature,
} from '@cairn/shared/ai/store/test/helpers';
import { SEO_TITLE, enhancePost, failureText, writePostText } from '../enhance';

// The editor package does not load under Jest: its store, by name, is enough.
jest.mock( '@wordpress/editor', () => ( { store: { name: 'core/editor' } } ) );

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = jest.mocked( apiFetch );

/** The post editor's state in a stand-in `core/editor` store. */
interface PostState {
	meta: Record< string, unknown >;
}

/**
 * A registry with the usage store (its status fetched) and a post editor.
 *
 * @param postText What the post texts route does.
 * @return The registry.
 */
async function editor( postText: () => unknown ) {
	mockedFetch.mockImplementation( ( async ( options: { path: string } ) =>
		options.path === '/cairn/v1/ai/post-text'
			? postText()
			: serverFeature() ) as never );
	const registry = aiUsageRegistry();
	registry.register(
		createReduxStore( 'core/editor', {
			reducer(
				state: PostState = { meta: {} },
				action: { type: 'EDIT'; edits: Partial< PostState > }
			) {
				return action.type === 'EDIT'
					? { ...state, ...action.edits }
					: state;
			},
			actions: {
				editPost: ( edits: Partial< PostState > ) => ( {
					type: 'EDIT',
					edits,
				} ),
			},
			selectors: {
				getEditedPostAttribute: ( state: PostState, key: string ) =>
					key === 'title' ? 'Owls' : state[ key as 'meta' ],
				getEditedPostContent: () => '<p>Owls hunt at night.</p>',
				getCurrentPostId: () => 42,
			},
		} )
	);
	await registry.resolveSelect( aiUsageStore ).getAiFeature();
	return registry;
}

beforeEach( () => mockedFetch.mockReset() );

describe( 'The Cairn AI panel on the shared request path', () => {
	it( 'counts each text it writes in the usage store', async () => {
		const registry = await editor( () => ( { text: 'Night owls' } ) );
		await writePostText( registry as never, 'seoTitle' );
		expect( registry.select( aiUsageStore ).getRequestsCount() ).toBe( 6 );
		expect(
			(
				registry.select( 'core/editor' ) as unknown as {
					getEditedPostAttribute: ( key: string ) => unknown;
				}
			 ).getEditedPostAttribute( 'meta' )
		).toEqual( { [ SEO_TITLE ]: 'Night owls' } );
	} );

	it( 'a spent budget requires an upgrade, and the failure says Error: and why', async () => {
		const registry = await editor( () => {
			throw {
				code: 'error_quota_exceeded',
				message:
					'You have reached the limit of requests for this site.',
				data: { status: 429 },
			};
		} );
		const { errors } = await enhancePost( registry as never, {
			title: true,
			description: false,
			altText: false,
			onPublish: false,
		} );
		expect( errors ).toEqual( [
			'Error: You have reached the limit of requests for this site.',
		] );
		expect( registry.select( aiUsageStore ).getRequireUpgrade() ).toBe(
			true
		);
		expect( registry.select( aiUsageStore ).getRequestsCount() ).toBe( 5 );
	} );

	it( 'a provider’s own 429 neither counts nor asks for an upgrade', async () => {
		const registry = await editor( () => {
			throw {
				code: 'error_service_unavailable',
				message: 'The AI service is temporarily unavailable.',
				data: { status: 503, provider_limit: 'rate', retry_after: 3 },
			};
		} );
		await expect(
			writePostText( registry as never, 'seoDescription' )
		).rejects.toMatchObject( { cause: 'provider-rate', retryAfter: 3 } );
		expect( registry.select( aiUsageStore ).getRequireUpgrade() ).toBe(
			false
		);
		expect( registry.select( aiUsageStore ).getRequestsCount() ).toBe( 5 );
		expect(
			failureText( { code: 'fetch_error', message: 'offline' } )
		).toBe(
			'Error: It was not possible to process your request. Mind trying again?'
		);
	} );
} );
