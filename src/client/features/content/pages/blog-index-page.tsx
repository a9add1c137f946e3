import { SimplePage } from '../../../components/simple-page';

export default function BlogIndexPage() {
  return <SimplePage title="Blog" intro="Guides for naming your band and the stories behind famous names." />;
}
