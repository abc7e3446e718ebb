import { createContext, useContext, useId } from 'react';

/**
 * The shell and each remote parcel are separate React roots whose useId values can coincide: each root names its
 * ids with a prefix of its own (defineRemote provides the remote's name).
 */
export const DomIdPrefixContext = createContext('verity');

/** A document-unique id for labels and ARIA references. */
export function useDomId(): string {
  return `${useContext(DomIdPrefixContext)}${useId()}`;
}
