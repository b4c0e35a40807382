export interface TestOidcProviderOptions {
  clientId: string;
  clientSecret: string;
  /** The client's registered callback URLs. */
  redirectUris: string[];
  /** 0 or absent: a free port. */
  port?: number;
  /** Account id -> claims (email, email_verified, name); absent: any id, `<id>@oidc.test`. */
  accounts?: Record<string, Record<string, unknown>>;
  /** Put email and name in the ID token too (as Google does), not only in userinfo. */
  idTokenClaims?: boolean;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  close(): Promise<void>;
}

export function startOidcProvider(opts: TestOidcProviderOptions): Promise<TestOidcProvider>;
