const HEX_COLOR = /^#?[0-9a-fA-F]{6}$/;

/**
 * Whether a value is a hex colour: exactly six hex digits with an optional
 * leading #.
 *
 * @param value The value.
 * @return True when valid.
 */
export function isValidHexColor( value: string ): boolean {
	return HEX_COLOR.test( value );
}
