/**
 * WordPress dependencies
 */
import { starHalf } from '@wordpress/icons';

/** The block's icon: a half-filled star, as a rating usually shows. */
export default starHalf;
