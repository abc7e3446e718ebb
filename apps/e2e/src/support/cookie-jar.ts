/** A browser's cookie jar for one origin, enough to follow a session across server-function calls. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  getAll(): Array<{ name: string; value: string }> {
    return [...this.cookies].map(([name, value]) => ({ name, value }));
  }

  setAll(cookies: Array<{ name: string; value: string; options: { maxAge?: number } }>): void {
    for (const { name, value, options } of cookies) {
      if (value === '' || options.maxAge === 0) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Applies a response's Set-Cookie headers, as a browser would. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
      this.setAll([{ name, value: decodeURIComponent(value), options: expired ? { maxAge: 0 } : {} }]);
    }
  }

  header(): string {
    return this.getAll()
      .map(({ name, value }) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
  }

  copy(): CookieJar {
    const copy = new CookieJar();
    copy.setAll(this.getAll().map((cookie) => ({ ...cookie, options: {} })));
    return copy;
  }
}
