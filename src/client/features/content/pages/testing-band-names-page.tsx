import { ArticleLayout } from '../components/article-layout';
import { TESTING_BAND_NAMES } from '../content/blog-posts';
import { TESTING_SECTIONS, TestingIntro, TestsOneToThree } from '../articles/testing-band-names/tests-one-to-three';
import { TestsFourToFive, TestsSixToSeven } from '../articles/testing-band-names/tests-four-to-seven';

export default function TestingBandNamesPage() {
  return (
    <ArticleLayout
      post={TESTING_BAND_NAMES}
      intro={<p>Seven practical tests every band name should pass before you print the T-shirts, register the domain or announce the first gig.</p>}
      toc={{ label: 'The seven tests', entries: TESTING_SECTIONS }}
    >
      <TestingIntro />
      <TestsOneToThree />
      <TestsFourToFive />
      <TestsSixToSeven />
    </ArticleLayout>
  );
}
