/**
 * What the app and other features may use of auth; everything else in this folder is its own.
 * ESLint holds the border (eslint.config.js, client zones).
 */
export { setSignInMethods, switchUser } from './api.ts';
export { AuthProvider, useAuth } from './use-auth.tsx';
export { useSignedInUser } from './use-signed-in-user.ts';
export { displayName, userInitials } from './user-display.ts';
