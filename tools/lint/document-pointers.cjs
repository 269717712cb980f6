/**
 * Words that send the reader to a document outside the repository (a
 * specification by number or section, "the spec", an issue by number)
 * instead of stating the rule. Product code states its rules itself: the
 * reader of a file has the repository, not the documents it came from.
 */
const DOCUMENT_POINTER =
	/\bspec(?:ification)?s?\s+\d{3}\b|§|\bthe\s+spec(?:ification)?s?\b|\bissue\s+#?\d+\b/i;

/**
 * The first pointer in a text, if any.
 *
 * @param {string} text A comment or a string.
 * @return {string|null} The words found, or null.
 */
function findDocumentPointer( text ) {
	const match = DOCUMENT_POINTER.exec( text );
	return match ? match[ 0 ] : null;
}

/**
 * The ESLint rule: no comment or string of product code points at a
 * document outside the repository.
 *
 * @type {import('eslint').Rule.RuleModule}
 */
const noDocumentPointers = {
	meta: {
		type: 'suggestion',
		docs: {
			description:
				'State the rule itself; never point at a document outside the repository',
		},
		schema: [],
		messages: {
			pointer:
				'"{{ words }}" points at a document outside the repository: state the rule itself.',
		},
	},
	create( context ) {
		const report = ( node, text ) => {
			const words = findDocumentPointer( text );
			if ( words ) {
				context.report( {
					node,
					messageId: 'pointer',
					data: { words },
				} );
			}
		};
		return {
			Program() {
				for ( const comment of context.sourceCode.getAllComments() ) {
					report( comment, comment.value );
				}
			},
			Literal( node ) {
				if ( typeof node.value === 'string' ) {
					report( node, node.value );
				}
			},
			TemplateElement( node ) {
				report( node, node.value.raw );
			},
		};
	},
};

module.exports = { DOCUMENT_POINTER, findDocumentPointer, noDocumentPointers };
