/**
 * What other features may use of the alter egos; everything else in this folder is its own.
 * ESLint holds the border (eslint.config.js, client zones).
 */
export { alterEgosQuery, useAlterEgos } from './api.ts';
