/**
 * WordPress dependencies
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import {
	Button,
	ExternalLink,
	Modal,
	Notice,
	PanelBody,
	Placeholder,
	SelectControl,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as editorStore } from '@wordpress/editor';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import apiFetch from '@wordpress/api-fetch';
import type { BlockEditProps } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import ConnectAction from '@cairn/shared/components/connect-banner/connect-action';
import { ROUTES } from '@cairn/shared/api/routes';
import { useJustInserted } from '@cairn/shared/blocks/use-just-inserted';
import { CURRENCIES } from '@cairn/shared/currency/constants';
import { getDefaultCurrency } from '@cairn/shared/currency/currency';
import { formatAmount, formatCurrency } from '@cairn/shared/currency/format';
import type { CurrencyCode } from '@cairn/shared/currency/types';
import {
	API_STATE_CONNECTED,
	API_STATE_ERROR,
	API_STATE_LOADING,
	STORE_NAME,
} from '@cairn/shared/stores/membership-products';
import type { Product } from '@cairn/shared/stores/membership-products/types';
import type { DonationTab, DonationsAttributes, TabKey } from './types';
import {
	checkAmount,
	getActiveTab,
	getBlockCurrency,
	getCustomAmountPreview,
	getDefaultAmounts,
	getTabs,
} from './utils';

/** The user meta that remembers the first-time modal was dismissed. */
export const WARNING_META = 'cairn_donation_warning_dismissed';

/** The lock's name while donation products load. */
const LOCK = 'cairn-donations-products';

/** The screen listing donations and subscribers. */
const EARNINGS_URL = 'index.php?page=cairn-earnings';

interface StoreView {
	apiState: string;
	error: string | null;
	connectUrl: string;
	accountCurrency: string;
	products: Product[];
}

interface UserMeta {
	id?: number;
	meta?: Record< string, unknown >;
}

function TierInput( {
	label,
	value,
	currency,
	onChange,
}: {
	label: string;
	value: number;
	currency: CurrencyCode;
	onChange: ( amount: number ) => void;
} ) {
	const [ text, setText ] = useState( formatAmount( value, currency ) );
	const [ error, setError ] = useState< string | null >( null );
	// A currency change rewrites the amounts: show them again.
	useEffect( () => {
		setText( formatAmount( value, currency ) );
		setError( null );
	}, [ value, currency ] );
	return (
		<div className="cairn-donations__tier">
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ label }
				value={ text }
				prefix={ CURRENCIES[ currency ].symbol }
				onChange={ ( next: string ) => {
					setText( next );
					const checked = checkAmount( next, currency );
					setError( checked.error );
					if ( checked.amount !== null && ! checked.error ) {
						onChange( checked.amount );
					}
				} }
			/>
			{ error && (
				<p className="cairn-donations__tier-error" role="alert">
					{ error }
				</p>
			) }
		</div>
	);
}

