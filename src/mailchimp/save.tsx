/**
 * The block saves no markup: the server renders the visitor's form from the
 * attributes (render.php), with the signed group choice and the current
 * connection, which saved HTML could not keep up to date.
 *
 * @return Nothing.
 */
export default function save() {
	return null;
}
