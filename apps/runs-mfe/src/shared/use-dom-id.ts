import { useId } from 'react';

/**
 * A document-unique id for labels and ARIA references. The shell and each remote parcel are separate React
 * roots whose useId values can coincide, so this remote's ids carry its own prefix.
 */
export function useDomId(): string {
  return `runs${useId()}`;
}
