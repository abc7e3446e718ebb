import { cleanup, render, screen, within } from '@testing-library/react';
import { DataTable, type DataTableColumn } from './data-table';
import { KIT_CSS } from './kit-styles';

afterEach(cleanup);

const COLUMNS: DataTableColumn[] = [{ label: 'Name' }, { label: 'Credits', className: 'rm-num' }, { label: 'Actions', isLabelHidden: true }];

const rows = (
  <tr>
    <td>Checkout</td>
    <td className="rm-num">3</td>
    <td>
      <button type="button">Revoke</button>
    </td>
  </tr>
);

describe('DataTable', () => {
  it('is named by its heading, with its column heads in order and the rows in its body', () => {
    render(
      <>
        <h2 id="runs-heading">Runs</h2>
        <DataTable columns={COLUMNS} labelledBy="runs-heading">
          {rows}
        </DataTable>
      </>,
    );
    const table = screen.getByRole('table', { name: 'Runs' });
    expect(within(table).getAllByRole('columnheader').map((head) => head.textContent)).toEqual(['Name', 'Credits', 'Actions']);
    expect(within(table).getByRole('columnheader', { name: 'Credits' }).className).toBe('rm-num');
    expect(within(table).getByRole('columnheader', { name: 'Actions' }).firstElementChild?.className).toBe('ui-sr-only');
    expect(within(table).getByRole('row', { name: /Checkout/ }).parentElement?.tagName).toBe('TBODY');
    expect(table.parentElement?.className).toBe('ui-table-wrap');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('names a table under no heading by a caption for screen readers, and keeps a dialog in its wrapper', () => {
    render(
      <DataTable columns={COLUMNS} caption="Your API tokens" afterTable={<div role="dialog" aria-label="Revoke?" />}>
        {rows}
      </DataTable>,
    );
    const table = screen.getByRole('table', { name: 'Your API tokens' });
    expect(table.querySelector('caption')?.className).toBe('ui-sr-only');
    expect(table.hasAttribute('aria-labelledby')).toBe(false);
    expect(screen.getByRole('dialog', { name: 'Revoke?' }).previousElementSibling).toBe(table);
  });

  it('as a scroll region, names and focuses its wrapper instead of the table', () => {
    render(
      <>
        <h2 id="history-heading">Credits history</h2>
        <DataTable columns={COLUMNS} labelledBy="history-heading" isScrollRegion className="billing-history" wrapClassName="billing-history-wrap">
          {rows}
        </DataTable>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Credits history' });
    expect(region.className).toBe('ui-table-wrap billing-history-wrap');
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole('table');
    expect(table.className).toBe('ui-table billing-history');
    expect(table.hasAttribute('aria-labelledby')).toBe(false);
  });

  it('uses only classes the kit styles, besides the ones a remote passes', () => {
    const { container } = render(
      <DataTable columns={[{ label: 'Name' }, { label: 'Actions', isLabelHidden: true }]} caption="Tokens">
        {null}
      </DataTable>,
    );
    const used = new Set([...container.querySelectorAll('[class]')].flatMap((element) => [...element.classList]));
    expect([...used].sort()).toEqual(['ui-sr-only', 'ui-table', 'ui-table-wrap']);
    expect([...used].filter((name) => !KIT_CSS.includes(`.${name}`))).toEqual([]);
  });
});
