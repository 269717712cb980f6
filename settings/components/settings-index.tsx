/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { getSettingsSectionId } from '@cairn/shared/site/editor-data';

/**
 * Props of the settings index.
 */
export interface SettingsIndexProps {
	/** The sections, in the page's order: name (anchor `#cairn-<name>`) and title. */
	sections: Array< { name: string; title: string; aliases?: string[] } >;
	/** What follows the index (the Save button). @default undefined */
	children?: ReactNode;
}

/**
 * The section the address names, by its name or an earlier alias.
 *
 * @param sections The sections.
 * @return The name, or ''.
 */
function currentSection( sections: SettingsIndexProps[ 'sections' ] ): string {
	const hash = decodeURIComponent( window.location.hash.slice( 1 ) );
	const found = sections.find(
		( section ) =>
			getSettingsSectionId( section.name ) === hash ||
			section.aliases?.some(
				( alias ) => getSettingsSectionId( alias ) === hash
			)
	);
	return found?.name ?? '';
}

/**
 * The page's side index: a link to each section's anchor, as WordPress's
 * own long screens have, which keeps each section's address linkable
 * (`options-general.php?page=cairn#cairn-stripe`) and follows the address.
 *
 * @param props Component props.
 * @return The index.
 */
export default function SettingsIndex( props: SettingsIndexProps ) {
	const { sections, children } = props;
	const [ current, setCurrent ] = useState( () =>
		currentSection( sections )
	);
	useEffect( () => {
		const follow = () => setCurrent( currentSection( sections ) );
		window.addEventListener( 'hashchange', follow );
		return () => window.removeEventListener( 'hashchange', follow );
	}, [ sections ] );

	return (
		<div className="cairn-settings__sidebar">
			<nav
				className="cairn-settings__index"
				aria-label={ __( 'Settings sections', 'cairn' ) }
			>
				<ul>
					{ sections.map( ( section ) => (
						<li key={ section.name }>
							<a
								href={ `#${ getSettingsSectionId(
									section.name
								) }` }
								aria-current={
									current === section.name
										? 'location'
										: undefined
								}
							>
								{ section.title }
							</a>
						</li>
					) ) }
				</ul>
			</nav>
			{ children }
		</div>
	);
}
