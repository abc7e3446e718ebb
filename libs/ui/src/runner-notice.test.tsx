import { render, screen } from '@testing-library/react';
import { RunnerNotice } from './runner-notice';

describe('RunnerNotice', () => {
  it('says runs cannot start, what is missing and the command that fixes it, as copyable code', () => {
    render(
      <RunnerNotice
        id="runner"
        runner={{
          state: 'unavailable',
          problem: 'No browser for test runs: there is no Chrome or Chromium on this machine.',
          fix: 'Run `npx playwright-core install chromium` in the Verity folder, then run the test again.',
        }}
      />,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveAttribute('id', 'runner');
    expect(notice).toHaveTextContent('Test runs cannot start: no browser');
    expect(notice).toHaveTextContent('No browser for test runs: there is no Chrome or Chromium on this machine.');
    expect(notice).toHaveTextContent('Run npx playwright-core install chromium in the Verity folder, then run the test again.');
    expect(screen.getByText('npx playwright-core install chromium').tagName).toBe('CODE');
  });

  it('says runs will wait when no worker is running', () => {
    render(<RunnerNotice runner={{ state: 'no_workers', problem: 'No worker is running.', fix: 'Start a worker.' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Runs will wait: no worker is running');
  });

  it('shows nothing while runs can start, or before the status is known', () => {
    const { container, rerender } = render(<RunnerNotice runner={{ state: 'ready', workers: 2 }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RunnerNotice runner={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
