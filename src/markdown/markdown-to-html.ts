/**
 * External dependencies
 */
import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';
import type { Options } from 'markdown-it';

/**
 * Internal dependencies
 */
import { FORBIDDEN_TAGS, MAX_NESTING } from './constants';

// Loaded only through a dynamic import() from the edit component, so that
// markdown-it and DOMPurify sit in a lazy chunk instead of the editor script.
// `maxNesting` is a real markdown-it option (its presets set it) that the
// type definitions leave out, hence the widened type.
const options: Options & { maxNesting: number } = {
	// Inline HTML is part of Markdown; DOMPurify below takes out what is unsafe.
	html: true,
	linkify: true,
	maxNesting: MAX_NESTING,
};
const markdown = new MarkdownIt( options );

/**
 * Renders Markdown to HTML and sanitizes it: no scripts, no event handler
 * attributes, no `javascript:` (or other non-web) URLs.
 *
 * @param source The Markdown.
 * @return Sanitized HTML, without surrounding white space.
 */
export function renderMarkdown( source: string ): string {
	if ( ! source.trim() ) {
		return '';
	}
	return DOMPurify.sanitize( markdown.render( source ), {
		USE_PROFILES: { html: true },
		FORBID_TAGS: FORBIDDEN_TAGS,
	} ).trim();
}
