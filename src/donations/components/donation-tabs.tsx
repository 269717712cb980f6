/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { DonationTabsProps } from '../types';
import { getTabs } from '../utils';

/**
 * The tab list: One-Time always, Monthly and Yearly when offered.
 *
 * @param props            The props.
 * @param props.attributes The block's attributes.
 * @param props.shownTab   The tab shown.
 * @param props.onSelect   Shows a tab.
 * @return The tab list.
 */
export default function DonationTabs( {
	attributes,
	shownTab,
	onSelect,
}: DonationTabsProps ) {
	return (
		<div className="wp-block-cairn-donations__tabs" role="tablist">
			{ getTabs()
				.filter( ( { key } ) =>
					key === 'oneTimeDonation' ? true : attributes[ key ].show
				)
				.map( ( { key, label } ) => (
					<Button
						key={ key }
						role="tab"
						aria-selected={ shownTab === key }
						className="wp-block-cairn-donations__tab"
						onClick={ () => onSelect( key ) }
					>
						{ label }
					</Button>
				) ) }
		</div>
	);
}
