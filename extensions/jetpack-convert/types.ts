/**
 * What `POST /cairn/v1/jetpack/convert` answers (Cairn\Jetpack\Conversion).
 */
export interface ConversionResponse {
	content: string;
	changed: boolean;
	converted: Array< { from: string; to: string; kept: string[] } >;
	left: Record< string, number >;
	needs: string[];
	/** What a post must not hold (credentials, refused addresses and CSS), removed. */
	removed: Array< { from: string; attribute: string; reason: string } >;
	/**
	 * Each converted block that visitors see only as a fallback until the
	 * owner acts, with the one setting or action that brings it back.
	 */
	waiting?: Array< { from: string; to: string; action: string } >;
}

/** The attributes of core's block for a block type the editor lacks. */
export interface MissingAttributes extends Record< string, unknown > {
	originalName?: string;
	originalContent?: string;
	originalUndelimitedContent?: string;
}
