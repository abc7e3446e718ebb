import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, Dialog } from './dialog';
import { DomIdPrefixContext } from './dom-id';
import { ExternalLink } from './external-link';
import { remoteStylesheetProblems, unscopedSelectors } from './css-scope';
import { KIT_CSS } from './kit-styles';
import { ErrorState, LoadingState } from './query-states';

afterEach(cleanup);

describe('the kit', () => {
  it('labels a dialog by its title with an id named after the React root it renders in', () => {
    render(
      <DomIdPrefixContext.Provider value="runs">
        <Dialog title="Screenshot after step 2" onClose={() => undefined} hasCloseButton>
          <p>Body</p>
        </Dialog>
      </DomIdPrefixContext.Provider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Screenshot after step 2' });
    expect(dialog.getAttribute('aria-labelledby')).toMatch(/^runs/);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('starts a confirmation on its harmless choice, and says what runs while the action is pending', async () => {
    const onCancel = jest.fn();
    const { rerender } = render(
      <ConfirmDialog title="Delete “Checkout”?" confirmLabel="Delete test" pendingLabel="Deleting…" isPending={false} onConfirm={() => undefined} onCancel={onCancel}>
        <p>Its runs stay.</p>
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <ConfirmDialog title="Delete “Checkout”?" confirmLabel="Delete test" pendingLabel="Deleting…" isPending onConfirm={() => undefined} onCancel={onCancel}>
        <p>Its runs stay.</p>
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Deleting…' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a loading status and a failed load with the reason and a retry', async () => {
    const onRetry = jest.fn();
    render(
      <>
        <LoadingState label="Loading runs…" lines={2} />
        <ErrorState title="Could not load the runs" error={new Error('The server did not answer.')} onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading runs…');
    expect(screen.getByRole('alert').textContent).toContain('The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('opens an external link in a new tab without giving it this window, and says so to screen readers', () => {
    render(<ExternalLink href="https://trace.playwright.dev">trace.playwright.dev</ExternalLink>);
    const link = screen.getByRole('link', { name: 'trace.playwright.dev (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noreferrer noopener');
  });

  it('styles every class its components use', () => {
    const { container } = render(
      <>
        <ConfirmDialog title="T" confirmLabel="OK" pendingLabel="…" isPending={false} onConfirm={() => undefined} onCancel={() => undefined}>
          <p>Body</p>
        </ConfirmDialog>
        <Dialog title="W" onClose={() => undefined} isWide hasCloseButton>
          <p>Body</p>
        </Dialog>
        <LoadingState label="Loading" />
        <ErrorState title="Failed" error={new Error('x')} onRetry={() => undefined} />
        <ExternalLink href="https://example.com">Example</ExternalLink>
      </>,
    );
    const used = new Set([...container.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    const missing = [...used].filter((name) => !KIT_CSS.includes(`.${name}`));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(8);
  });
});

describe('unscopedSelectors', () => {
  it('finds the rules outside a root class, in @media blocks too, and skips keyframes and comments', () => {
    const css = `
      .tm h1 { margin: 0; }
      .tm .tm-card, .tm-card-loose { border: 0; }
      /* .loose-in-a-comment { } */
      @media (max-width: 640px) { .tm .tm-row { display: block; } .stray { color: red; } }
      @keyframes tm-pulse { 50% { opacity: 0.3; } }
      .tm[hidden] { display: none; }
      :where(.tm) .tm-row > .tm-cell { padding: 0; }
      :where(.tmx) .tm-cell { padding: 0; }
      .tmx .tm-card { color: red; }`;
    expect(unscopedSelectors(css, 'tm')).toEqual(['.tm-card-loose', '.stray', ':where(.tmx) .tm-cell', '.tmx .tm-card']);
  });
});

describe('remoteStylesheetProblems', () => {
  it('names the kit classes a remote restyles on their own, and its unscoped rules', () => {
    const css = `
      :where(.rm) .ui-button { padding: 0; }
      .rm .ui-alert { margin: 0; }
      :where(.rm) .rm-fix .ui-button { margin-top: 4px; }
      :where(.rm) .ui-unknown { color: red; }
      .loose { color: red; }`;
    expect(remoteStylesheetProblems(css, 'rm')).toEqual({ unscoped: ['.loose'], restyledKitClasses: ['ui-button', 'ui-alert'] });
  });
});
