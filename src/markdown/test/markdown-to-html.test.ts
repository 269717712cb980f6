/**
 * Internal dependencies
 */
import { MAX_NESTING } from '../constants';
import { renderMarkdown } from '../markdown-to-html';

describe( 'renderMarkdown', () => {
	it( 'renders headings', () => {
		expect( renderMarkdown( '## Opening hours' ) ).toBe(
			'<h2>Opening hours</h2>'
		);
	} );

	it( 'renders emphasis and strong emphasis', () => {
		expect(
			renderMarkdown( 'Open *daily*, **closed** on _Sundays_' )
		).toBe(
			'<p>Open <em>daily</em>, <strong>closed</strong> on <em>Sundays</em></p>'
		);
	} );

	it( 'renders bulleted and numbered lists', () => {
		expect( renderMarkdown( '- tea\n- coffee' ) ).toBe(
			'<ul>\n<li>tea</li>\n<li>coffee</li>\n</ul>'
		);
		expect( renderMarkdown( '1. first\n2. second' ) ).toBe(
			'<ol>\n<li>first</li>\n<li>second</li>\n</ol>'
		);
	} );

	it( 'renders links', () => {
		expect( renderMarkdown( '[Cairn](https://example.org/cairn)' ) ).toBe(
			'<p><a href="https://example.org/cairn">Cairn</a></p>'
		);
	} );

	it( 'renders inline code and fenced code blocks, escaping what is inside', () => {
		expect( renderMarkdown( 'Use `<br>` here' ) ).toBe(
			'<p>Use <code>&lt;br&gt;</code> here</p>'
		);
		expect( renderMarkdown( '```js\nconst a = 1 < 2;\n```' ) ).toBe(
			'<pre><code class="language-js">const a = 1 &lt; 2;\n</code></pre>'
		);
	} );

	it( 'keeps safe inline HTML', () => {
		expect( renderMarkdown( 'H<sub>2</sub>O' ) ).toBe(
			'<p>H<sub>2</sub>O</p>'
		);
	} );

	it( 'strips script elements', () => {
		const html = renderMarkdown(
			'# Hi\n\n<script>alert(1)</script>\n\ntext <script>alert(2)</script>'
		);
		expect( html ).not.toMatch( /<script/i );
		expect( html ).not.toContain( 'alert' );
		expect( html ).toContain( '<h1>Hi</h1>' );
	} );

	it( 'strips event handler attributes such as onerror', () => {
		const html = renderMarkdown(
			'<img src="x.png" alt="x" onerror="alert(1)"> <a href="/a" onclick="alert(2)" onmouseover="alert(3)">a</a>'
		);
		expect( html ).not.toMatch( /\son\w+=/i );
		expect( html ).toContain( '<img src="x.png" alt="x">' );
		expect( html ).toContain( '<a href="/a">a</a>' );
	} );

	it( 'strips javascript: URLs, in Markdown links and in HTML links', () => {
		const html = renderMarkdown(
			'[click](javascript:alert(1)) <a href="javascript:alert(2)">there</a> <a href=" JaVaScRiPt:alert(3)">spaced</a>'
		);
		const container = document.createElement( 'div' );
		container.innerHTML = html;
		const urls = Array.from(
			container.querySelectorAll(
				'[href], [src], [action], [formaction]'
			)
		).flatMap( ( element ) =>
			[ 'href', 'src', 'action', 'formaction' ].map(
				( name ) => element.getAttribute( name ) ?? ''
			)
		);
		expect( urls.filter( ( url ) => /javascript:/i.test( url ) ) ).toEqual(
			[]
		);
		// The refused Markdown link stays as text, not as a link.
		expect( container.querySelectorAll( 'a' ) ).toHaveLength( 2 );
		expect( html ).toContain( '>there</a>' );
	} );

	it( 'strips style sheets and forms', () => {
		const html = renderMarkdown(
			'<style>body{display:none}</style><form action="/x"><input name="a"></form>ok'
		);
		expect( html ).not.toMatch( /<style|<form|<input/i );
	} );

	it( `stops nesting at ${ MAX_NESTING } levels`, () => {
		const html = renderMarkdown( `${ '>'.repeat( 50 ) } deep` );
		const depth = html.match( /<blockquote>/g )?.length ?? 0;
		expect( depth ).toBeGreaterThan( 0 );
		expect( depth ).toBeLessThanOrEqual( MAX_NESTING );
	} );

	it( 'renders an empty source as nothing', () => {
		expect( renderMarkdown( '' ) ).toBe( '' );
		expect( renderMarkdown( '  \n ' ) ).toBe( '' );
	} );
} );
