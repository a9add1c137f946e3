// The feedback dialog (free-area.md sections 4, 5 and 8): a 1-5 star rating, an optional comment
// of at most 500 characters with a live counter, Submit (disabled without a rating or while
// submitting), Skip and the close icon. A failed submit keeps it open.
import { useState, type FormEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogPanel } from '@client/components/ui/dialog-panel';

import { FEEDBACK } from '@shared/catalog/limits';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useSubmitFeedback } from '../api/feedback';
import { StarRating } from './star-rating';

export function FeedbackDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const mutation = useSubmitFeedback();
  const submitting = mutation.isPending;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (submitting) return;
    if (rating === 0) {
      toast({ title: 'Please select a rating', description: "We'd love to know what you think of our site!", variant: 'destructive' });
      return;
    }
    try {
      await mutation.mutateAsync({ rating, comment: comment.trim() || null });
    } catch {
      toast({ title: 'Error', description: 'Failed to submit feedback. Please try again.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Thank you for your feedback!', description: 'Your input helps us improve the site.', variant: 'success' });
    onOpenChange(false);
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        // Nothing closes it half-way through a submit.
        if (!submitting) onOpenChange(o);
      }}
    >
      <DialogPanel data-testid="feedback-dialog" closeDisabled={submitting}>
        <Dialog.Title className="text-xl font-bold">Before you go...</Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-700 dark:text-slate-300">How was your experience with our band name generator?</Dialog.Description>
        <form className="mt-5 grid gap-4" onSubmit={submit} aria-busy={submitting}>
          <StarRating value={rating} onChange={setRating} disabled={submitting} />
          <div className="grid gap-1">
            <label htmlFor="feedback-comment" className="text-sm font-semibold">
              Comments <span className="font-normal text-slate-600 dark:text-slate-400">(optional)</span>
            </label>
            <textarea
              id="feedback-comment"
              rows={4}
              maxLength={FEEDBACK.commentMax}
              value={comment}
              disabled={submitting}
              onChange={(e) => setComment(e.target.value.slice(0, FEEDBACK.commentMax))}
              onKeyDown={(e) => {
                // Ctrl/Cmd+Enter sends, as in most comment boxes.
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  void submit();
                }
              }}
              placeholder="Tell us what you liked or what we could do better"
              aria-describedby="feedback-counter"
              className="w-full rounded-lg border border-slate-300 bg-white p-3 text-sm text-slate-900 placeholder:text-slate-500 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100"
            />
            <p id="feedback-counter" className="text-right text-xs text-slate-600 dark:text-slate-400" data-testid="feedback-counter">
              {comment.length}/{FEEDBACK.commentMax}
            </p>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" disabled={submitting} onClick={() => onOpenChange(false)}>
              Skip
            </Button>
            <Button type="submit" disabled={rating === 0 || submitting}>
              {submitting ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
