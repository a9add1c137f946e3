import { SimplePage } from '../../../components/simple-page';

export default function AlbumArtGeneratorPage() {
  return <SimplePage title="Free Album Art Generator" intro="Describe your sound and get a custom album cover." />;
}
