import { render } from '@testing-library/react';
import { ApplicationErrorScreen } from './application-error-screen';
import { DebugBadge } from './debug-badge';
import { NotFoundScreen } from './not-found-screen';
import { UI_CSS, UI_STYLE_ATTRIBUTE } from './ui-styles';

const styleElements = () => document.head.querySelectorAll(`style[${UI_STYLE_ATTRIBUTE}]`);

beforeEach(() => {
  for (const element of styleElements()) element.remove();
});

describe('UI styles', () => {
  it('style every class the components use', () => {
    for (const className of ['ui-screen', 'ui-error-screen', 'ui-lead', 'ui-actions', 'ui-button', 'ui-button-secondary', 'ui-debug-badge']) {
      expect(UI_CSS).toContain(`.${className} `);
    }
    expect(UI_CSS).toContain('.ui-button:focus-visible');
  });

  it('are inserted once into the head, however many components and roots render', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<NotFoundScreen onGoBack={() => undefined} />);
    render(<DebugBadge apiBaseUrl="http://localhost:3000/api" authUrl="http://localhost:3000/auth/v1" />);
    render(<ApplicationErrorScreen error={new Error('boom')} onTryAgain={() => undefined} onBackToHome={() => undefined} onCredentialsError={() => undefined} />);

    expect(styleElements()).toHaveLength(1);
    expect(styleElements()[0].textContent).toBe(UI_CSS);
  });
});
