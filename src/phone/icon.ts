/**
 * WordPress dependencies
 */
import { mobile } from '@wordpress/icons';

/** The block's icon: a phone. */
export default mobile;
