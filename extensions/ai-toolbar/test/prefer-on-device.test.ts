/**
 * Internal dependencies
 */
import { preferOnDevice } from '../prefer-on-device';
import type { streamAiSuggestion } from '@cairn/shared/ai/stream';
import type { AiMessage } from '@cairn/shared/ai/types';

const globals = globalThis as unknown as Record< string, unknown >;

/**
 * The editor's message for a prompt type.
 *
 * @param type     Prompt type.
 * @param content  Content.
 * @param language Language, for changeLanguage.
 */
function ask(
	type: 'summarize' | 'changeLanguage' | 'simplify',
	content: string,
	language?: string
): AiMessage[] {
	return [
		{ role: 'cairn-ai', content: '', context: { type, content, language } },
	];
}

/**
 * A server client that records its calls.
 */
function server() {
	return jest.fn( () => ( { close: jest.fn(), closed: false } ) );
}

/**
 * Waits for pending promises.
 */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	window.cairnEditorData = { ai: { enabled: true, onDevice: true } };
	globals.Summarizer = {
		availability: async () => 'available',
		create: async () => ( {
			summarize: async ( text: string ) => `In short: ${ text }`,
		} ),
	};
} );

afterEach( () => {
	delete window.cairnEditorData;
	delete globals.Summarizer;
} );

describe( 'preferOnDevice', () => {
	it( 'summarizes plain text in the browser, asking the server nothing', async () => {
		const remote = server();
		const onDone = jest.fn();
		preferOnDevice( remote as unknown as typeof streamAiSuggestion )(
			ask( 'summarize', 'Stones mark the way.' ),
			{ onDone }
		);
		await settle();
		expect( onDone ).toHaveBeenCalledWith(
			'In short: Stones mark the way.'
		);
		expect( remote ).not.toHaveBeenCalled();
	} );

	it( 'asks the server when the site does not allow it, for markup, for other actions, and when the browser cannot', async () => {
		const remote = server();
		const client = preferOnDevice(
			remote as unknown as typeof streamAiSuggestion
		);
		client(
			ask( 'summarize', 'Stones <strong>mark</strong> the way.' ),
			{}
		);
		client( ask( 'simplify', 'Stones mark the way.' ), {} );
		window.cairnEditorData = { ai: { enabled: true, onDevice: false } };
		client( ask( 'summarize', 'Stones mark the way.' ), {} );
		window.cairnEditorData = { ai: { enabled: true, onDevice: true } };
		// No translator here: the server translates.
		client( ask( 'changeLanguage', 'Stones mark the way.', 'fr' ), {} );
		await settle();
		expect( remote ).toHaveBeenCalledTimes( 4 );
	} );

	it( 'says nothing after Stop', async () => {
		const remote = server();
		const onDone = jest.fn();
		const stream = preferOnDevice(
			remote as unknown as typeof streamAiSuggestion
		)( ask( 'summarize', 'Stones mark the way.' ), { onDone } );
		stream.close();
		await settle();
		expect( onDone ).not.toHaveBeenCalled();
		expect( stream.closed ).toBe( true );
	} );
} );
