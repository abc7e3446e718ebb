import { useDomId } from '@verity/ui';

/** When a target could not be found: what on the page came closest, to fix the step's wording. */
export function Candidates({ candidates }: { candidates: string[] }) {
  const headingId = useDomId();
  return (
    <div className="rm-candidates">
      <p id={headingId}>Closest matches on the page</p>
      <ul aria-labelledby={headingId}>
        {candidates.map((candidate, index) => (
          <li key={`${index}-${candidate}`}>{candidate}</li>
        ))}
      </ul>
    </div>
  );
}