export default function DonationsEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< DonationsAttributes > ) {
	const blockProps = useBlockProps();
	// The first-time explanation follows the user's inserting the block,
	// never the opening of a post that holds one.
	const justInserted = useJustInserted( clientId );
	const [ activeTab, setActiveTab ] = useState< TabKey >( 'oneTimeDonation' );
	const [ creating, setCreating ] = useState( false );
	const [ createError, setCreateError ] = useState< string | null >( null );
	const requested = useRef( '' );

	const { apiState, error, connectUrl, accountCurrency, products } =
		useSelect( ( select ): StoreView => {
			// The store's selectors are untyped outside it.

			const store = select( STORE_NAME ) as any;
			return {
				apiState: store.getApiState(),
				error: store.getError(),
				connectUrl: store.getConnectUrl(),
				accountCurrency: store.getConnectedAccountDefaultCurrency(),
				products: store.getProducts( 'donation' ) ?? [],
			};
		}, [] );

	const user = useSelect(
		( select ) =>
			select( coreStore ).getCurrentUser() as UserMeta | undefined,
		[]
	);
	const { saveUser } = useDispatch( coreStore ) as unknown as {
		saveUser: ( user: UserMeta ) => Promise< unknown >;
	};
	const [ dismissed, setDismissed ] = useState( false );
	const showModal =
		justInserted &&
		! dismissed &&
		user?.id !== undefined &&
		user.meta !== undefined &&
		! user.meta[ WARNING_META ];

	const { lockPostSaving, unlockPostSaving } = useDispatch( editorStore );

	const currency = getBlockCurrency(
		attributes.currency,
		getDefaultCurrency( accountCurrency )
	);
	const tabs = getTabs();
	const shownTab = getActiveTab( activeTab, attributes );

	// The block's choices are saved as attributes (currency, amounts, plan
	// ids) because the server checks a visitor's payment against the saved
	// block only, never against block.json's defaults.
	useEffect( () => {
		if ( apiState !== API_STATE_CONNECTED ) {
			return;
		}
		const next: Partial< DonationsAttributes > = {};
		if ( attributes.currency !== currency ) {
			next.currency = currency;
		}
		for ( const { key } of tabs ) {
			if ( ! next[ key ] && ! attributes[ key ].amounts?.length ) {
				next[ key ] = {
					...attributes[ key ],
					amounts: getDefaultAmounts( currency ),
				};
			}
		}
		if ( Object.keys( next ).length ) {
			setAttributes( next );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ apiState, currency ] );

	// Donation products of the block's currency: created when missing, and
	// the tabs point to them. Saving waits for them.
	useEffect( () => {
		if ( apiState !== API_STATE_CONNECTED ) {
			return;
		}
		const byInterval = ( interval: string ) =>
			products.find(
				( product ) =>
					product.currency === currency &&
					product.interval === interval &&
					product.type !== 'plan'
			);
		const assign = ( list: Product[] ) => {
			const next: Partial< DonationsAttributes > = {};
			for ( const { key, interval } of tabs ) {
				const product = list.find(
					( item ) =>
						item.currency === currency && item.interval === interval
				);
				if ( product && attributes[ key ].planId !== product.id ) {
					// Both effects may run in one render: keep the
					// amounts the other one writes.
					next[ key ] = {
						...attributes[ key ],
						amounts: attributes[ key ].amounts?.length
							? attributes[ key ].amounts
							: getDefaultAmounts( currency ),
						planId: product.id,
					};
				}
			}
			if ( Object.keys( next ).length ) {
				setAttributes( next );
			}
		};
		if ( tabs.every( ( { interval } ) => byInterval( interval ) ) ) {
			assign( products );
			return;
		}
		if ( requested.current === currency ) {
			return;
		}
		requested.current = currency;
		setCreating( true );
		setCreateError( null );
		lockPostSaving( LOCK );
		apiFetch< { products?: Product[] } >( {
			path: ROUTES.membershipsProducts,
			method: 'POST',
			data: { type: 'donation', currency, is_editable: false },
		} )
			.then( ( response ) => assign( response.products ?? [] ) )
			.catch( ( failure: { message?: string } ) =>
				setCreateError(
					failure?.message ??
						__(
							'There was an error when adding the payment plan.',
							'cairn'
						)
				)
			)
			.finally( () => {
				setCreating( false );
				unlockPostSaving( LOCK );
			} );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ apiState, currency, products ] );

	// Never leave the post locked when the block goes away mid-request.
	useEffect(
		() => () => {
			unlockPostSaving( LOCK );
		},
		[ unlockPostSaving ]
	);

	useEffect( () => {
		if ( apiState === API_STATE_LOADING ) {
			lockPostSaving( LOCK + '-status' );
		} else {
			unlockPostSaving( LOCK + '-status' );
		}
		return () => {
			unlockPostSaving( LOCK + '-status' );
		};
	}, [ apiState, lockPostSaving, unlockPostSaving ] );

	const setTab = ( key: TabKey, changes: Partial< DonationTab > ) =>
		setAttributes( { [ key ]: { ...attributes[ key ], ...changes } } );

	const modal = showModal && (
		<Modal
			title={ __( 'Accept Donations with Stripe', 'cairn' ) }
			onRequestClose={ () => setDismissed( true ) }
		>
			<p>
				{ __(
					'Enter your Stripe keys in the Cairn settings: donations go straight to your own Stripe account, and every payment is recorded on your site. Then choose the amounts your visitors can give once, monthly or yearly.',
					'cairn'
				) }
			</p>
			<Button
				variant="primary"
				onClick={ () => {
					setDismissed( true );
					if ( user?.id !== undefined ) {
						saveUser( {
							id: user.id,
							meta: { [ WARNING_META ]: true },
						} ).catch( () => undefined );
					}
				} }
			>
				{ __( 'Got it', 'cairn' ) }
			</Button>
		</Modal>
	);

	if ( apiState === API_STATE_LOADING || creating ) {
		return (
			<div { ...blockProps }>
				<Spinner />
			</div>
		);
	}

	if ( apiState === API_STATE_ERROR ) {
		return (
			<div { ...blockProps }>
				<Notice status="error" isDismissible={ false }>
					{ error ||
						sprintf(
							/* translators: %s: the site's host name. */
							__( 'Could not load data from %s.', 'cairn' ),
							window.location.host
						) }
				</Notice>
			</div>
		);
	}

	if ( apiState !== API_STATE_CONNECTED ) {
		return (
			<div { ...blockProps }>
				{ modal }
				<Placeholder
					label={ __( 'Donations form', 'cairn' ) }
					instructions={ __(
						'This block will be hidden from your visitors until you connect to Stripe.',
						'cairn'
					) }
				>
					<ConnectAction service="stripe" url={ connectUrl }>
						{ __(
							'Connect to Stripe to use this block on your site',
							'cairn'
						) }
					</ConnectAction>
				</Placeholder>
			</div>
		);
	}

	const tab = attributes[ shownTab ];
	const buttonText = tab.buttonText ?? __( 'Donate', 'cairn' );

	return (
		<div { ...blockProps }>
			{ modal }
			<InspectorControls>
				<PanelBody title={ __( 'Settings', 'cairn' ) }>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Currency', 'cairn' ) }
						value={ currency }
						options={ Object.keys( CURRENCIES ).map( ( code ) => ( {
							label: code,
							value: code,
						} ) ) }
						onChange={ ( code: string ) => {
							const next = getBlockCurrency( code, currency );
							const changes: Partial< DonationsAttributes > = {
								currency: next,
							};
							for ( const { key } of tabs ) {
								changes[ key ] = {
									...attributes[ key ],
									planId: null,
									amounts: getDefaultAmounts( next ),
								};
							}
							setAttributes( changes );
						} }
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show monthly donations', 'cairn' ) }
						checked={ !! attributes.monthlyDonation.show }
						onChange={ ( show: boolean ) =>
							setTab( 'monthlyDonation', { show } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show annual donations', 'cairn' ) }
						checked={ !! attributes.annualDonation.show }
						onChange={ ( show: boolean ) =>
							setTab( 'annualDonation', { show } )
						}
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Show custom amount option', 'cairn' ) }
						checked={ attributes.showCustomAmount }
						onChange={ ( showCustomAmount: boolean ) =>
							setAttributes( { showCustomAmount } )
						}
					/>
					<ExternalLink href={ EARNINGS_URL }>
						{ __( 'View donation earnings', 'cairn' ) }
					</ExternalLink>
				</PanelBody>
			</InspectorControls>
			{ createError && (
				<Notice status="error" isDismissible={ false }>
					{ createError }
				</Notice>
			) }
			<div className="cairn-donations__tabs" role="tablist">
				{ tabs
					.filter( ( { key } ) =>
						key === 'oneTimeDonation'
							? true
							: attributes[ key ].show
					)
					.map( ( { key, label } ) => (
						<Button
							key={ key }
							role="tab"
							aria-selected={ shownTab === key }
							className="cairn-donations__tab"
							onClick={ () => setActiveTab( key ) }
						>
							{ label }
						</Button>
					) ) }
			</div>
			<div className="cairn-donations__content" role="tabpanel">
				<RichText
					tagName="h4"
					aria-label={ __( 'Heading', 'cairn' ) }
					value={ tab.heading ?? '' }
					placeholder={ __( 'Make a donation', 'cairn' ) }
					onChange={ ( heading: string ) =>
						setTab( shownTab, { heading } )
					}
				/>
				<RichText
					tagName="p"
					aria-label={ __( 'Choose amount text', 'cairn' ) }
					value={ attributes.chooseAmountText ?? '' }
					placeholder={ __( 'Choose an amount', 'cairn' ) }
					onChange={ ( chooseAmountText: string ) =>
						setAttributes( { chooseAmountText } )
					}
				/>
				<div className="cairn-donations__amounts">
					{ tab.amounts.map( ( amount, index ) => (
						<TierInput
							key={ index }
							label={ sprintf(
								/* translators: %d: the tier's number. */
								__( 'Tier %d', 'cairn' ),
								index + 1
							) }
							value={ amount }
							currency={ currency }
							onChange={ ( next ) => {
								const amounts = [ ...tab.amounts ];
								amounts[ index ] = next;
								setTab( shownTab, { amounts } );
							} }
						/>
					) ) }
				</div>
				{ attributes.showCustomAmount && (
					<>
						<RichText
							tagName="p"
							aria-label={ __( 'Custom amount text', 'cairn' ) }
							value={ attributes.customAmountText ?? '' }
							placeholder={ __(
								'Or enter a custom amount',
								'cairn'
							) }
							onChange={ ( customAmountText: string ) =>
								setAttributes( { customAmountText } )
							}
						/>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Custom amount', 'cairn' ) }
							hideLabelFromVision
							disabled
							value={ formatCurrency(
								getCustomAmountPreview( currency ),
								currency
							) }
							onChange={ () => undefined }
						/>
					</>
				) }
				<RichText
					tagName="p"
					aria-label={ __( 'Extra text', 'cairn' ) }
					value={ tab.extraText ?? '' }
					placeholder={ __(
						'Your contribution is appreciated.',
						'cairn'
					) }
					onChange={ ( extraText: string ) =>
						setTab( shownTab, { extraText } )
					}
				/>
				<RichText
					tagName="span"
					className="wp-element-button cairn-donations__donate"
					aria-label={ __( 'Donate button text', 'cairn' ) }
					value={ buttonText }
					allowedFormats={ [] }
					onChange={ ( text: string ) =>
						// One text for all three tabs.
						setAttributes( {
							oneTimeDonation: {
								...attributes.oneTimeDonation,
								buttonText: text,
							},
							monthlyDonation: {
								...attributes.monthlyDonation,
								buttonText: text,
							},
							annualDonation: {
								...attributes.annualDonation,
								buttonText: text,
							},
						} )
					}
				/>
			</div>
		</div>
	);
}
