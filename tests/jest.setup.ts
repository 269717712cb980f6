/**
 * Matchers such as `toBeInTheDocument` for every Jest test.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/*
 * `findBy…` and `waitFor` wait for a state, up to a bound. Testing Library's
 * 1 s bound is shorter than rendering the editor's components takes on a
 * machine busy with other work; the bound only matters when something is
 * slow, and a state that never comes still fails.
 */
configure( { asyncUtilTimeout: 5000 } );

/*
 * jsdom has no ResizeObserver; components such as Placeholder measure
 * themselves with one. A stand-in that never reports: sizes are not what the
 * unit tests check.
 */
if ( typeof globalThis.ResizeObserver === 'undefined' ) {
	globalThis.ResizeObserver = class ResizeObserver {
		observe() {}
		unobserve() {}
		disconnect() {}
	};
}
