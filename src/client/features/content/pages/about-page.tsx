import { SimplePage } from '../../../components/simple-page';

export default function AboutPage() {
  return <SimplePage title="About" intro="Band Name Studio helps musicians find a name, a cover and the words to introduce themselves." />;
}
