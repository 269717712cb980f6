/** The user meta that remembers the first-time modal was dismissed (Cairn\Blocks\Donations::WARNING_META). */
export const WARNING_META = 'cairn_donation_warning_dismissed';

/** The post-saving lock's name while donation products are created. */
export const PRODUCTS_LOCK = 'cairn-donations-products';

/** The post-saving lock's name while the Stripe connection loads. */
export const STATUS_LOCK = 'cairn-donations-products-status';

/** The screen listing donations and subscribers. */
export const EARNINGS_URL = 'index.php?page=cairn-earnings';
