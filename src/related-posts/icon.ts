/**
 * WordPress dependencies
 */
import { postList } from '@wordpress/icons';

/** The block's icon: a list of posts. */
export default postList;
