import { type ModelsOverview } from '@verity/contracts';
import { DataTable, type DataTableColumn } from '@verity/ui';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const monthName = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
const cost = (usd: number | null) => (usd === null ? 'Unknown (a model without public prices)' : `≈ $${usd < 0.01 ? usd.toFixed(4) : usd.toFixed(2)}`);

const USAGE_COLUMNS: DataTableColumn[] = [
  { label: 'Month' },
  { label: 'Runs' },
  { label: 'Model calls' },
  { label: 'Tokens' },
  { label: 'Lines replayed' },
  { label: 'Estimated cost' },
];

/** What the user's runs spent on models, per month. */
export function UsageTable({ usage }: { usage: ModelsOverview['usage'] }) {
  return (
    <section className="settings-section" aria-labelledby="settings-usage">
      <h2 id="settings-usage">Usage</h2>
      {usage.length === 0 ? (
        <p className="ui-muted">No run has called a model or replayed a stored answer yet.</p>
      ) : (
        <DataTable columns={USAGE_COLUMNS} labelledBy="settings-usage">
          {usage.map((month) => (
            <tr key={month.month}>
              <th scope="row">{monthName(month.month)}</th>
              <td>{month.runs.toLocaleString('en-US')}</td>
              <td>{month.calls.toLocaleString('en-US')}</td>
              <td>{(month.input_tokens + month.output_tokens).toLocaleString('en-US')}</td>
              <td>{month.replayed.toLocaleString('en-US')}</td>
              <td>{cost(month.estimated_cost_usd)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
