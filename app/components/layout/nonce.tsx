import { createContext, useContext, type ReactNode } from "react";

/**
 * The Content-Security-Policy nonce of the current response, for the few inline scripts and
 * styles. Set on the server only; in the browser it is empty (browsers hide nonce attributes,
 * and React does not compare them when hydrating).
 */
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
