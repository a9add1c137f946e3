// What the home page's empty state offers besides its sentence: the e-mail signup and the
// band-challenge survey (one lazily loaded chunk).
import { BandChallengeSurvey } from './band-challenge-survey';
import { EmailSignupForm } from './email-signup-form';

export default function EmptyStateEngagement() {
  return (
    <div className="mt-6 grid gap-6">
      <EmailSignupForm />
      <BandChallengeSurvey />
    </div>
  );
}
