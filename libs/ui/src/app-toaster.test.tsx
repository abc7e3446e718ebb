import { act, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { AppToaster, TOAST_SETTINGS } from './app-toaster';
import { notify } from './notify';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

const toastElement = (text: string) => screen.getByText(text).closest('[data-sonner-toast]');

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  jest.useRealTimers();
});

describe('AppToaster', () => {
  it("uses the spec's numbers", () => {
    expect(TOAST_SETTINGS).toEqual({
      position: 'bottom-right',
      durationMs: 4000,
      visibleToasts: 3,
      gapPx: 14,
      widthPx: 356,
      swipeThresholdPx: 45,
      removalDelayMs: 200,
    });
  });

  it('shows toasts bottom-right, 356 px wide with 14 px between them', async () => {
    render(<AppToaster />);
    act(() => {
      notify.info('Run queued');
    });

    const list = (await screen.findByText('Run queued')).closest('[data-sonner-toaster]') as HTMLElement;
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list.style.getPropertyValue('--width')).toBe('356px');
    expect(list.style.getPropertyValue('--gap')).toBe('14px');
  });

  it('shows the five types', async () => {
    render(<AppToaster />);
    act(() => {
      notify.success('Test saved');
      notify.info('Run queued');
      notify.warning('Few credits left');
    });
    expect(await screen.findByText('Test saved')).toBeInTheDocument();
    expect(toastElement('Test saved')).toHaveAttribute('data-type', 'success');
    expect(toastElement('Run queued')).toHaveAttribute('data-type', 'info');
    expect(toastElement('Few credits left')).toHaveAttribute('data-type', 'warning');

    act(() => {
      notify.error('Could not save the test');
      notify.loading('Saving…');
    });
    expect(await screen.findByText('Saving…')).toBeInTheDocument();
    expect(toastElement('Could not save the test')).toHaveAttribute('data-type', 'error');
    expect(toastElement('Saving…')).toHaveAttribute('data-type', 'loading');
  });

  it('keeps 3 toasts visible: a fourth hides the oldest', async () => {
    render(<AppToaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.info(`Toast ${n}`);
    });
    await screen.findByText('Toast 4');

    const visibility = [1, 2, 3, 4].map((n) => toastElement(`Toast ${n}`)?.getAttribute('data-visible'));
    expect(visibility).toEqual(['false', 'true', 'true', 'true']);
  });

  it('removes a toast 4000 ms after it appears, plus the 200 ms removal delay', () => {
    jest.useFakeTimers();
    render(<AppToaster />);
    act(() => {
      notify.success('Test saved');
    });
    act(() => {
      jest.advanceTimersByTime(100);
    });
    expect(screen.getByText('Test saved')).toBeInTheDocument();

    act(() => {
      jest.advanceTimersByTime(TOAST_SETTINGS.durationMs - 200);
    });
    expect(toastElement('Test saved')).toHaveAttribute('data-removed', 'false');

    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(toastElement('Test saved')).toHaveAttribute('data-removed', 'true');

    act(() => {
      jest.advanceTimersByTime(TOAST_SETTINGS.removalDelayMs);
    });
    expect(screen.queryByText('Test saved')).not.toBeInTheDocument();
  });
});

describe('a failure that signs the user out', () => {
  it('is not toasted: neither an error toast of it, nor the loading toast of a promise that fails with it', async () => {
    render(<AppToaster />);
    const run = deferred<never>();
    act(() => {
      notify.error('Could not start the run: Could not validate credentials: the access token has expired.');
      void notify.promise(run.promise, { loading: 'Starting the run…', success: 'Run queued', error: (error) => `Could not start: ${(error as Error).message}` }).catch(() => undefined);
      notify.error('Could not start the run: Not enough credits.');
    });
    expect(await screen.findByText('Starting the run…')).toBeInTheDocument();

    await act(async () => run.reject(new Error('Could not validate credentials')));

    await waitFor(() => expect(screen.queryByText('Starting the run…')).not.toBeInTheDocument());
    expect(screen.queryByText(/Could not validate credentials/)).not.toBeInTheDocument();
    // Other failures are toasted as before.
    expect(screen.getByText('Could not start the run: Not enough credits.')).toBeInTheDocument();
  });
});

describe('notify.promise', () => {
  it('goes from the loading text to the success text, and resolves with the data', async () => {
    render(<AppToaster />);
    const save = deferred<{ name: string }>();
    let result: Promise<{ name: string }> | undefined;
    act(() => {
      result = notify.promise(save.promise, { loading: 'Saving the test…', success: (test) => `Saved ${test.name}`, error: 'Could not save' });
    });

    expect(await screen.findByText('Saving the test…')).toBeInTheDocument();
    expect(toastElement('Saving the test…')).toHaveAttribute('data-type', 'loading');

    await act(async () => save.resolve({ name: 'Checkout' }));

    expect(await screen.findByText('Saved Checkout')).toBeInTheDocument();
    expect(toastElement('Saved Checkout')).toHaveAttribute('data-type', 'success');
    expect(screen.queryByText('Saving the test…')).not.toBeInTheDocument();
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(1);
    await expect(result).resolves.toEqual({ name: 'Checkout' });
  });

  it('goes from the loading text to the error text, and rejects for a caller that awaits', async () => {
    render(<AppToaster />);
    const save = deferred<never>();
    let result: Promise<never> | undefined;
    act(() => {
      result = notify.promise(save.promise, {
        loading: 'Saving the test…',
        success: 'Saved',
        error: (error) => `Could not save: ${(error as Error).message}`,
      });
    });
    expect(await screen.findByText('Saving the test…')).toBeInTheDocument();

    await act(async () => save.reject(new Error('Not enough credits.')));

    expect(await screen.findByText('Could not save: Not enough credits.')).toBeInTheDocument();
    expect(toastElement('Could not save: Not enough credits.')).toHaveAttribute('data-type', 'error');
    expect(screen.queryByText('Saving the test…')).not.toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await expect(result).rejects.toThrow('Not enough credits.');
  });

  it('turns a function that throws before returning a promise into the error toast', async () => {
    render(<AppToaster />);
    act(() => {
      void notify
        .promise(
          () => {
            throw new Error('Invalid URL');
          },
          { loading: 'Checking…', success: 'Checked', error: 'Check failed' },
        )
        .catch(() => undefined);
    });

    await waitFor(() => expect(screen.getByText('Check failed')).toBeInTheDocument());
    expect(screen.queryByText('Checked')).not.toBeInTheDocument();
  });
});
