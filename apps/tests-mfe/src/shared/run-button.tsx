import { type Test } from '@verity/contracts';

type RunButtonProps = {
  test: Test;
  isStarting: boolean;
  onRun: (test: Test) => void;
  className?: string;
};

/** "Run", named after its test for screen readers ("Run Sign in"), since a list shows one per test. */
export function RunButton({ test, isStarting, onRun, className = 'ui-button ui-button-secondary ui-button-small' }: RunButtonProps) {
  return (
    <button type="button" className={className} onClick={() => onRun(test)} disabled={isStarting}>
      {isStarting ? 'Starting…' : 'Run'}
      <span className="ui-sr-only"> {test.configuration.name}</span>
    </button>
  );
}
