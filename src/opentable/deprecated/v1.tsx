/**
 * WordPress dependencies
 */
import type { BlockDeprecation } from '@wordpress/blocks';

/** A block saved in the older format. */
interface OldAttributes extends Record< string, unknown > {
	rid: string[];
	style?: string;
	className?: string;
}

/** The attributes as they were: the style only as an attribute. */
const ATTRIBUTES = {
	rid: { type: 'array', default: [] },
	style: { type: 'string', default: 'standard' },
	iframe: { type: 'boolean', default: true },
	domain: { type: 'string', default: 'com' },
	lang: { type: 'string', default: 'en-US' },
	newtab: { type: 'boolean', default: false },
	negativeMargin: { type: 'boolean', default: false },
} as const;

/**
 * The older saved format: the block saved a link to each restaurant's
 * reservation page (an `rid` list in its comment), and its style was the
 * `style` attribute alone, before the Styles panel. The links are dropped
 * (the server renders them now) and a style other than standard becomes
 * the Styles panel's class, so the panel shows what the page shows.
 */
const v1: BlockDeprecation< OldAttributes > = {
	attributes:
		ATTRIBUTES as unknown as BlockDeprecation< OldAttributes >[ 'attributes' ],
	supports: { align: true, html: false },
	save: ( { attributes } ) => (
		<div>
			{ ( attributes as OldAttributes ).rid.map( ( id, index ) => (
				<a
					key={ `${ id }-${ index }` }
					href={ `https://www.opentable.com/restref/client/?rid=${ id }` }
				>
					{ `https://www.opentable.com/restref/client/?rid=${ id }` }
				</a>
			) ) }
		</div>
	),
	migrate: ( attributes ) => {
		const old = attributes as OldAttributes;
		const { style, className } = old;
		const current = ( className ?? '' ).trim();
		if (
			! style ||
			style === 'standard' ||
			/\bis-style-/.test( current )
		) {
			return old;
		}
		return {
			...old,
			className: `${ current } is-style-${ style }`.trim(),
		};
	},
};

export default v1;
