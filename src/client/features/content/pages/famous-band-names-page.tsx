import { ArticleLayout } from '../components/article-layout';
import { FAMOUS_BAND_NAMES } from '../content/blog-posts';
import { BorrowedNames, FAMOUS_SECTIONS, FamousIntro, JokesAndInsults } from '../articles/famous-band-names/borrowed-and-insults';
import { ForcedRenames, WordplayNames } from '../articles/famous-band-names/wordplay-and-renames';
import { FamousLessons, SoundOverMeaning } from '../articles/famous-band-names/sound-and-lessons';

export default function FamousBandNamesPage() {
  return (
    <ArticleLayout
      post={FAMOUS_BAND_NAMES}
      intro={<p>A lead balloon, a record on the floor, a bad review and a lawyer&rsquo;s letter: the true stories behind famous band names, and what they teach about naming your own.</p>}
      toc={{ label: 'In this article', entries: FAMOUS_SECTIONS }}
    >
      <FamousIntro />
      <BorrowedNames />
      <JokesAndInsults />
      <WordplayNames />
      <ForcedRenames />
      <SoundOverMeaning />
      <FamousLessons />
    </ArticleLayout>
  );
}
