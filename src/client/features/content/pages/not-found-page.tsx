import { AlertCircle } from 'lucide-react';
import { Link } from 'react-router';
import { NOT_FOUND_HINT, NOT_FOUND_TITLE } from '@shared/catalog/routes';

export default function NotFoundPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="flex items-center gap-2">
          <AlertCircle className="h-8 w-8 text-red-500" aria-hidden />
          <h1 className="text-2xl font-bold">{NOT_FOUND_TITLE}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{NOT_FOUND_HINT}</p>
        <Link to="/" className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
          Back to the generator
        </Link>
      </div>
    </div>
  );
}
