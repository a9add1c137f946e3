// 'How to Test Your Band Name', part 1: why test at all, and tests 1 to 3.
import { Link } from 'react-router';

export const TESTING_SECTIONS = [
  { id: 'phone-test', title: '1. The phone test' },
  { id: 'search-engine-test', title: '2. The search engine test' },
  { id: 'first-impression-test', title: '3. The first impression test' },
  { id: 'logo-test', title: '4. The logo visualization test' },
  { id: 'merchandise-test', title: '5. The merchandise test' },
  { id: 'radio-dj-test', title: '6. The radio DJ test' },
  { id: 'domain-name-test', title: '7. The domain name test' },
] as const;

export function TestingIntro() {
  return (
    <>
      <p>
        Most bands choose a name the way they choose a pizza topping at two in the morning: somebody says something, everybody laughs,
        and it sticks. Sometimes that works out beautifully. More often the band discovers, a year and forty gigs later, that nobody can
        spell it, that a jazz trio in Ohio already has it, or that it looks like a pharmaceutical brand when it is printed on a T-shirt.
      </p>
      <p>
        A name is the one piece of your music that reaches people before the music does. It is what a friend repeats in a noisy bar,
        what a promoter types into a search box, what a stranger reads on a flyer and decides whether to click. It is worth an afternoon
        of deliberate testing before you commit to artwork, social accounts and merch.
      </p>
      <p>
        The seven tests below are the ones working musicians, promoters and designers tend to run, whether or not they call them tests.
        None of them needs money or special tools. Run a shortlist of three to five names through all seven and the weak ones usually
        eliminate themselves. If you do not have a shortlist yet, the <Link to="/">band name generator</Link> will give you plenty of
        raw material to test.
      </p>
      <h2 id="before-you-start">Before you start: write the shortlist down</h2>
      <p>
        Testing only works if you compare names side by side. Write each candidate on its own line, then next to it note how you would
        say it, how you would spell it and the first three words it makes you think of. This takes five minutes and it already exposes
        problems: if two band members say the same name differently, you have found your first warning sign before any test has
        started.
      </p>
    </>
  );
}

