/**
 * jsdom lacks TextEncoder/TextDecoder, which @wordpress/core-data's sync
 * layer needs at import time; Node has them.
 */
import { TextDecoder, TextEncoder } from 'util';

Object.assign( globalThis, { TextDecoder, TextEncoder } );
