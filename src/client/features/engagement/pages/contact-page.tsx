// /contact (free-area.md sections 2, 5 and 8): every field required at field level, the e-mail
// field typed as e-mail; success toasts 'Message Sent' and clears the form.
import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import type { ContactRequest } from '@shared/contracts/engagement';
import { SimplePage } from '@client/components/simple-page';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { toast } from '@client/components/ui/use-toast';
import { ApiError } from '@client/lib/api';
import { useSendContactMessage } from '../api/contact';

const EMPTY: ContactRequest = { name: '', email: '', subject: '', message: '' };

export default function ContactPage() {
  const [form, setForm] = useState<ContactRequest>(EMPTY);
  const mutation = useSendContactMessage();
  const sending = mutation.isPending;
  const set = (key: keyof ContactRequest) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    try {
      await mutation.mutateAsync({ name: form.name.trim(), email: form.email.trim(), subject: form.subject.trim(), message: form.message.trim() });
    } catch (err) {
      // Too many messages from this address: the server's text says when to try again.
      const limited = err instanceof ApiError && err.status === 429 ? err.serverMessage : undefined;
      toast({ title: 'Error', description: limited ?? 'There was a problem sending your message. Please try again.', variant: 'destructive' });
      return;
    }
    toast({ title: 'Message Sent', description: "Thanks for reaching out. We'll get back to you soon.", variant: 'success' });
    setForm(EMPTY);
  };

  return (
    <SimplePage title="Contact" intro="Questions, ideas or problems: send us a message and we'll answer by e-mail.">
      <form className="grid max-w-2xl gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900" onSubmit={submit} data-testid="contact-form" aria-busy={sending}>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label="Name">
            <Input name="name" required maxLength={100} autoComplete="name" value={form.name} onChange={set('name')} disabled={sending} />
          </Field>
          <Field id="contact-email" label="Email">
            <Input name="email" type="email" required maxLength={255} autoComplete="email" value={form.email} onChange={set('email')} disabled={sending} />
          </Field>
        </div>
        <Field id="contact-subject" label="Subject">
          <Input name="subject" required maxLength={200} value={form.subject} onChange={set('subject')} disabled={sending} />
        </Field>
        <Field id="contact-message" label="Message">
          <Textarea name="message" required maxLength={5000} rows={6} value={form.message} onChange={set('message')} disabled={sending} />
        </Field>
        <div>
          <Button type="submit" size="lg" disabled={sending}>
            <Send className="h-4 w-4" aria-hidden />
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </SimplePage>
  );
}
