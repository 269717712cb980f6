/**
 * The intervals a product is billed at.
 */
export type ProductInterval = 'one-time' | '1 month' | '1 year';

/**
 * A membership product as the status call lists it.
 */
export interface Product {
	id: number;
	title: string;
	price: number;
	currency: string;
	interval: ProductInterval;
	type?: 'donation' | 'plan';
	is_editable?: boolean;
	/** A plan its buyers give as a donation (Checkout says Donate). */
	is_donation?: boolean;
}

/**
 * What the editor sends to create a product.
 */
export interface ProductDraft {
	title: string;
	currency: string;
	price: number;
	interval: ProductInterval;
	/** Marks a payment plan as a donation. */
	is_donation?: boolean;
}

/**
 * `GET /cairn/v1/memberships/status`.
 */
export interface MembershipStatusResponse {
	products?: Product[];
	connect_url?: string;
	site_slug?: string;
	connected_account_default_currency?: string;
	connected_account_id?: string;
	notice?: 'connected' | 'cancelled';
}

/**
 * `POST /cairn/v1/memberships/default-product`: the default plan (null when
 * the site has plans already), and whether this call made it.
 */
export interface DefaultProductResponse {
	product: Product | null;
	created: boolean;
}

/**
 * `GET /cairn/v1/subscribers/counts`.
 */
export interface SubscriberCountsResponse {
	counts?: {
		total_subscribers?: number;
		social_followers?: number;
		email_subscribers?: number;
		paid_subscribers?: number;
	};
}

/**
 * The subscriber counts, camel-cased.
 */
export interface SubscriberCounts {
	totalSubscribers: number;
	socialFollowers: number;
	emailSubscribers: number;
	paidSubscribers: number;
}

/**
 * Newsletter categories.
 */
export interface NewsletterCategories {
	enabled: boolean;
	categories: Array< { id: number; name: string; slug?: string } >;
}

export type ApiState = 'loading' | 'connected' | 'not-connected' | 'error';

/**
 * The store's state.
 */
export interface MembershipState {
	products: Product[];
	apiState: ApiState;
	/** Why the last call failed, shown to the user; null when none did. */
	error: string | null;
	connectUrl: string;
	siteSlug: string;
	connectedAccountDefaultCurrency: string;
	/** The once-only notice after the Stripe keys changed, or null. */
	connectNotice: 'connected' | 'cancelled' | null;
	subscriberCounts: SubscriberCounts;
	newsletterCategories: NewsletterCategories;
}

/**
 * Every action the reducer handles.
 */
export type MembershipAction =
	| {
			type: 'SET_PRODUCTS';
			products: Product[];
			/** The status call's type filter: only those products are replaced. */
			productType?: string;
			/** The status call's editability filter. */
			isEditable?: boolean;
	  }
	| { type: 'ADD_PRODUCT'; product: Product }
	| { type: 'SET_API_STATE'; apiState: ApiState }
	| { type: 'SET_ERROR'; message: string | null }
	| {
			type: 'RECEIVE_STATUS';
			connectUrl: string;
			siteSlug: string;
			connectedAccountDefaultCurrency: string;
			connectNotice: 'connected' | 'cancelled' | null;
	  }
	| { type: 'SET_CONNECT_URL'; connectUrl: string }
	| { type: 'SET_SUBSCRIBER_COUNTS'; counts: SubscriberCounts }
	| {
			type: 'SET_NEWSLETTER_CATEGORIES';
			newsletterCategories: NewsletterCategories;
	  };

/**
 * What a thunk of this store receives. Written out (rather than
 * `ThunkArgs< typeof store >`) to keep the store's type free of cycles.
 */
export interface MembershipThunkArgs {
	dispatch: ( action: MembershipAction ) => void;
	select: {
		getProducts: () => Product[];
	};
	resolveSelect: {
		getProducts: () => Promise< Product[] >;
	};
}
