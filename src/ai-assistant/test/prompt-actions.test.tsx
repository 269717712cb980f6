/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';

/**
 * Internal dependencies
 */
import AiAssistantPromptActions from '../components/prompt-actions';
import type { AiAssistantPromptActionsProps } from '../types';

/**
 * Renders the buttons for a finished answer.
 *
 * @param props Props to replace.
 */
function renderActions( props: Partial< AiAssistantPromptActionsProps > ) {
	render(
		<AiAssistantPromptActions
			isBusy={ false }
			canRequest
			hasAnswer
			hasPrompt
			canRetry={ false }
			canTryAgain
			isTitle={ false }
			canAcceptTitle={ false }
			acceptRef={ createRef() }
			stopRef={ createRef() }
			onStop={ jest.fn() }
			onGenerate={ jest.fn() }
			onResend={ jest.fn() }
			onAccept={ jest.fn() }
			onAcceptTitle={ jest.fn() }
			onDiscard={ jest.fn() }
			onUndo={ jest.fn() }
			onClose={ jest.fn() }
			{ ...props }
		/>
	);
}

const queryButton = ( name: string ) =>
	screen.queryByRole( 'button', { name } );

describe( 'AI Assistant prompt actions', () => {
	it( 'title mode in the post editor: Accept title instead of Accept', () => {
		const acceptRef = createRef< HTMLButtonElement >();
		renderActions( { isTitle: true, canAcceptTitle: true, acceptRef } );
		expect( queryButton( 'Accept' ) ).not.toBeInTheDocument();
		expect( queryButton( 'Accept title' ) ).toBeInTheDocument();
		expect( acceptRef.current ).toBe( queryButton( 'Accept title' ) );
	} );

	it( 'title mode with no post editor: the answer can still be accepted with Accept', () => {
		const acceptRef = createRef< HTMLButtonElement >();
		renderActions( { isTitle: true, canAcceptTitle: false, acceptRef } );
		expect( queryButton( 'Accept' ) ).toBeInTheDocument();
		expect( queryButton( 'Accept title' ) ).not.toBeInTheDocument();
		expect( acceptRef.current ).toBe( queryButton( 'Accept' ) );
	} );

	it( 'an answer that reads as a title offers both Accept and Accept title', () => {
		renderActions( { isTitle: false, canAcceptTitle: true } );
		expect( queryButton( 'Accept' ) ).toBeInTheDocument();
		expect( queryButton( 'Accept title' ) ).toBeInTheDocument();
	} );
} );
