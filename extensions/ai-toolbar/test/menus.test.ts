/**
 * Internal dependencies
 */
import { getEmptyNotice, getToolbarMenu, isToolbarBlock } from '../menus';
import type { ToolbarMenuItem } from '../types';

const ids = ( items: ToolbarMenuItem[] ) => items.map( ( item ) => item.id );
const full = { isEmpty: false, isTopLevel: true };
const COMMON = [
	'askAssistant',
	'correctSpelling',
	'changeTone',
	'changeLanguage',
];

afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'getToolbarMenu', () => {
	it( 'gives headings the common tools only', () => {
		expect( ids( getToolbarMenu( 'core/heading', full ) ) ).toEqual(
			COMMON
		);
	} );

	it( 'gives paragraphs simplify, summarize, make longer and make shorter', () => {
		expect( ids( getToolbarMenu( 'core/paragraph', full ) ) ).toEqual( [
			...COMMON,
			'simplify',
			'summarize',
			'makeLonger',
			'makeShorter',
		] );
	} );

	it( 'gives list items simplify, make longer and make shorter', () => {
		expect( ids( getToolbarMenu( 'core/list-item', full ) ) ).toEqual( [
			...COMMON,
			'simplify',
			'makeLonger',
			'makeShorter',
		] );
	} );

	it( 'gives a top-level list the two transforms, labelled (beta), where the site allows beta', () => {
		window.cairnEditorData = {
			stages: {
				stages: { 'ai-list-to-table-transform': 'beta' },
				allowed: [ 'production', 'beta' ],
				hidden: [],
			},
		};
		const menu = getToolbarMenu( 'core/list', full );
		expect( ids( menu ) ).toEqual( [
			...COMMON,
			'simplify',
			'makeLonger',
			'makeShorter',
			'transformListToTable',
			'writePostFromList',
		] );
		const transforms = menu.slice( -2 );
		expect( transforms.map( ( item ) => item.action?.promptType ) ).toEqual(
			[ 'transformListToTable', 'writePostFromList' ]
		);
		transforms.forEach( ( item ) =>
			expect( item.label ).toMatch( / \(beta\)$/ )
		);
	} );

	it( 'keeps the transforms off a site that does not allow beta', () => {
		window.cairnEditorData = {
			stages: {
				stages: { 'ai-list-to-table-transform': 'beta' },
				allowed: [ 'production' ],
				hidden: [],
			},
		};
		expect( ids( getToolbarMenu( 'core/list', full ) ) ).toEqual( [
			...COMMON,
			'simplify',
			'makeLonger',
			'makeShorter',
		] );
	} );

	it( 'keeps the transforms off a nested list', () => {
		const menu = getToolbarMenu( 'core/list', {
			isEmpty: false,
			isTopLevel: false,
		} );
		expect( ids( menu ) ).not.toContain( 'transformListToTable' );
		expect( ids( menu ) ).not.toContain( 'writePostFromList' );
	} );

	it( 'lists tones and languages in submenus', () => {
		const menu = getToolbarMenu( 'core/heading', full );
		const tone = menu.find( ( item ) => item.id === 'changeTone' )!;
		const language = menu.find( ( item ) => item.id === 'changeLanguage' )!;
		expect( tone.action ).toBeUndefined();
		expect( tone.children![ 0 ].action ).toEqual( {
			kind: 'prompt',
			promptType: 'changeTone',
			tone: 'formal',
		} );
		expect( language.children!.map( ( item ) => item.id ) ).toContain(
			'changeLanguage:fr'
		);
	} );

	it.each( [
		'core/heading',
		'core/paragraph',
		'core/list',
		'core/list-item',
	] as const )( 'offers an empty %s nothing that needs content', ( name ) => {
		const menu = getToolbarMenu( name, {
			isEmpty: true,
			isTopLevel: true,
		} );
		expect( ids( menu ) ).toEqual( [ 'askAssistant' ] );
	} );

	it( 'asks for content before the tools can be used', () => {
		expect( getEmptyNotice() ).toBe(
			'Add content to activate the tools below'
		);
	} );

	it( 'is added to the four text blocks only', () => {
		expect( isToolbarBlock( 'core/paragraph' ) ).toBe( true );
		expect( isToolbarBlock( 'core/list-item' ) ).toBe( true );
		expect( isToolbarBlock( 'core/image' ) ).toBe( false );
		expect( isToolbarBlock( 'cairn/ai-assistant' ) ).toBe( false );
	} );
} );
