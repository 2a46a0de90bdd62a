// The identity provider the e2e app signs in with (scripts/e2e-server.ts starts it) and the one
// person it knows, for e2e/oidc-sign-in.spec.ts.
export const E2E_OIDC = {
  name: 'Test ID',
  clientId: 'afc-e2e',
  clientSecret: 'afc-e2e-secret-long-enough-for-a-client',
  person: {
    sub: 'robin-at-test-id',
    login: 'robin',
    password: 'robin signs in at the provider',
    email: 'robin@example.com',
    email_verified: true,
    preferred_username: 'robin',
    given_name: 'Robin',
    family_name: 'Ash',
  },
};
