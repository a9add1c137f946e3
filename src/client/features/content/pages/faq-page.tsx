import { SimplePage } from '../../../components/simple-page';

export default function FaqPage() {
  return <SimplePage title="Frequently Asked Questions" intro="Answers about the generator, album covers, usage rights and technical questions." />;
}
