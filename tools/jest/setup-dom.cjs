require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// CI runs every project's tests at once on two cores, where a screen can take over a second to settle.
// findBy*/waitFor then gave up at Testing Library's default 1 s although the screen was right; they wait
// longer here and jest's own limit (jest.preset.cjs) stays above theirs.
configure({ asyncUtilTimeout: 5000 });
