/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import AiDisclaimer from '..';

afterEach( () => {
	delete window.cairnEditorData;
} );

describe( 'AiDisclaimer', () => {
	it( "says 'AI-generated content could be inaccurate or biased.' with Learn more to the settings' AI section", () => {
		window.cairnEditorData = {
			canManageOptions: true,
			settingsUrl:
				'https://example.com/wp-admin/options-general.php?page=cairn',
		};
		render( <AiDisclaimer /> );
		expect(
			screen.getByText(
				/AI-generated content could be inaccurate or biased\./
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: /Learn more/ } )
		).toHaveAttribute(
			'href',
			'https://example.com/wp-admin/options-general.php?page=cairn#cairn-ai'
		);
	} );

	it( 'shows no Learn more to users who cannot open the settings', () => {
		window.cairnEditorData = {
			canManageOptions: false,
			settingsUrl:
				'https://example.com/wp-admin/options-general.php?page=cairn',
		};
		render( <AiDisclaimer /> );
		expect(
			screen.getByText(
				'AI-generated content could be inaccurate or biased.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).not.toBeInTheDocument();
	} );

	it( 'links Learn more to the URL given', () => {
		render( <AiDisclaimer learnMoreUrl="https://example.com/ai" /> );
		expect(
			screen.getByRole( 'link', { name: /Learn more/ } )
		).toHaveAttribute( 'href', 'https://example.com/ai' );
	} );
} );
