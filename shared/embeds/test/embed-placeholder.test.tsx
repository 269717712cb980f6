/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import EmbedForm from '../embed-form';
import EmbedPlaceholder from '../embed-placeholder';
import type { EmbedForm as EmbedFormState } from '../use-embed-form';

/**
 * A form's state, as the hook gives it.
 *
 * @param state What differs from an empty, idle form.
 * @return The state.
 */
function formState( state: Partial< EmbedFormState > = {} ): EmbedFormState {
	return {
		input: '',
		setInput: jest.fn(),
		failed: null,
		unreachable: false,
		busy: false,
		submit: jest.fn( async () => 'embedded' as const ),
		editing: false,
		edit: jest.fn(),
		...state,
	};
}

const FIELD = { fieldLabel: 'Event URL', fieldPlaceholder: 'Enter a URL…' };

describe( 'EmbedForm', () => {
	it( 'offers Embed only once something is entered', () => {
		const { rerender } = render(
			<EmbedForm form={ formState( { input: '  ' } ) } { ...FIELD } />
		);
		expect(
			screen.getByRole( 'button', { name: 'Embed' } )
		).toBeDisabled();
		rerender(
			<EmbedForm
				form={ formState( { input: 'https://example.com/' } ) }
				{ ...FIELD }
			/>
		);
		expect( screen.getByRole( 'button', { name: 'Embed' } ) ).toBeEnabled();
	} );

	it( 'embeds on Embed and on Enter in the URL field', async () => {
		const form = formState( { input: 'https://example.com/' } );
		render( <EmbedForm form={ form } { ...FIELD } /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Embed' } )
		);
		await userEvent.type( screen.getByLabelText( 'Event URL' ), '{Enter}' );
		expect( form.submit ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'takes embed codes in a textarea, where Enter is a new line', async () => {
		const form = formState( { input: '<iframe>' } );
		render( <EmbedForm form={ form } { ...FIELD } multiline /> );
		const field = screen.getByLabelText( 'Event URL' );
		expect( field.tagName ).toBe( 'TEXTAREA' );
		await userEvent.type( field, '{Enter}' );
		expect( form.submit ).not.toHaveBeenCalled();
	} );

	it( 'keeps the field and Embed still, with a spinner, while busy', () => {
		const { container } = render(
			<EmbedForm
				form={ formState( { input: 'https://x.test/', busy: true } ) }
				{ ...FIELD }
			/>
		);
		expect( screen.getByLabelText( 'Event URL' ) ).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Embed' } )
		).toBeDisabled();
		expect(
			container.querySelector( '.components-spinner' )
		).toBeInTheDocument();
	} );

	it( 'says it could not embed in the common words, unless the block has its own', () => {
		const failed = formState( { failed: 'https://example.com/' } );
		const { container, rerender } = render(
			<EmbedForm form={ failed } { ...FIELD } />
		);
		const notices = within( container );
		expect(
			notices.getByText( 'Sorry, this content could not be embedded.' )
		).toBeInTheDocument();
		rerender(
			<EmbedForm
				form={ failed }
				{ ...FIELD }
				errorTitle="We ran into an issue"
				errorMessage="Please check the code."
			/>
		);
		expect( notices.getByText( 'We ran into an issue' ).tagName ).toBe(
			'STRONG'
		);
		expect(
			notices.getByText( /Please check the code\./ )
		).toBeInTheDocument();
		expect(
			notices.queryByText( 'Sorry, this content could not be embedded.' )
		).not.toBeInTheDocument();
	} );

	it( 'offers Convert block to link only where the block does', () => {
		const failed = formState( { failed: 'https://example.com/' } );
		const { rerender } = render(
			<EmbedForm form={ failed } { ...FIELD } />
		);
		expect(
			screen.queryByRole( 'button', { name: 'Convert block to link' } )
		).not.toBeInTheDocument();
		rerender(
			<EmbedForm form={ failed } { ...FIELD } clientId="block-1" />
		);
		expect(
			screen.getByRole( 'button', { name: 'Convert block to link' } )
		).toBeInTheDocument();
	} );

	it( 'warns, naming the service, when the site could not reach it', () => {
		const { container } = render(
			<EmbedForm
				form={ formState( { unreachable: true } ) }
				{ ...FIELD }
				service="Eventbrite"
			/>
		);
		expect(
			within( container ).getByText(
				/This site could not reach Eventbrite/
			)
		).toBeInTheDocument();
		expect(
			within( container ).queryByText(
				'Sorry, this content could not be embedded.'
			)
		).not.toBeInTheDocument();
	} );

	it( 'holds a field of the block’s own in place of the text field', () => {
		render(
			<EmbedForm
				form={ formState() }
				field={ <input aria-label="Restaurant IDs" /> }
				canSubmit
			/>
		);
		expect( screen.getByLabelText( 'Restaurant IDs' ) ).toBeInTheDocument();
		expect( screen.getAllByRole( 'textbox' ) ).toHaveLength( 1 );
		expect( screen.getByRole( 'button', { name: 'Embed' } ) ).toBeEnabled();
	} );
} );

describe( 'EmbedPlaceholder', () => {
	it( 'shows the block’s title, what to enter, the form and a help link', () => {
		const { container } = render(
			<EmbedPlaceholder
				form={ formState() }
				{ ...FIELD }
				icon="calendar"
				label="Eventbrite Checkout"
				instructions="Paste a link to an event."
				help={ { href: 'https://help.test/', text: 'Learn more' } }
			/>
		);
		expect( screen.getByText( 'Eventbrite Checkout' ) ).toBeInTheDocument();
		expect(
			container.querySelector( '.components-placeholder__instructions' )
		).toHaveTextContent( 'Paste a link to an event.' );
		expect( screen.getByLabelText( 'Event URL' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: /Learn more/ } )
		).toHaveAttribute( 'href', 'https://help.test/' );
	} );
} );
