import { SimplePage } from '@client/components/simple-page';

export default function EmailWriterPage() {
  return <SimplePage title="Outreach Email Writer" intro="Write the e-mail that gets your band booked." />;
}
