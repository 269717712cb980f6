/**
 * Matchers such as `toBeInTheDocument` for every Jest test.
 */
import '@testing-library/jest-dom';

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
