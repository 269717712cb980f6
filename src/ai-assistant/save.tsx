/**
 * The saved markup: none. The assistant is an editor tool; what reaches the
 * post is the real blocks that Accept puts in its place, so until then only
 * the block comment (with the conversation in its attributes) is saved.
 *
 * @return Nothing.
 */
export default function save() {
	return null;
}
