const HEX_COLOR = /^#?[0-9a-fA-F]{6}$/;

/**
 * Whether a value is a hex colour: exactly six hex digits with an optional
 * leading # (spec 002 §5).
 *
 * @param value The value.
 * @return True when valid.
 */
export function isValidHexColor( value: string ): boolean {
	return HEX_COLOR.test( value );
}
