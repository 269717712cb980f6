/**
 * Deprecations, newest first. None yet: the block is server-rendered and its
 * saved form is only the comment delimiter with the `days` attribute, which
 * has not changed shape since the first version.
 */
const deprecated: never[] = [];

export default deprecated;
