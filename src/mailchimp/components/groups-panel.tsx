/**
 * WordPress dependencies
 */
import { CheckboxControl, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { GroupsPanelProps } from '../types';
import { toggleInterest } from '../utils';

/**
 * The audience's groups a new subscriber joins, one box each.
 *
 * @param props               The props.
 * @param props.attributes    The block's attributes.
 * @param props.setAttributes Sets the block's attributes.
 * @param props.groups        The audience's groups, once loaded.
 * @return The panel.
 */
export default function GroupsPanel( {
	attributes,
	setAttributes,
	groups,
}: GroupsPanelProps ) {
	return (
		<PanelBody title={ __( 'Mailchimp Groups', 'cairn' ) }>
			{ groups?.interest_categories.flatMap( ( category ) =>
				category.interests.map( ( interest ) => (
					<CheckboxControl
						__nextHasNoMarginBottom
						key={ interest.id }
						label={ interest.name }
						checked={ attributes.interests.includes( interest.id ) }
						onChange={ ( checked ) =>
							setAttributes( {
								interests: toggleInterest(
									attributes.interests,
									interest.id,
									checked
								),
							} )
						}
					/>
				) )
			) }
			{ groups && ! groups.interest_categories.length && (
				<p>{ __( 'This audience has no groups.', 'cairn' ) }</p>
			) }
		</PanelBody>
	);
}
