/** Settles with `work`, or with undefined after `ms` (or when `work` fails): a page that never answers must not hold the caller. */
export function atMost<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([work.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}