export function TestsOneToThree() {
  return (
    <>
      <h2 id="phone-test">1. The phone test</h2>
      <p>
        Call a friend who has not heard the name, say it once in a normal voice, and ask them to text it back to you. Then do it again
        with a second friend, ideally over a bad connection or with music playing in the background. What comes back is what your future
        fans will type into Spotify after hearing your name from the stage, on a podcast or from a friend.
      </p>
      <p>The phone test catches several different problems at once:</p>
      <ul>
        <li>
          <strong>Spelling ambiguity.</strong> If your name can be spelled two reasonable ways (Nite or Night, Grey or Gray, Kat or Cat),
          a share of the people who hear it will search for the wrong one. Deliberate misspellings are fine as a style, but you will
          spend years saying &ldquo;with a K&rdquo;. Decide whether that is a price you want to pay.
        </li>
        <li>
          <strong>Homophones and mishearing.</strong> Names that sound like other words get misheard. A band called &ldquo;Sine
          Language&rdquo; will be written down as &ldquo;Sign Language&rdquo; by almost everyone who only hears it.
        </li>
        <li>
          <strong>Word boundaries.</strong> Run-together names (&ldquo;Wearethesky&rdquo;) and names that split in unexpected places are
          hard to pass along by voice. If your friend texts back the right letters but with spaces in the wrong places, search engines
          and streaming services may still cope, but people will not remember it.
        </li>
        <li>
          <strong>Pronunciation.</strong> If the name is written in a way that could be read more than one way, people who see it first
          will say it wrong, and people who hear it first will not recognise it in writing. Both groups are your audience.
        </li>
      </ul>
      <p>
        A useful variation is the bar test: say the name across a loud room, or have someone say it to you while music is playing. Names
        with clear consonants and distinct syllables survive noise; names built on soft sounds and similar vowels turn to mush. Your name
        will be said in loud rooms for as long as you play live.
      </p>
      <p>
        <strong>Passing grade:</strong> at least four out of five people write it back exactly right after hearing it once. If they
        all get it wrong in the same way, consider adopting their spelling: it is the one the world will use anyway.
      </p>

      <h2 id="search-engine-test">2. The search engine test</h2>
      <p>
        Next, find out who else is already using the name and how crowded the search results are. Do this in a private browser window,
        so your own search history does not flatter the results, and search in several places, because each tells you something
        different:
      </p>
      <ul>
        <li>
          <strong>A general web search</strong> for the name in quotation marks, then the name plus &ldquo;band&rdquo;, then plus
          &ldquo;music&rdquo;. Look at the first two pages of results.
        </li>
        <li>
          <strong>The streaming services</strong> your listeners use: Spotify, Apple Music, YouTube, Bandcamp, SoundCloud, Deezer. An
          existing artist with the same name on a streaming service is the single biggest practical problem you can have, because
          releases get merged into the wrong artist profile and fans end up following someone else.
        </li>
        <li>
          <strong>Social networks</strong>: Instagram, TikTok, Facebook and whatever is big in your scene. Check whether the handle is
          free, and also whether a similar handle belongs to an active account you could be confused with.
        </li>
        <li>
          <strong>Trademark databases.</strong> In the United States the USPTO offers a free trademark search; in Europe there are EUIPO
          and TMview; the UK Intellectual Property Office has its own search; and WIPO&rsquo;s Global Brand Database covers many
          countries at once. Look for registrations in the classes that cover recorded music and entertainment services (classes 9 and
          41 in the international system).
        </li>
      </ul>
      <p>
        Read the results with two questions in mind. First, is there another act, active or not, using this name or something very
        close to it? An identical name in the same genre is a dealbreaker. The same name used by a hardware shop in another country is
        usually not. Second, could you ever rank for it? A name made only of common words (&ldquo;The Blue Rooms&rdquo;) will be buried
        under hotels, paint colours and song titles. A name with at least one distinctive word gives people a fighting chance of finding
        you when they only half remember it.
      </p>
      <p>
        This test is not legal advice, and a clear search is not a guarantee that nobody holds rights to the name. If you are about to
        invest serious money in a release, a tour or merchandise, paying a trademark lawyer for an hour of clearance work is cheap
        insurance. Many bands have had to rename after their first album; it is always more expensive then than it would have been now.
      </p>
      <p>
        <strong>Passing grade:</strong> no artist with the same or a confusingly similar name on the major streaming services, no
        registered trademark in music or entertainment, and the core social handles available in some reasonable form.
      </p>

      <h2 id="first-impression-test">3. The first impression test</h2>
      <p>
        A name sets expectations before anyone has heard a note. &ldquo;Velvet Thunder&rdquo; promises something different from
        &ldquo;Grandma&rsquo;s Basement&rdquo;, and both promise something different from &ldquo;VOIDWRAITH&rdquo;. The question is
        whether the promise your name makes is one your music keeps.
      </p>
      <p>
        To test it, show the name in plain text to five or more people who do not know your music, and ask each of them three quick
        questions, without prompting:
      </p>
      <ol>
        <li>What kind of music do you think this band plays?</li>
        <li>What three words come to mind when you read the name?</li>
        <li>Would you click on it if you saw it in a playlist or on a festival poster?</li>
      </ol>
      <p>
        You are not looking for everyone to guess your exact genre. You are looking for answers that are in the right neighbourhood. If
        you play melancholy folk and people guess death metal, the name is working against you: the listeners it attracts will leave,
        and the ones who would love you will scroll past. If the guesses are all over the place, the name may be too neutral to carry any
        meaning at all, which is not fatal but wastes an opportunity.
      </p>
      <p>
        Pay attention to the three words as well. This is where unintended associations show up: a brand of cleaning product, a
        political movement, a slang meaning you did not know about, a notorious news story. It is far better to hear about them from
        five friends of friends than from the comments under your first video. If you plan to play abroad, ask at least one person who
        speaks the languages of the places you hope to tour; names that are harmless in one language can be embarrassing in another.
      </p>
      <p>
        <strong>Passing grade:</strong> most people place you roughly in the right musical territory, nobody finds an association that
        makes you wince, and at least some of them say they would click.
      </p>
    </>
  );
}
