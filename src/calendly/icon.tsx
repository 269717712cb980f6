/**
 * WordPress dependencies
 */
import { calendar } from '@wordpress/icons';

/** The block's icon: a calendar. */
export default calendar;
