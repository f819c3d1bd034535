import { cx } from '../../../components/ui/cx';

interface FigureColumn {
  label: string;
  /** a column of numbers, aligned to the right */
  numeric?: boolean;
}

/** The column heads of one of the tab's small tables of figures (low stock, sales by size). */
export function FigureTableHead({ className, columns }: { className: string; columns: FigureColumn[] }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={cx('px-3 py-2', column.numeric && 'text-right', 'font-semibold')}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
