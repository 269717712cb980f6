/**
 * The block's earlier saved forms: none yet.
 */
export default [];
