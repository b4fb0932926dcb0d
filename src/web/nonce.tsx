import { createContext, useContext } from 'react';

/** The CSP nonce of the current server render; undefined in the browser, where scripts already ran. */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
