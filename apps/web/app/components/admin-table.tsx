import type { ReactNode } from 'react';

/** A console list as a table: headed columns, scrolling sideways on a narrow screen. */
export function AdminTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A person's row heading in a console table: the name, the address under it. */
export function PersonCell({ name, email }: { name: string; email: string }) {
  return (
    <th scope="row">
      {name}
      <span className="admin-sub">{email}</span>
    </th>
  );
}
