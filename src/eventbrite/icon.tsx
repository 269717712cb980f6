/**
 * WordPress dependencies
 */
import { institution } from '@wordpress/icons';

/** The block's icon. */
export default institution;
