// 'How to Test Your Band Name', part 2: tests 4 to 7 and how to decide.
export function TestsFourToFive() {
  return (
    <>
      <h2 id="logo-test">4. The logo visualization test</h2>
      <p>
        Your name will spend most of its life as a picture rather than a sound: a logo on a kick drum, a profile picture the size of a
        thumbnail, a line of text on a festival poster between forty other acts. Some names look good in almost any typeface. Others only
        look good in your head.
      </p>
      <p>
        You do not need a designer for this test. Type the name out in a handful of fonts in any word processor or free design tool: a
        heavy sans serif, an elegant serif, a handwritten script, and whatever style your genre tends to use (blackletter for metal, a
        rounded geometric face for pop, a typewriter face for lo-fi folk). Then look at it in four situations:
      </p>
      <ul>
        <li>
          <strong>Tiny and square.</strong> Crop it to a square and shrink it to the size of a social media avatar. Short names and names
          with a strong first letter or a natural abbreviation survive this. Long names become a grey smudge.
        </li>
        <li>
          <strong>Wide and small.</strong> Put it on a mock festival poster line with other band names. Can you read it at a glance? Does
          it stand out, or does it blend in?
        </li>
        <li>
          <strong>Big and bold.</strong> Imagine it across a banner behind the drummer or on a bass drum head. Very short names can look
          lonely at that size; very long ones have to be set so small they lose their impact.
        </li>
        <li>
          <strong>One colour.</strong> Print it in plain black on white. Stamps, stencils, screen prints and embroidery often allow only
          one colour, and a name that depends on a gradient to look good will struggle.
        </li>
      </ul>
      <p>
        Watch out for letter combinations that cause trouble in print. &ldquo;rn&rdquo; can read as &ldquo;m&rdquo; in many fonts, a
        lower-case &ldquo;l&rdquo; and an upper-case &ldquo;I&rdquo; are identical in most sans serifs, and repeated letters can merge
        into patterns. If the name is all capitals by design, check that it still reads as a word and not as an acronym someone will
        try to spell out.
      </p>
      <p>
        <strong>Passing grade:</strong> the name is readable as a small square avatar, recognisable on a crowded poster, and still looks
        like itself in a single colour.
      </p>

      <h2 id="merchandise-test">5. The merchandise test</h2>
      <p>
        For many independent bands, merchandise pays for the petrol home. T-shirts, tote bags, stickers, enamel pins and hoodies often
        earn more per fan than streams ever will, and every shirt worn in public is free advertising. So ask a blunt question: would
        anybody who is not in the band wear this name on their chest?
      </p>
      <p>
        Mock up a simple shirt: the name in your best font from the logo test, centred on a plain tee. Show it to people and ask whether
        they would wear it. Then ask the more revealing question: where would they wear it? A shirt someone would only wear to bed is not
        doing much for you. A shirt someone would wear to work, to school or to meet their partner&rsquo;s parents is a walking
        billboard.
      </p>
      <p>Some things to consider:</p>
      <ul>
        <li>
          <strong>Offensive or explicit names</strong> can be great for a scene where that is the point, but they limit who can wear the
          merch and where, and some printers, venues and platforms will refuse them.
        </li>
        <li>
          <strong>Length matters.</strong> Names of one to three words fit on a chest, a sleeve, a pin badge and a sticker. A name like
          &ldquo;The Unexpected Return of the Midnight Accountants&rdquo; is funny once, then it is a layout problem forever.
        </li>
        <li>
          <strong>Does it lend itself to imagery?</strong> Names that suggest a picture (an animal, an object, a place) give a designer
          something to work with beyond lettering. That makes for more interesting merch and album art.
        </li>
        <li>
          <strong>Does it work without explanation?</strong> An in-joke that needs a paragraph of backstory will not sell a shirt to a
          stranger at the merch table.
        </li>
      </ul>
      <p>
        <strong>Passing grade:</strong> people who are not your friends say they would wear it outside the house, and the name fits on
        a sticker without shrinking to unreadable size.
      </p>
    </>
  );
}

