import userEvent from '@testing-library/user-event';

/** A user who types without pauses between keys: the screens' forms re-render on every key. */
export const user = userEvent.setup({ delay: null });

/** Focuses a field and enters the text in one go (multi-line text included), as pasting would. */
export async function fill(element: HTMLElement, text: string): Promise<void> {
  await user.click(element);
  await user.paste(text);
}
