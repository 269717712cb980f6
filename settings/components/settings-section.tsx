/**
 * WordPress dependencies
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { getSettingsSectionId } from '@cairn/shared/site/editor-data';

/**
 * Props of a settings section.
 */
export interface SettingsSectionProps {
	/** Section name; the anchor is `#cairn-<name>` (the connect banner links to it). */
	name: string;
	/** Heading. */
	title: string;
	/** What the section is for. @default undefined */
	description?: string;
	/** Earlier names whose anchors (`#cairn-<alias>`) still lead here. @default undefined */
	aliases?: string[];
	/** The fields. */
	children: ReactNode;
}

/**
 * One card of the settings page, with an anchor the connect banner links to.
 *
 * @param props Component props.
 * @return The section.
 */
export default function SettingsSection( props: SettingsSectionProps ) {
	const { name, title, description, aliases, children } = props;
	const id = getSettingsSectionId( name );
	return (
		<section
			id={ id }
			aria-labelledby={ `${ id }-title` }
			className="cairn-settings__section"
		>
			{ aliases?.map( ( alias ) => (
				// Links made before the section was renamed still land here.
				<span
					key={ alias }
					id={ getSettingsSectionId( alias ) }
					className="cairn-settings__alias"
				/>
			) ) }
			<Card>
				<CardHeader>
					<h2
						id={ `${ id }-title` }
						className="cairn-settings__section-title"
					>
						{ title }
					</h2>
				</CardHeader>
				<CardBody>
					{ description && (
						<p className="cairn-settings__section-description">
							{ description }
						</p>
					) }
					<div className="cairn-settings__fields">{ children }</div>
				</CardBody>
			</Card>
		</section>
	);
}
