import { formatStep } from './format-step';
import { isAccountMenu, menuButtonPlace, opensSiteMenu } from './menu-button';
import { parseStep } from './parse-step';

const stepOf = (line: string) => {
  const parsed = parseStep(line, 0);
  if (!parsed.ok || !parsed.step) throw new Error(parsed.ok ? `no step in ${line}` : parsed.error.message);
  return parsed.step;
};
const clickedTarget = (line: string) => {
  const step = stepOf(line);
  return step.kind === 'click' ? step.target : step;
};
const checked = (line: string) => {
  const step = stepOf(line);
  return step.kind === 'assert' ? step.assertion : step;
};

describe('the button that opens a menu, named by the menu', () => {
  it.each([
    ['Open the navigation menu', 'navigation'],
    ['Open the hamburger menu', 'hamburger'],
    ['Click the hamburger icon', 'hamburger'],
    ['Tap the hamburger', 'hamburger'],
    ['Click on the burger menu button', 'burger'],
    ['Open the main menu', 'main'],
    ['Expand the mobile menu', 'mobile'],
    ['Toggle the menu', ''],
    ['Open the menu', ''],
    ['Show the menu', ''],
    ['Click the menu icon', ''],
    ['Click the navbar toggler', ''],
    ['Open the user menu', 'user'],
    ['Open the account menu', 'account'],
    ['Open the profile menu', 'profile'],
    ['Open the user dropdown', 'user'],
    ['Click the avatar', 'avatar'],
    ['Click on the profile picture', 'avatar'],
  ])('%s: the %s menu button', (line, which) => {
    expect(clickedTarget(line)).toEqual({ text: which, part: 'menu-button' });
  });

  it.each([
    // A menu of the site named by its own words: the element named so.
    ['Open the Products menu', { text: 'Products' }],
    ['Click "Menu"', { text: 'Menu' }],
    ['Click My Account', { text: 'Account' }],
    ['Click the user avatar upload button', { text: 'user avatar upload', role: 'button' }],
  ])('%s: no menu button', (line, target) => {
    expect(clickedTarget(line)).toEqual(target);
  });

  it('is the menu itself, not its button, where a step checks it', () => {
    expect(checked('Check that the navigation menu is visible')).toEqual({ type: 'element-state', target: { text: 'navigation' }, state: 'visible' });
    expect(checked('Check that the hamburger icon is visible')).toEqual({ type: 'element-state', target: { text: 'hamburger', part: 'menu-button' }, state: 'visible' });
  });

  it.each(['Open the hamburger menu', 'Open the menu', 'Open the user menu', 'Click the avatar'])('writes "%s" back as a step read the same', (line) => {
    const step = stepOf(line);
    if (step.kind !== 'click') throw new Error(`${line} is no click`);
    expect(clickedTarget(formatStep(step))).toEqual(step.target);
  });

  it.each([
    ['Open the navigation menu', true],
    ['Click the hamburger icon', true],
    ['Open the user menu', false],
    ['Double-click the hamburger icon', false],
    ['Right-click the menu button', false],
    ['Click the menu button 2 times', false],
    ['Click "Menu"', false],
  ])('%s opens the site menu (done already where the window shows it): %s', (line, opens) => {
    const step = stepOf(line);
    expect(step.kind === 'click' && opensSiteMenu(step)).toBe(opens);
  });

  it("tells the user's menu from the site's", () => {
    expect(isAccountMenu({ text: 'user' })).toBe(true);
    expect(isAccountMenu({ text: 'my account' })).toBe(true);
    expect(isAccountMenu({ text: 'hamburger' })).toBe(false);
    expect(isAccountMenu({ text: '' })).toBe(false);
    expect(menuButtonPlace({ text: 'avatar' }).css).not.toBe(menuButtonPlace({ text: 'main' }).css);
  });

  it.each([
    ['Menu', true],
    ['☰', true],
    ['Open main menu', true],
    ['Toggle navigation', true],
    ['menu', true],
    ['Open', false],
    ['Main', false],
    ['Menu of the day', false],
    ['', false],
  ])('reads %j as the words of a navigation menu button: %s', (words, holds) => {
    expect(menuButtonPlace({ text: '' }).words.test(words)).toBe(holds);
  });
});
