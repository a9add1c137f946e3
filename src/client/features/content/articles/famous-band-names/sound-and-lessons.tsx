// 'How Famous Bands Got Their Names', part 3: names chosen for their sound rather than their
// meaning, and the lessons for naming your own band.
import { Link } from 'react-router';

export function SoundOverMeaning() {
  return (
    <>
      <h2 id="sound-over-meaning">Chosen for the sound, not the meaning</h2>
      <p>
        Finally, some bands deliberately chose names that mean very little, or that can mean many things. A name that does not explain
        itself leaves room for the music to fill it in.
      </p>

      <h3>R.E.M.</h3>
      <p>
        Michael Stipe picked the name from a dictionary. R.E.M. stands for rapid eye movement, the stage of sleep in which most vivid
        dreaming happens, but the band chose it largely because it was short, unusual and did not tie them to any particular sound or
        scene. It let the Athens, Georgia band be whatever the songs needed it to be for the next three decades.
      </p>

      <h3>U2</h3>
      <p>
        The Dublin band began as Feedback and then became the Hype. In 1978 Steve Averill, a musician and graphic designer who knew the
        band, offered a few suggestions, and they chose U2. The members liked that it was ambiguous: it could refer to the American
        U-2 spy plane or be read as &ldquo;you too&rdquo;, which invites the listener in. Two characters long, it looks striking on a
        poster, fits anywhere and is hard to forget.
      </p>

      <h3>Queen</h3>
      <p>
        Brian May and Roger Taylor had played in a band called Smile. When Freddie Mercury joined them in 1970, he insisted on Queen.
        Mercury described the name as regal, strong, universal and immediate, with a lot of visual potential, and he acknowledged that
        he was aware of its camp connotations, which was part of the point. His bandmates had reservations at first. The name suited the
        theatrical grandeur of the music, and the crest Mercury designed, built around the band members&rsquo; star signs, turned it into
        a visual identity.
      </p>

      <h3>Foo Fighters</h3>
      <p>
        After Nirvana ended, Dave Grohl recorded an album by himself, playing almost every instrument, and he wanted to release it under
        a name that sounded like a group rather than a solo project. &ldquo;Foo fighter&rdquo; was a term used by Allied aircrews in the
        Second World War for the mysterious lights and unidentified flying objects they reported seeing. Grohl has said that if he had
        known the project would turn into a band for decades, he might have picked a better name. It is proof that a name chosen in a
        hurry can carry a long career.
      </p>

      <h3>Arctic Monkeys</h3>
      <p>
        The Sheffield band&rsquo;s name was thought up by guitarist Jamie Cook when they were teenagers, reportedly before the band
        itself existed. Asked where it came from, the members have given vague and sometimes contradictory answers, and have said that
        they cannot really remember why. It mattered little: the name is odd, visual and easy to search, and it was attached to
        songs that spread quickly online.
      </p>

      <h3>Red Hot Chili Peppers</h3>
      <p>
        The Los Angeles band&rsquo;s first show in 1983 was billed under the name Tony Flow and the Miraculously Majestic Masters of
        Mayhem. They soon switched to Red Hot Chili Peppers, a name often compared to those of early American jazz and blues bands, such
        as Jelly Roll Morton&rsquo;s Red Hot Peppers. Whatever the influence, it is hot, loud and slightly ridiculous, a fair summary of
        the band&rsquo;s early funk-punk.
      </p>

      <h3>Coldplay</h3>
      <p>
        The band that formed at University College London went through names such as Pectoralz and Starfish. The name Coldplay came from
        a friend, Tim Crompton, who had been using it for his own group and no longer wanted it. By the commonly told account, he had
        found it in a book of poems titled <em>Child&rsquo;s Reflections, Cold Play</em>. Its soft, slightly melancholy sound suited the
        band&rsquo;s early music well.
      </p>
    </>
  );
}

export function FamousLessons() {
  return (
    <>
      <h2 id="lessons">What famous band names teach us</h2>
      <p>Put all these stories side by side and a few lessons stand out.</p>
      <ul>
        <li>
          <strong>Your first name probably will not be your last.</strong> The Beatles, Pink Floyd, Black Sabbath, Radiohead, Green Day,
          U2 and Coldplay all went through several names. Do not wait for the perfect name before you start playing. Pick the best one
          you have, and change it if something better comes along.
        </li>
        <li>
          <strong>Check before you commit.</strong> Nirvana, Blink-182, the Chemical Brothers and Black Sabbath all ran into another act
          with the same name, some after they were already successful. A few minutes searching streaming services, social networks and
          trademark databases could save you a rebrand, or a lawsuit. Our guide to <Link to="/blog/testing-band-names">testing your band
          name</Link> walks through exactly what to check.
        </li>
        <li>
          <strong>Inspiration is everywhere.</strong> Records (the Rolling Stones), books (the Doors, the Velvet Underground), films
          (Black Sabbath, Duran Duran), magazines (Depeche Mode), posters (Oasis), appliances (AC/DC) and even bad reviews (Daft Punk).
          Keep a notebook, or a notes app, of words and phrases that catch your eye.
        </li>
        <li>
          <strong>A name does not need to explain itself.</strong> R.E.M., U2, Arctic Monkeys and Foo Fighters carry very little
          literal meaning. What they have is a sound: short, distinctive and easy to say. Meaning accumulates around a name as people
          come to know the music.
        </li>
        <li>
          <strong>It should fit the music.</strong> Black Sabbath sounds like heavy metal, Queen sounds theatrical and Blondie sounds
          like fun. A name sets expectations, and the best names make a promise the music keeps.
        </li>
        <li>
          <strong>Own the story.</strong> Pearl Jam&rsquo;s invented jam, Lennon&rsquo;s flaming pie and Daft Punk&rsquo;s bad review
          show that the story of a name becomes part of a band&rsquo;s legend. If your name has a good origin, tell it in interviews.
        </li>
      </ul>
      <p>
        The bands in this article found their names through luck, jokes, deadlines and lawyers. You can give luck a helping hand: use the
        generator to produce dozens of candidates in your genre, pick the ones that make the band grin, and then put the shortlist
        through its paces. One of them might have a story worth telling in forty years.
      </p>
    </>
  );
}
