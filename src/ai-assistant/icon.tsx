/**
 * Internal dependencies
 */
import icon from '@cairn/shared/ai/icon';

/** The block's icon: the AI sparkles the other AI entries show too. */
export default icon;
