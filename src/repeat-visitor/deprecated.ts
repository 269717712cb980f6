/**
 * Deprecations, newest first. None yet: the saved markup (hidden wrapper with
 * `data-criteria` and `data-threshold`) is the first version's.
 */
const deprecated: never[] = [];

export default deprecated;
