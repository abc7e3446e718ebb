import { getByRole } from '@testing-library/dom';
import { renderStartupError } from './startup-error-page';

describe('renderStartupError', () => {
  it('replaces the page with a readable error and a way to try again', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>Loading…</p>';
    document.body.append(root);
    renderStartupError(root, new Error('Could not load /config.json: HTTP 503'));

    expect(getByRole(root, 'heading', { level: 1, name: 'Verity could not start' })).toBeInTheDocument();
    expect(root).toHaveTextContent('Could not load /config.json: HTTP 503');
    expect(getByRole(root, 'button', { name: 'Try again' })).toBeInTheDocument();
    expect(root).not.toHaveTextContent('Loading…');
    expect(document.title).toBe('Verity could not start');
  });
});
