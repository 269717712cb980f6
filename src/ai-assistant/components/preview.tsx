/**
 * Internal dependencies
 */
import { parseContent } from '../content';

/**
 * An answer shown as it arrives: headings, lists and paragraphs built from
 * the text as React text nodes, so nothing the model writes runs as HTML.
 *
 * @param props      Component props.
 * @param props.text The answer so far.
 * @return The preview.
 */
export default function ContentPreview( { text }: { text: string } ) {
	return (
		<div className="wp-block-cairn-ai-assistant__content">
			{ parseContent( text ).map( ( node, index ) => {
				if ( node.type === 'heading' ) {
					const Tag = `h${ node.level }` as 'h1';
					return <Tag key={ index }>{ node.text }</Tag>;
				}
				if ( node.type === 'list' ) {
					const List = node.ordered ? 'ol' : 'ul';
					return (
						<List key={ index }>
							{ node.items.map( ( item, i ) => (
								<li key={ i }>{ item }</li>
							) ) }
						</List>
					);
				}
				return (
					<p
						key={ index }
						className="wp-block-cairn-ai-assistant__paragraph"
					>
						{ node.text }
					</p>
				);
			} ) }
		</div>
	);
}
