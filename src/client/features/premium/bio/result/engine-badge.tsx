// Which engine wrote a result: the AI, or the local writer (which costs no tokens).
import { Bot, Cpu } from 'lucide-react';

export function EngineBadge({ isAIGenerated, testId }: { isAIGenerated: boolean; testId?: string }) {
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300"
      data-testid={testId}
    >
      {isAIGenerated ? <Bot className="h-3.5 w-3.5" aria-hidden /> : <Cpu className="h-3.5 w-3.5" aria-hidden />}
      {isAIGenerated ? 'AI' : 'Local (No Tokens Used)'}
    </span>
  );
}
