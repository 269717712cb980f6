/**
 * The block's earlier saved forms: none (it saves nothing).
 */
export default [];
