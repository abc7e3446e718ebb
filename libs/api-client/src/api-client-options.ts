export type AccessToken = string | null | undefined;

export interface ApiClientOptions {
  /** The API base URL from the runtime config, e.g. `https://app.example/api`. */
  baseUrl: string;
  /** Asked before every call, so a refreshed session is used as soon as it exists. */
  getAccessToken: () => AccessToken | Promise<AccessToken>;
  /** Defaults to the global fetch. */
  fetch?: typeof fetch;
}

/** Per-call options; TanStack Query passes its `signal` so a cancelled query aborts its request. */
export interface RequestOptions {
  signal?: AbortSignal;
}
