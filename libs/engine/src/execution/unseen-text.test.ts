import { describeGrammar } from './testing/grammar-cases';

// "The page shows" means a person sees the words. A browser counts more as visible: a transparent element (a toast
// that faded out, a slide or menu waiting to fade in), words clipped to a pixel for screen readers, a collapsed
// accordion panel. Such words must neither make "shows" pass nor "does not show" fail.
const HELP = 'Go to /practice/help-center.html';
const BROKEN_HELP = 'Go to /broken/practice/help-center.html';

describeGrammar(
  'words on the page that a person does not see',
  [
    {
      form: 'a collapsed answer shows once its question is opened',
      pass: [HELP, 'Check that the page does not show "Refunds reach your card"', 'Click "How do refunds work?"', 'Check that the page shows "Refunds reach your card within 5 business days"'],
      fail: { steps: [BROKEN_HELP, 'Click "How do refunds work?"', 'Check that the page shows "Refunds reach your card"'], at: 2, reason: /^Expected the page to show 'Refunds reach your card', but it does not\./ },
    },
    {
      form: 'a toast that faded out is no longer shown',
      pass: [HELP, 'Click "Save preferences"', 'Check that the page shows "Preferences saved"', 'Check that the page does not show "Preferences saved"'],
      fail: { steps: [BROKEN_HELP, 'Click "Save preferences"', 'Check that the page does not show "Preferences saved"'], at: 2, reason: /^Expected the page not to show 'Preferences saved', but it does/ },
    },
    {
      form: 'a slide waiting to fade in is not shown',
      pass: [HELP, 'Check that the page shows "Getting started with teams"', 'Click "Next article"', 'Check that the page shows "Exporting your invoices"', 'Check that the page does not show "Getting started with teams"'],
      fail: { steps: [HELP, 'Check that the page shows "Exporting your invoices"'], at: 1, reason: /^Expected the page to show 'Exporting your invoices', but it does not\. The page shows: '(?!.*Exporting)/ },
    },
    {
      form: 'a closed menu that fades in is not shown until opened',
      pass: [HELP, 'Check that the page does not show "Billing history"', 'Click "My account"', 'Check that the page shows "Billing history"'],
      fail: { steps: [HELP, 'Check that the page shows "Billing history"'], at: 1, reason: /^Expected the page to show 'Billing history', but it does not\./ },
    },
    {
      form: 'words kept for screen readers only are not shown',
      pass: [HELP, 'Check that the page shows "System status"', 'Check that the page does not show "opens in a new tab"'],
      fail: { steps: [HELP, 'Check that the page shows "opens in a new tab"'], at: 1, reason: /^Expected the page to show 'opens in a new tab', but it does not\./ },
    },
  ],
  { site: 'apps' },
);
