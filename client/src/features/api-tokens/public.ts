/** What other features use of API tokens: its section of the Settings page. */
export { ApiTokensSection } from './api-tokens-section.tsx';
