import { Link } from 'react-router';
import { PREMIUM_PRODUCT_NAME, SITE_NAME } from '@shared/catalog/routes';
import { DocumentPage } from '../components/document-page';
import { GeneratorCta } from '../components/generator-cta';

export default function AboutPage() {
  return (
    <DocumentPage
      title={`About ${SITE_NAME}`}
      after={<GeneratorCta />}
      intro={<p>{SITE_NAME} helps musicians find a name, a cover and the words to introduce themselves, so they can get back to the music.</p>}
    >
      <h2>Why we built it</h2>
      <p>
        Naming a band is harder than it looks. The name has to fit the music, be easy to say and spell, look good on a poster and a
        T-shirt, and not already belong to somebody else. Most bands end up arguing about it for weeks, or settling for an in-joke they
        regret a year later. We built {SITE_NAME} to make that part quicker and more fun: a place to generate dozens of good candidates
        in seconds, see what they might look like on a cover, and pick the one worth testing properly.
      </p>

      <h2>How it works</h2>
      <ol>
        <li>
          <strong>Describe your sound.</strong> Pick a music genre, and if you like, add your influences (the artists you sound like) and
          a vibe (the mood you are after).
        </li>
        <li>
          <strong>Get names with a story.</strong> The generator suggests original band names, each with a short description of the
          idea behind it. Regenerate as often as you like, and save, copy or download the ones you want to keep.
        </li>
        <li>
          <strong>See it on a cover.</strong> Turn any name into an album cover in one of 24 art styles, with concept ideas you can take
          to a designer or use as they are.
        </li>
      </ol>
      <p>
        Names and covers come from text and image generators. Our own built-in generators always work, with no outside service
        involved; when an AI provider is configured, it produces the results instead. Names made by the built-in generator are labelled
        &ldquo;Local (No Tokens Used)&rdquo;.
      </p>

      <h2>Who it is for</h2>
      <p>
        New bands looking for their first name, solo artists after a project name, producers naming an alias, bands renaming after a
        line-up change, and anyone who needs a name for a fictional band in a story, game or film. You do not need an account: open the
        generator and start.
      </p>

      <h2>Free, with a premium suite for working musicians</h2>
      <p>
        The generator and album covers are free to use. For musicians who want more, {PREMIUM_PRODUCT_NAME} adds a set of tools for the
        rest of the job: an art studio for covers and promo images, a band bio and story builder, taglines, an outreach e-mail writer for
        booking, press and labels, and a band name generator with a Magic Mixer. Premium accounts sign in with a one-time e-mail link,
        and payments are handled by Stripe.
      </p>

      <h2>What we believe</h2>
      <ul>
        <li>
          <strong>Your name is yours.</strong> You can use the names and covers you generate, including commercially. We do not claim
          them. Because anyone can generate names, we cannot guarantee that a name is not already in use, so we show you how to{' '}
          <Link to="/blog/testing-band-names">test a band name</Link> before you commit.
        </li>
        <li>
          <strong>Privacy by default.</strong> No account needed, no advertising cookies, no third-party trackers. Our analytics are our
          own, honour Do Not Track and can be switched off. The <Link to="/privacy">Privacy Policy</Link> explains exactly what we keep.
        </li>
        <li>
          <strong>Made for musicians.</strong> The blog covers the practical side of naming, from testing a name to{' '}
          <Link to="/blog/famous-band-names">how famous bands got their names</Link>.
        </li>
      </ul>

      <h2>Get in touch</h2>
      <p>
        Found a bug, have an idea, or named your band with us? We would love to hear from you through the{' '}
        <Link to="/contact">contact form</Link>. You may also find your answer among the <Link to="/faq">frequently asked questions</Link>.
      </p>
    </DocumentPage>
  );
}
