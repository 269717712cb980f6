/**
 * Matchers such as `toBeInTheDocument` for every Jest test.
 */
import '@testing-library/jest-dom';
