// Renders the bio's token tree as React elements: React escapes every piece of text, so whatever
// the bio holds is shown as text and never run as markup.
import type { ReactNode } from 'react';
import type { BioBlock, BioRun } from '../bio-markup';

function Runs({ runs }: { runs: readonly BioRun[] }) {
  return runs.map((run, i) => {
    let node: ReactNode = run.text;
    if (run.italic) node = <em>{node}</em>;
    if (run.bold) node = <strong>{node}</strong>;
    return <span key={i}>{node}</span>;
  });
}

const HEADING_CLASS = 'font-display font-semibold text-slate-900 dark:text-slate-50';

function Block({ block }: { block: BioBlock }) {
  switch (block.kind) {
    case 'heading':
      // The card's own title is an h3, so the bio's headings sit below it.
      if (block.level === 1) return <h4 className={`${HEADING_CLASS} text-xl`}><Runs runs={block.runs} /></h4>;
      if (block.level === 2) return <h5 className={`${HEADING_CLASS} text-lg`}><Runs runs={block.runs} /></h5>;
      return <h6 className={`${HEADING_CLASS} text-base`}><Runs runs={block.runs} /></h6>;
    case 'paragraph':
      return (
        <p>
          {block.lines.map((line, i) => (
            <span key={i}>
              {i > 0 && <br />}
              <Runs runs={line} />
            </span>
          ))}
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-1 pl-6">
          {block.items.map((item, i) => (
            <li key={i}>
              <Runs runs={item} />
            </li>
          ))}
        </ul>
      );
  }
}

export function BioMarkupView({ blocks, testId }: { blocks: readonly BioBlock[]; testId?: string }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-800 dark:text-slate-200" data-testid={testId}>
      {blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}
