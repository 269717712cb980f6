/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import InlinePreview from '../components/inline-preview';

const attributes = {
	url: 'https://calendly.com/acme/intro-call',
	hideEventTypeDetails: false,
	backgroundColor: '102030',
	primaryColor: 'ff5500',
	textColor: 'fafafa',
};

describe( 'Calendly inline preview', () => {
	it( 'shows the owner and the event in the block’s colours, asking nothing of Calendly', () => {
		const { container } = render(
			<InlinePreview attributes={ attributes } />
		);
		expect( screen.getByText( 'Acme' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Intro call' ) ).toBeInTheDocument();
		const preview = container.firstElementChild as HTMLElement;
		expect( preview.style.backgroundColor ).toBe( 'rgb(16, 32, 48)' );
		expect( preview.style.color ).toBe( 'rgb(250, 250, 250)' );
		expect(
			preview.style.getPropertyValue( '--cairn-calendly-primary' )
		).toBe( '#ff5500' );
		expect( container.querySelector( 'iframe, script' ) ).toBeNull();
	} );

	it( 'leaves the event details out when they are hidden', () => {
		render(
			<InlinePreview
				attributes={ { ...attributes, hideEventTypeDetails: true } }
			/>
		);
		expect( screen.queryByText( 'Intro call' ) ).not.toBeInTheDocument();
	} );

	it( 'loads Calendly’s page in a sandboxed frame only when asked, and closes it again', async () => {
		const user = userEvent.setup();
		const { container } = render(
			<InlinePreview attributes={ attributes } />
		);
		await user.click(
			screen.getByRole( 'button', {
				name: 'Load live preview from Calendly',
			} )
		);
		const frame = screen.getByTitle( 'Calendly live preview' );
		expect( frame.getAttribute( 'src' ) ).toBe(
			'https://calendly.com/acme/intro-call?background_color=102030&primary_color=ff5500&text_color=fafafa&embed_domain=localhost&embed_type=Inline'
		);
		expect( frame.getAttribute( 'sandbox' ) ).toContain( 'allow-scripts' );
		expect( frame.getAttribute( 'sandbox' ) ).not.toContain(
			'allow-top-navigation'
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Close live preview' } )
		);
		expect( container.querySelector( 'iframe' ) ).toBeNull();
	} );
} );
