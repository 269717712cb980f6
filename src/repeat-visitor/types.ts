/**
 * WordPress dependencies
 */
import type { BlockEditProps, BlockSaveProps } from '@wordpress/blocks';

/**
 * When the inner blocks show: after the visitor's visits pass the threshold,
 * or only until they do.
 */
export type Criteria = 'after-visits' | 'before-visits';

/**
 * The block's attributes.
 */
export interface RepeatVisitorAttributes extends Record< string, unknown > {
	/** Show after or before the threshold. @default 'after-visits' */
	criteria: Criteria;
	/** Number of visits the rule compares with, a whole number above 0. @default 3 */
	threshold: number;
}

/** Props of the Repeat visitor block's edit component. */
export type RepeatVisitorEditProps = BlockEditProps< RepeatVisitorAttributes >;

/** Props of the Repeat visitor block's save component. */
export type RepeatVisitorSaveProps = BlockSaveProps< RepeatVisitorAttributes >;

/** Visit counts per page, the most recently visited page first. */
export type VisitCounts = Array< [ key: string, visits: number ] >;
