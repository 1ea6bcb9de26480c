import type { CSSProperties } from 'react';
import type { UserViewComponent } from 'sanity/structure';
import { deductionRows, type QuestionnaireValue } from './deduction-rows';

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid var(--card-border-color, #ddd)',
  textAlign: 'left',
  verticalAlign: 'top',
};

/** A read-only overview of every answer's effect on the offer, in the pricing rules' own terms. */
export const DeductionsView: UserViewComponent = ({ document }) => {
  const rows = deductionRows(document.displayed as QuestionnaireValue);
  return (
    <div style={{ padding: 16, fontSize: 14 }}>
      <p style={{ marginTop: 0 }}>
        What each answer takes off the offer. Deductions are checked in order and the first whose rules hold applies;
        percentages are of the car’s starting value.
      </p>
      <table style={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            {['Question', 'Answer', 'Effect on the offer', 'Bring in'].map((heading) => (
              <th key={heading} style={cell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td style={cell}>{row.question}</td>
              <td style={cell}>{row.answer}</td>
              <td style={cell}>{row.effect}</td>
              <td style={cell}>{row.bringIn ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
