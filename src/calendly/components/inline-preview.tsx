/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { livePreviewUrl, pageNames } from '../utils';
import type { InlinePreviewProps } from '../types';

/** Days of the month the static calendar shows as bookable, by weekday (Monday to Friday). */
const BOOKABLE_WEEKDAYS = [ 1, 2, 3, 4, 5 ];

/** Height of the live preview, as Calendly's inline widget's own. */
const LIVE_HEIGHT = 630;

/**
 * The days of this month, with blanks before the first so that each week
 * starts on Sunday, as Calendly's month view does.
 *
 * @param today The day the editor opened.
 * @return Day numbers, 0 for a blank.
 */
function monthDays( today: Date ): number[] {
	const first = new Date( today.getFullYear(), today.getMonth(), 1 );
	const count = new Date(
		today.getFullYear(),
		today.getMonth() + 1,
		0
	).getDate();
	return [
		...Array< number >( first.getDay() ).fill( 0 ),
		...Array.from( { length: count }, ( _, index ) => index + 1 ),
	];
}

/**
 * The inline style in the editor: a static likeness of Calendly's inline
 * widget in the block's colours, with the page's owner, the event and a
 * month; nothing is asked of Calendly. On request (and only then) the real
 * widget's page loads in a sandboxed frame: Calendly's script never runs in
 * the editor.
 *
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @return The preview.
 */
export default function InlinePreview( { attributes }: InlinePreviewProps ) {
	const [ live, setLive ] = useState( false );
	const { owner, event } = pageNames( attributes.url );
	const colors = {
		backgroundColor: `#${ attributes.backgroundColor }`,
		color: `#${ attributes.textColor }`,
		'--cairn-calendly-primary': `#${ attributes.primaryColor }`,
	} as React.CSSProperties;
	const today = new Date();

	if ( live ) {
		return (
			<div className="wp-block-cairn-calendly__live">
				<iframe
					className="wp-block-cairn-calendly__live-frame"
					title={ __( 'Calendly live preview', 'cairn' ) }
					src={ livePreviewUrl(
						attributes,
						window.location.hostname
					) }
					sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
					height={ LIVE_HEIGHT }
				/>
				<Button variant="secondary" onClick={ () => setLive( false ) }>
					{ __( 'Close live preview', 'cairn' ) }
				</Button>
			</div>
		);
	}

	return (
		<div
			className="wp-block-cairn-calendly__inline-preview"
			style={ colors }
		>
			{ ! attributes.hideEventTypeDetails && (
				<div className="wp-block-cairn-calendly__details">
					<p className="wp-block-cairn-calendly__owner">{ owner }</p>
					{ event && (
						<p className="wp-block-cairn-calendly__event">
							{ event }
						</p>
					) }
				</div>
			) }
			<div className="wp-block-cairn-calendly__calendar">
				<p className="wp-block-cairn-calendly__heading">
					{ __( 'Select a Date & Time', 'cairn' ) }
				</p>
				<p className="wp-block-cairn-calendly__month">
					{ today.toLocaleDateString( undefined, {
						month: 'long',
						year: 'numeric',
					} ) }
				</p>
				{ /* A likeness of the month: the real availability is Calendly's. */ }
				<div
					className="wp-block-cairn-calendly__days"
					aria-hidden="true"
				>
					{ monthDays( today ).map( ( day, index ) => (
						<span
							key={ index }
							className={
								day &&
								BOOKABLE_WEEKDAYS.includes( index % 7 ) &&
								day >= today.getDate()
									? 'wp-block-cairn-calendly__day is-bookable'
									: 'wp-block-cairn-calendly__day'
							}
						>
							{ day || '' }
						</span>
					) ) }
				</div>
			</div>
			<div className="wp-block-cairn-calendly__preview-note">
				<p>
					{ __(
						'A preview in your colours: visitors see your real availability from Calendly here.',
						'cairn'
					) }
				</p>
				<Button variant="secondary" onClick={ () => setLive( true ) }>
					{ __( 'Load live preview from Calendly', 'cairn' ) }
				</Button>
			</div>
		</div>
	);
}
