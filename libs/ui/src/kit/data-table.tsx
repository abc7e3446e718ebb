import { type ReactNode } from 'react';

export type DataTableColumn = {
  label: string;
  /** The remote's class for the column's head cell, such as one that aligns numbers right ("rm-num"). */
  className?: string;
  /** Named for screen readers only: a column of row actions needs no visible heading. */
  isLabelHidden?: boolean;
};

export type DataTableProps = {
  columns: readonly DataTableColumn[];
  /** The body rows. */
  children: ReactNode;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** The table's name for screen readers, when no heading names it. */
  caption?: string;
  /** Added to the table's `ui-table` class. */
  className?: string;
  /** Added to the scrolling wrapper's `ui-table-wrap` class. */
  wrapClassName?: string;
  /**
   * Makes the wrapper a focusable region, named by labelledBy instead of the table, so a keyboard can scroll a
   * wide table sideways on a narrow screen.
   */
  isScrollRegion?: boolean;
  /** Rendered inside the wrapper after the table, such as a dialog that acts on a row. */
  afterTable?: ReactNode;
};

/** A table of rows under a head of column labels, scrolling sideways in its wrapper when it is too wide. */
export function DataTable({ columns, children, labelledBy, caption, className, wrapClassName, isScrollRegion = false, afterTable }: DataTableProps) {
  const region = isScrollRegion ? { role: 'region', 'aria-labelledby': labelledBy, tabIndex: 0 } : {};
  return (
    <div className={withClass('ui-table-wrap', wrapClassName)} {...region}>
      <table className={withClass('ui-table', className)} aria-labelledby={isScrollRegion ? undefined : labelledBy}>
        {caption && <caption className="ui-sr-only">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.className}>
                {column.isLabelHidden ? <span className="ui-sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {afterTable}
    </div>
  );
}

const withClass = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);
