import { SimplePage } from '../../../components/simple-page';

export default function ContactPage() {
  return <SimplePage title="Contact" intro="Questions, ideas or problems: send us a message." />;
}
