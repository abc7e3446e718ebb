/**
 * The page shown when the app cannot start (no /config.json, an invalid one, a shell chunk that fails to
 * download). Plain DOM: React itself may be what failed to load.
 */
export function renderStartupError(root: HTMLElement, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  document.title = 'Verity could not start';

  const page = document.createElement('main');
  page.className = 'startup-error';
  const heading = document.createElement('h1');
  heading.textContent = 'Verity could not start';
  const explanation = document.createElement('p');
  explanation.textContent =
    'The app could not load its configuration, so it does not know where its services are. ' +
    'Please try again in a moment; if it keeps happening, the deployment needs attention.';
  const details = document.createElement('pre');
  details.textContent = message;
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = 'Try again';
  reload.addEventListener('click', () => window.location.reload());

  page.append(heading, explanation, details, reload);
  root.replaceChildren(page);
}
