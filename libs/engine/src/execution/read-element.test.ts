import { selectOptions, textOfElement } from './page-scripts';
import { readElement } from './read-element';
import { usePageShowing } from './testing/page-showing';

const page = usePageShowing(`
  <label>Country <select id="country"><option value="fr">France</option><option value="de"> Germany </option></select></label>
  <input id="name" value="Ada Lovelace"><p class="note">One</p><p class="note">Two</p><div id="later"></div>`);

describe('readElement', () => {
  it('reads the one element the locator finds in one call to the page', async () => {
    const select = page().getByLabel('Country');
    const evaluate = jest.spyOn(select, 'evaluate');
    expect(await readElement(select, selectOptions)).toEqual([{ label: 'France', value: 'fr' }, { label: 'Germany', value: 'de' }]);
    expect(await readElement(page().locator('#name'), textOfElement)).toBe('Ada Lovelace');
    expect(evaluate).not.toHaveBeenCalled();
  });

  it('waits, as locator.evaluate does, for an element not there yet', async () => {
    await page().evaluate(() => setTimeout(() => (document.getElementById('later')!.innerHTML = '<span id="late">Here now</span>'), 300));
    expect(await readElement(page().locator('#late'), textOfElement)).toBe('Here now');
  });

  it('is strict, as locator.evaluate is, when the locator finds several elements', async () => {
    await expect(readElement(page().locator('.note'), textOfElement)).rejects.toThrow(/strict mode violation/);
  });
});