export function TestsSixToSeven() {
  return (
    <>
      <h2 id="radio-dj-test">6. The radio DJ test</h2>
      <p>
        Imagine a DJ on a college station, a podcast host or a festival announcer reading your name out cold. &ldquo;That was the new
        single from ...&rdquo; Can they say it confidently, first time, without a pause or an apology? Can they say it in a sentence
        without it sounding like a mistake?
      </p>
      <p>
        To test it, give the name to a few people in writing only and ask them to read it aloud in a radio voice, introducing your song.
        Listen for hesitation. A stumble means the name will be mispronounced on air, and a mispronounced name on air is a name the
        listeners cannot search for afterwards. Then reverse it: read the name aloud to someone who has not seen it written and ask them
        to search for you. This combines the phone test with the real situation in which most people first hear new music.
      </p>
      <p>Things that trip up announcers:</p>
      <ul>
        <li>Silent letters, unusual letter combinations and invented words whose pronunciation is not obvious.</li>
        <li>
          Symbols and punctuation. Exclamation marks, slashes, ampersands and emoji either get dropped or read out awkwardly, and they
          cause trouble in search and on streaming platforms as well.
        </li>
        <li>
          Names that clash with the sentence around them. A band called &ldquo;Next&rdquo; or &ldquo;Up Next&rdquo; turns every
          introduction into a riddle. The same goes for names that sound like an instruction or a common phrase.
        </li>
        <li>
          Leading articles. Decide now whether you are &ldquo;The Something&rdquo; or just &ldquo;Something&rdquo;, and be consistent on
          every platform, poster and release. Sorting and search treat them differently.
        </li>
      </ul>
      <p>
        <strong>Passing grade:</strong> people reading it cold say it the way you do, and people hearing it cold can find you.
      </p>

      <h2 id="domain-name-test">7. The domain name test</h2>
      <p>
        Even in the age of link-in-bio pages, a website at your own address is the one place online that no platform can take away,
        change the rules of or bury under an algorithm. It is where your mailing list lives, where promoters find your press kit and
        where your merch can be sold without a marketplace taking a cut. So check whether you can get a good address for the name.
      </p>
      <p>
        Look up the exact name as a .com, plus the country domain of where you are based, through any domain registrar. If the plain
        name is taken, the standard fallbacks are to add &ldquo;band&rdquo; or &ldquo;music&rdquo; (thenameband.com,
        thenamemusic.com) or to use a music-friendly ending such as .band or .music where available. Avoid hyphens and numbers where you
        can: they fail the phone test all over again, because every time you say the address you have to explain them.
      </p>
      <p>
        While you are at it, look at what the taken domains are used for. A parked page is just an inconvenience. An active website of
        another band, or of a company in the music business, is a sign that you would be fighting for the same search results and
        possibly the same name, and you should go back to test two.
      </p>
      <p>
        If the name passes, register the domain and the main social handles today, even if the website will not exist for months.
        Domains cost little per year, and names that look free when you start have a habit of being taken just before your first
        release.
      </p>
      <p>
        <strong>Passing grade:</strong> a short, hyphen-free address built from the name is available, and the same (or nearly the same)
        handle is free on the platforms where your audience spends time.
      </p>

      <h2 id="deciding">Scoring the results and making the call</h2>
      <p>
        Once every name on your shortlist has been through all seven tests, make a simple grid: names down the side, tests across the
        top, and a pass, a fail or a shrug in each box. Not every test carries the same weight:
      </p>
      <ul>
        <li>
          <strong>Dealbreakers:</strong> an existing artist with the same name on streaming services, a registered trademark in music, or
          a first impression that offends people you want as fans. Drop the name.
        </li>
        <li>
          <strong>Serious problems:</strong> failing the phone test or the radio DJ test. These can be fixed sometimes, by changing a
          spelling or dropping a word, but they will not fix themselves.
        </li>
        <li>
          <strong>Solvable problems:</strong> a clumsy logo, an awkward merch layout or a taken .com. A good designer and a
          &ldquo;band&rdquo; suffix solve a lot.
        </li>
      </ul>
      <p>
        If two names are still standing, choose the one the band is most excited to say out loud on stage. You will say it hundreds of
        times. It helps if you like it.
      </p>
      <p>
        And if nothing survives, that is not a failure: it is the process working. Plenty of famous bands went through several names
        before they found one that stuck. Generate a fresh batch, tweak your influences or change the vibe, and run the new shortlist
        through the same seven tests. The name you end up with will have earned its place on the T-shirt.
      </p>
    </>
  );
}
