import { SimplePage } from '../../../components/simple-page';

export default function HomePage() {
  return <SimplePage title="Find your band's name" intro="Pick a genre, add your influences and a vibe, and get names worth keeping." />;
}
