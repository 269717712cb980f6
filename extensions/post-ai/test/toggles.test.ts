/**
 * Internal dependencies
 */
import { DEFAULT_TOGGLES, readToggles, writeToggles } from '../toggles';
import { usableToggles } from '../usable-toggles';

/**
 * A storage in memory.
 */
function memoryStorage() {
	const items = new Map< string, string >();
	return {
		getItem: ( key: string ) => items.get( key ) ?? null,
		setItem: ( key: string, value: string ) => void items.set( key, value ),
	};
}

describe( 'Enhance toggles', () => {
	it( 'start with everything on but Enhance on publish', () => {
		expect( readToggles( memoryStorage() ) ).toEqual( {
			title: true,
			description: true,
			altText: true,
			onPublish: false,
		} );
	} );

	it( 'are kept in the browser', () => {
		const storage = memoryStorage();
		writeToggles(
			{ ...DEFAULT_TOGGLES, altText: false, onPublish: true },
			storage
		);
		expect( readToggles( storage ) ).toEqual( {
			title: true,
			description: true,
			altText: false,
			onPublish: true,
		} );
	} );

	it( 'fall back to the defaults for a corrupt or hostile value, or a storage that throws', () => {
		const storage = memoryStorage();
		storage.setItem(
			'cairn-ai-enhance-toggles',
			'{"title":"yes","__proto__":{"x":1}'
		);
		expect( readToggles( storage ) ).toEqual( DEFAULT_TOGGLES );
		storage.setItem(
			'cairn-ai-enhance-toggles',
			'{"title":false,"extra":true}'
		);
		expect( readToggles( storage ) ).toEqual( {
			...DEFAULT_TOGGLES,
			title: false,
		} );
		const refusing = {
			getItem: () => {
				throw new Error( 'SecurityError' );
			},
			setItem: () => {
				throw new Error( 'QuotaExceededError' );
			},
		};
		expect( readToggles( refusing ) ).toEqual( DEFAULT_TOGGLES );
		expect( () => writeToggles( DEFAULT_TOGGLES, refusing ) ).not.toThrow();
	} );

	it( 'ask nothing where no provider writes text, and no alt text where none reads images', () => {
		const all = { ...DEFAULT_TOGGLES, onPublish: true };
		const ready = ( text: boolean, vision: boolean ) => ( {
			'ai-text': { ready: text, section: 'ai', message: '' },
			'ai-vision': { ready: vision, section: 'ai', message: '' },
		} );
		try {
			window.cairnEditorData = { readiness: ready( false, true ) };
			expect( usableToggles( all ) ).toEqual( {
				title: false,
				description: false,
				altText: false,
				onPublish: false,
			} );
			window.cairnEditorData = { readiness: ready( true, false ) };
			expect( usableToggles( all ) ).toEqual( {
				...all,
				altText: false,
			} );
			window.cairnEditorData = { readiness: ready( true, true ) };
			expect( usableToggles( all ) ).toEqual( all );
		} finally {
			delete window.cairnEditorData;
		}
	} );
} );
