import { DocumentPage, POLICY_UPDATED } from '../components/document-page';
import { TermsOfServiceText } from '../content/terms-of-service';

export default function TermsPage() {
  return (
    <DocumentPage title="Terms of Service" updated={POLICY_UPDATED}>
      <TermsOfServiceText />
    </DocumentPage>
  );
}
