import { createContext, useContext } from "react";

/** The per-request CSP nonce, handed from entry.server to every <script> the app renders. */
export const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
