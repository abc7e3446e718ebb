import { createBrowserProvider } from './browser-provider';

// A real Chromium (Debian's, as in production): a second or so to start.
describe('the browser provider', () => {
  it('starts one Chromium on first use, shares it, and starts another after it crashed', async () => {
    const lines: string[] = [];
    const provider = createBrowserProvider({ log: (line) => lines.push(line) });
    try {
      const [first, second] = await Promise.all([provider.get(), provider.get()]);
      expect(first).toBe(second);
      expect(first.isConnected()).toBe(true);
      expect(lines).toEqual([expect.stringMatching(/^started Chromium \d+/)]);

      const disconnected = new Promise((resolve) => first.once('disconnected', resolve));
      // What a crash looks like from here: the browser process is gone.
      await first.close();
      await disconnected;
      const third = await provider.get();
      expect(third).not.toBe(first);
      expect(third.isConnected()).toBe(true);
      const context = await third.newContext();
      await context.close();
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('fails get() with the launch error when Chromium cannot start, and tries again on the next call', async () => {
    const provider = createBrowserProvider({ executablePath: '/nonexistent/chromium' });
    try {
      await expect(provider.get()).rejects.toThrow(/nonexistent\/chromium/);
      await expect(provider.get()).rejects.toThrow(/nonexistent\/chromium/);
    } finally {
      await provider.close();
    }
  });
});
