/**
 * External dependencies
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { getBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import MailchimpEdit from '../edit';
import metadata from '../block.json';
import * as block from '../index';
import { registerTestBlock } from '../../../tests/helpers/register-block';
import type { MailchimpAttributes } from '../types';

// `use` is there for the middleware that @cairn/shared adds when it loads.
jest.mock( '@wordpress/api-fetch', () =>
	Object.assign( jest.fn(), { use: jest.fn() } )
);
jest.mock( '@wordpress/block-editor', () => ( {
	...jest.requireActual( '@wordpress/block-editor' ),
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	// The sidebar, rendered in place so its fields can be used.
	InspectorControls: ( { children }: { children: ReactNode } ) => children,
} ) );

const mockApiFetch = apiFetch as unknown as jest.Mock;

// jsdom has no ResizeObserver, which the Placeholder component measures with.
beforeAll( () => {
	( global as { ResizeObserver?: unknown } ).ResizeObserver = class {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
} );

const DEFAULTS = Object.fromEntries(
	Object.entries( metadata.attributes ).map( ( [ key, value ] ) => [
		key,
		value.default,
	] )
) as MailchimpAttributes;

const GROUPS = {
	interest_categories: [
		{
			id: 'cat1',
			title: 'Topics',
			interests: [
				{ id: 'int-recipes', name: 'Recipes' },
				{ id: 'int-travel', name: 'Travel' },
			],
		},
	],
};

function answer( code: string, connectUrl = '' ) {
	mockApiFetch.mockImplementation( ( { path }: { path: string } ) =>
		Promise.resolve(
			path.endsWith( '/groups' )
				? GROUPS
				: { code, connect_url: connectUrl, message: '' }
		)
	);
}

function setEditorData( canManageOptions: boolean, ready = true ) {
	( window as unknown as { cairnEditorData: object } ).cairnEditorData = {
		canManageOptions,
		settingsUrl:
			'http://example.test/wp-admin/options-general.php?page=cairn',
		readiness: {
			mailchimp: {
				ready,
				section: 'mailchimp',
				message: ready
					? ''
					: 'Fill in “Audience (list) ID” under Mailchimp in Settings → Cairn.',
			},
		},
	};
}

async function renderEdit( attributes: Partial< MailchimpAttributes > = {} ) {
	const setAttributes = jest.fn();
	await act( async () => {
		render(
			<MailchimpEdit
				attributes={ { ...DEFAULTS, ...attributes } }
				setAttributes={ setAttributes }
				clientId="mailchimp"
				className=""
				isSelected
				context={ {} }
			/>
		);
	} );
	return setAttributes;
}

describe( 'cairn/mailchimp attributes', () => {
	it( 'has the signup form’s attributes and their defaults', () => {
		registerTestBlock( metadata, block );
		const type = getBlockType( 'cairn/mailchimp' );
		expect( Object.keys( type?.attributes ?? {} ).sort() ).toEqual(
			expect.arrayContaining( [
				'consentText',
				'emailPlaceholder',
				'errorLabel',
				'interests',
				'preview',
				'processingLabel',
				'signupFieldTag',
				'signupFieldValue',
				'submitButtonText',
				'successLabel',
			] )
		);
		expect( DEFAULTS.emailPlaceholder ).toBe( 'Enter your email' );
		expect( DEFAULTS.processingLabel ).toBe( 'Processing…' );
		expect( DEFAULTS.successLabel ).toBe( "Success! You're on the list." );
		expect( DEFAULTS.errorLabel ).toBe(
			"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again."
		);
		expect( DEFAULTS.preview ).toBe( false );
		expect( DEFAULTS.interests ).toEqual( [] );
	} );
} );

describe( 'MailchimpEdit', () => {
	beforeEach( () => {
		mockApiFetch.mockReset();
		setEditorData( true );
	} );

	it( 'state 0 (unknown): a spinner while the connection is checked', async () => {
		mockApiFetch.mockReturnValue( new Promise( () => {} ) );
		await renderEdit();
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Re-check Connection' } )
		).not.toBeInTheDocument();
	} );

	it( 'state 1 (not connected): administrators get Set up form and Re-check Connection', async () => {
		answer(
			'not_connected',
			'http://example.test/settings#cairn-mailchimp'
		);
		await renderEdit();
		expect(
			screen.getByRole( 'link', { name: 'Set up form' } )
		).toHaveAttribute(
			'href',
			'http://example.test/settings#cairn-mailchimp'
		);
		await act( async () => {
			fireEvent.click(
				screen.getByRole( 'button', { name: 'Re-check Connection' } )
			);
		} );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'state 1 without a key or an audience: names the setting to fill in and asks Mailchimp nothing', async () => {
		setEditorData( true, false );
		answer( 'connected' );
		await renderEdit();
		expect( mockApiFetch ).not.toHaveBeenCalled();
		expect(
			screen.getByText( /“Audience \(list\) ID” under Mailchimp/, {
				selector: 'p',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Set up Mailchimp' } )
		).toHaveAttribute(
			'href',
			'http://example.test/wp-admin/options-general.php?page=cairn#cairn-mailchimp'
		);
		expect(
			screen.queryByRole( 'button', { name: 'Re-check Connection' } )
		).not.toBeInTheDocument();
	} );

	it( 'state 1 with an audience Mailchimp does not know: says why', async () => {
		mockApiFetch.mockImplementation( () =>
			Promise.resolve( {
				code: 'not_connected',
				connect_url: '',
				message: 'Mailchimp does not know the audience (list) ID.',
			} )
		);
		await renderEdit();
		expect(
			screen.getByText(
				'Mailchimp does not know the audience (list) ID.'
			)
		).toBeInTheDocument();
	} );

	it( 'state 1 (not connected): other users are told to ask an administrator', async () => {
		setEditorData( false );
		answer( 'not_connected' );
		await renderEdit();
		expect(
			screen.queryByRole( 'link', { name: 'Set up form' } )
		).not.toBeInTheDocument();
		expect(
			screen.getAllByText( /Ask a site administrator/ ).length
		).toBeGreaterThan( 0 );
	} );

	it( 'state 2 (connected): the preview form with a disabled email input, a locked button and the consent text', async () => {
		answer( 'connected', 'http://example.test/settings#cairn-mailchimp' );
		await renderEdit();
		expect(
			screen.getByPlaceholderText( 'Enter your email' )
		).toBeDisabled();
		expect(
			screen.getByRole( 'button', { name: 'Join my email list' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect( screen.getByText( /By clicking submit/ ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: /Manage Connection/ } )
		).toBeInTheDocument();
		expect( screen.getByLabelText( 'Signup Field Tag' ) ).toHaveAttribute(
			'placeholder',
			'SIGNUP'
		);
		expect( screen.getByLabelText( 'Signup Field Value' ) ).toHaveAttribute(
			'placeholder',
			'website'
		);
	} );

	it( 'groups are checkboxes of the interests, checking one adds its id', async () => {
		answer( 'connected' );
		const setAttributes = await renderEdit( {
			interests: [ 'int-recipes' ],
		} );
		expect(
			screen.getByRole( 'checkbox', { name: 'Recipes' } )
		).toBeChecked();
		fireEvent.click( screen.getByRole( 'checkbox', { name: 'Travel' } ) );
		expect( setAttributes ).toHaveBeenCalledWith( {
			interests: [ 'int-recipes', 'int-travel' ],
		} );
	} );

	it( 'an edited notification text shows in the block for 3 seconds, with its role', async () => {
		jest.useFakeTimers();
		try {
			answer( 'connected' );
			await renderEdit();
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
			fireEvent.change( screen.getByLabelText( 'Error text' ), {
				target: { value: 'Oops' },
			} );
			expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
				DEFAULTS.errorLabel
			);
			act( () => jest.advanceTimersByTime( 2999 ) );
			expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
			fireEvent.change( screen.getByLabelText( 'Success text' ), {
				target: { value: 'Yay' },
			} );
			expect( screen.queryByRole( 'alert' ) ).not.toBeInTheDocument();
			expect( screen.getByRole( 'status' ) ).toHaveTextContent(
				DEFAULTS.successLabel
			);
			act( () => jest.advanceTimersByTime( 2999 ) );
			expect( screen.getByRole( 'status' ) ).toBeInTheDocument();
			act( () => jest.advanceTimersByTime( 1 ) );
			expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'the inserter preview needs no connection', async () => {
		await renderEdit( { preview: true } );
		expect( mockApiFetch ).not.toHaveBeenCalled();
		expect(
			screen.getByPlaceholderText( 'Enter your email' )
		).toBeDisabled();
	} );
} );
