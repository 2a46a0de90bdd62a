/**
 * What other features use of the identity provider's sign-in: the sign-in page's button and
 * Settings' section. ESLint holds the border (eslint.config.js, client zones).
 */
export { ContinueWithProvider } from './continue-with-provider.tsx';
export { LinkedIdentitySection } from './linked-identity-section.tsx';
export { useHasPassword } from './api.ts';
