import { DocumentPage, POLICY_UPDATED } from '../components/document-page';
import { PrivacyPolicyText } from '../content/privacy-policy';

export default function PrivacyPage() {
  return (
    <DocumentPage title="Privacy Policy" updated={POLICY_UPDATED}>
      <PrivacyPolicyText />
    </DocumentPage>
  );
}
