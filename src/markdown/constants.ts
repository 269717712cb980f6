/**
 * The block's two modes: editing the source or previewing it.
 */
export const MODE_EDITOR = 'editor';
export const MODE_PREVIEW = 'preview';

/**
 * How deep Markdown may nest (blockquotes in lists in blockquotes…): 20, as
 * in markdown-it's CommonMark preset. Deeper nesting never occurs in prose, and the limit
 * caps the work that a pathological source (thousands of `>`) costs on every
 * keystroke; past it the rest renders as plain text.
 */
export const MAX_NESTING = 20;

/** Lines the source field shows at least. */
export const MIN_SOURCE_ROWS = 3;

/**
 * Elements the sanitizer drops besides DOMPurify's own list: inline `style`
 * sheets would restyle the whole page, and forms do not belong in prose.
 */
export const FORBIDDEN_TAGS = [
	'style',
	'form',
	'input',
	'button',
	'textarea',
	'select',
];
