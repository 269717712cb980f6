/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { useEmbedForm, type EmbedOutcome } from '../use-embed-form';

/**
 * Renders the hook with an embed that answers as told.
 *
 * @param embed The block's embed.
 * @return The rendered hook.
 */
function renderForm(
	embed: ( input: string ) => EmbedOutcome | Promise< EmbedOutcome >
) {
	return renderHook( () => useEmbedForm( 'https://example.com/a', embed ) );
}

describe( 'useEmbedForm', () => {
	it( 'starts with what the block holds, and no notice', () => {
		const { result } = renderForm( () => 'embedded' );
		expect( result.current.input ).toBe( 'https://example.com/a' );
		expect( result.current.failed ).toBeNull();
		expect( result.current.unreachable ).toBe( false );
		expect( result.current.busy ).toBe( false );
	} );

	it( 'hands the block what is in the field', async () => {
		const embed = jest.fn( (): EmbedOutcome => 'embedded' );
		const { result } = renderForm( embed );
		act( () => result.current.setInput( 'https://example.com/b' ) );
		await act( () => result.current.submit() );
		expect( embed ).toHaveBeenCalledWith( 'https://example.com/b' );
		expect( result.current.failed ).toBeNull();
	} );

	it( 'keeps what was entered when it cannot be embedded, for the error and the link', async () => {
		const { result } = renderForm( () => 'failed' );
		act( () => result.current.setInput( 'https://example.com/nope' ) );
		let outcome: EmbedOutcome | undefined;
		await act( async () => {
			outcome = await result.current.submit();
		} );
		expect( outcome ).toBe( 'failed' );
		expect( result.current.failed ).toBe( 'https://example.com/nope' );
		expect( result.current.input ).toBe( 'https://example.com/nope' );
	} );

	it( 'warns, and calls nothing wrong, when the service could not be reached', async () => {
		const { result } = renderForm(
			async (): Promise< EmbedOutcome > => 'unreachable'
		);
		await act( () => result.current.submit() );
		expect( result.current.unreachable ).toBe( true );
		expect( result.current.failed ).toBeNull();
	} );

	it( 'starts each attempt clean', async () => {
		const outcomes: EmbedOutcome[] = [
			'failed',
			'unreachable',
			'embedded',
		];
		const { result } = renderForm( () => outcomes.shift() ?? 'embedded' );
		await act( () => result.current.submit() );
		expect( result.current.failed ).not.toBeNull();
		await act( () => result.current.submit() );
		expect( result.current.failed ).toBeNull();
		expect( result.current.unreachable ).toBe( true );
		await act( () => result.current.submit() );
		expect( result.current.unreachable ).toBe( false );
	} );

	it( 'changes nothing when there was nothing to embed', async () => {
		const { result } = renderForm( () => 'ignored' );
		let outcome: EmbedOutcome | undefined;
		await act( async () => {
			outcome = await result.current.submit();
		} );
		expect( outcome ).toBe( 'ignored' );
		expect( result.current.failed ).toBeNull();
		expect( result.current.unreachable ).toBe( false );
	} );

	it( 'is busy while the block follows a short link, and only then', async () => {
		let answer: ( outcome: EmbedOutcome ) => void = () => {};
		const { result } = renderForm(
			() =>
				new Promise< EmbedOutcome >( ( resolve ) => {
					answer = resolve;
				} )
		);
		let pending: Promise< EmbedOutcome > | undefined;
		act( () => {
			pending = result.current.submit();
		} );
		expect( result.current.busy ).toBe( true );
		await act( async () => {
			answer( 'embedded' );
			await pending;
		} );
		expect( result.current.busy ).toBe( false );
	} );

	it( 'is never busy for a block that reads what was entered at once', async () => {
		const seen: boolean[] = [];
		const { result } = renderHook( () => {
			const form = useEmbedForm( '', () => 'embedded' );
			seen.push( form.busy );
			return form;
		} );
		await act( () => result.current.submit() );
		expect( seen ).not.toContain( true );
	} );

	it( 'opens again over an embed on edit, and closes once something is embedded', async () => {
		const outcomes: EmbedOutcome[] = [ 'failed', 'embedded' ];
		const { result } = renderHook( () =>
			useEmbedForm( '', () => outcomes.shift() ?? 'embedded' )
		);
		expect( result.current.editing ).toBe( false );
		act( () => result.current.edit() );
		expect( result.current.editing ).toBe( true );
		await act( () => result.current.submit() );
		expect( result.current.editing ).toBe( true );
		await act( () => result.current.submit() );
		expect( result.current.editing ).toBe( false );
	} );

	it( 'starts open where the block has nothing to embed yet', () => {
		const { result } = renderHook( () =>
			useEmbedForm( '', () => 'embedded', true )
		);
		expect( result.current.editing ).toBe( true );
	} );

	it( 'is no longer busy when the attempt throws', async () => {
		const { result } = renderForm( async () => {
			throw new Error( 'boom' );
		} );
		await act( async () => {
			await expect( result.current.submit() ).rejects.toThrow( 'boom' );
		} );
		expect( result.current.busy ).toBe( false );
	} );
} );
