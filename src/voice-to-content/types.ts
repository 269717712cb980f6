/** The recorder's states. */
export type RecorderState =
	'inactive' | 'recording' | 'paused' | 'processing' | 'validating' | 'error';

/** The recorder's buttons. */
export type RecorderButton =
	'record' | 'upload' | 'pause' | 'resume' | 'done' | 'cancel';

/** The block has no attributes: it is replaced by what it writes. */
export type VoiceToContentAttributes = Record< string, unknown >;
