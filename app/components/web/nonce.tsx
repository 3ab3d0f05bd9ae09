import { createContext, useContext } from "react";

// The server renders with this response's CSP nonce; in the browser it is empty
// (browsers hide nonces from the DOM), which React tolerates for this attribute.
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
