/**
 * WordPress dependencies
 */
import { postCommentsForm } from '@wordpress/icons';

/** The block's icon. */
export default postCommentsForm;
