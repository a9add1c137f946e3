// 'How Famous Bands Got Their Names', part 1: introduction, names borrowed from songs, books and
// films, and names that began as jokes or insults. Only well-documented stories; where the
// accounts differ, the text says so.
export const FAMOUS_SECTIONS = [
  { id: 'borrowed', title: 'Borrowed from songs, books and films' },
  { id: 'jokes-and-insults', title: 'Born from a joke or an insult' },
  { id: 'wordplay', title: 'Puns, found words and happy accidents' },
  { id: 'forced-renames', title: 'Renamed by lawyers, labels and rivals' },
  { id: 'sound-over-meaning', title: 'Chosen for the sound, not the meaning' },
  { id: 'lessons', title: 'What famous band names teach us' },
] as const;

export function FamousIntro() {
  return (
    <>
      <p>
        Behind almost every famous band name there is a story, and the stories are rarely as grand as the names. A phone call to a
        newspaper, a record lying on the floor, a bad review, a threatening letter from a lawyer, a word picked from a dictionary because
        rehearsal was about to start. Some of the biggest names in music were stopgaps that nobody expected to last.
      </p>
      <p>
        This is a tour of how some of the best-known bands in rock, pop and electronic music got their names, grouped by the way the
        name came about. We have stuck to stories that the band members themselves, or well-documented histories, have told. Where
        musicians have given different versions over the years, which happens more often than you would think, we say so. Memory is
        unreliable, and a good story improves every time it is told in an interview.
      </p>
      <p>
        Along the way, the stories reveal a few patterns that are useful if you are naming your own band. We collect them at the end.
      </p>
    </>
  );
}

export function BorrowedNames() {
  return (
    <>
      <h2 id="borrowed">Borrowed from songs, books and films</h2>
      <p>
        The most common source of band names is other art. Musicians are fans first, and a line from a favourite record, book or film
        is a natural place to look. It also sends a signal to the audience about where the band comes from.
      </p>

      <h3>The Rolling Stones</h3>
      <p>
        In 1962 Brian Jones was on the phone to the London paper Jazz News, placing a notice for the band&rsquo;s upcoming gig at the
        Marquee Club, when he was asked what the group was called. They did not have a name. According to Keith Richards, Jones
        glanced at a Muddy Waters record lying on the floor, saw the song &ldquo;Rollin&rsquo; Stone&rdquo; and said &ldquo;the Rollin&rsquo;
        Stones&rdquo;. The name was spelled without the g at first. It was a tribute to the Chicago blues that the young band played,
        and a decision made in a few seconds that has lasted more than sixty years.
      </p>

      <h3>Radiohead</h3>
      <p>
        The five schoolfriends from Abingdon, near Oxford, spent years as On a Friday, named after the one day of the week they could
        rehearse. When they signed to EMI in 1991, the label asked for something better. They chose &ldquo;Radio Head&rdquo;, a song
        from the Talking Heads album <em>True Stories</em> (1986), and ran the two words together. Borrowing from a band they admired gave them a name with
        a built-in hint of their influences, and it has become so identified with them that it is hard to imagine an alternative.
      </p>

      <h3>The Doors</h3>
      <p>
        Jim Morrison took the name from Aldous Huxley&rsquo;s 1954 book <em>The Doors of Perception</em>, about Huxley&rsquo;s
        experiences with mescaline. Huxley had in turn borrowed his title from William Blake&rsquo;s <em>The Marriage of Heaven and
        Hell</em>: &ldquo;If the doors of perception were cleansed every thing would appear to man as it is, infinite.&rdquo; The
        band&rsquo;s name is therefore a quotation of a quotation, and a short, strong word that promised something beyond ordinary
        pop music.
      </p>

      <h3>Black Sabbath</h3>
      <p>
        The Birmingham band started out as the Polka Tulk Blues Band and then became Earth, until they found that another group was
        already performing under that name. Bassist Geezer Butler had written a song called &ldquo;Black Sabbath&rdquo;, borrowing the
        title of a 1963 horror film starring Boris Karloff. The members have recalled noticing how many people queued at cinemas to
        watch horror films, and wondering why nobody made music that did the same thing: paid to be scared. The song&rsquo;s title
        became the band&rsquo;s name in 1969, and the name went on to define the sound of heavy metal.
      </p>

      <h3>The Velvet Underground</h3>
      <p>
        In 1965 the band&rsquo;s friend Tony Conrad found a paperback called <em>The Velvet Underground</em> by Michael Leigh, a
        sensational account of the secret sexual subculture of early-1960s America. Lou Reed, John Cale and the others adopted the
        title. It suited a band whose songs dealt frankly with subjects that pop music at the time avoided, and it sounded like an
        invitation to a scene you were not supposed to know about.
      </p>

      <h3>Judas Priest</h3>
      <p>
        The Birmingham metal band took its name from Bob Dylan&rsquo;s &ldquo;The Ballad of Frankie Lee and Judas Priest&rdquo;, from
        his 1967 album <em>John Wesley Harding</em>. A heavy metal band named after a folk singer&rsquo;s song is a good reminder that
        a name only needs to sound right; the source can be anywhere.
      </p>

      <h3>Duran Duran</h3>
      <p>
        The Birmingham new wave band named itself after Dr. Durand Durand, a scientist in the 1968 science fiction film
        <em> Barbarella</em>, played by Milo O&rsquo;Shea. They dropped the final d&rsquo;s. The film&rsquo;s campy, futuristic glamour
        was exactly the image the band wanted, and the doubled name is easy to remember and sounds good chanted by a crowd.
      </p>
    </>
  );
}

export function JokesAndInsults() {
  return (
    <>
      <h2 id="jokes-and-insults">Born from a joke or an insult</h2>
      <p>
        Some of the most memorable names started as a put-down. Taking an insult and wearing it with pride is an old tradition in music,
        and it often produces names with more character than anything a band would have chosen for itself.
      </p>

      <h3>Led Zeppelin</h3>
      <p>
        After the Yardbirds broke up in 1968, Jimmy Page put together a new group with Robert Plant, John Bonham and John Paul Jones, and
        they toured Scandinavia as the New Yardbirds to fulfil old bookings. The name that replaced it came from an earlier joke. When
        Page had talked about forming a group with members of the Who a couple of years before, someone predicted it would go down like
        a &ldquo;lead balloon&rdquo;, or in the version that stuck, a lead zeppelin. Keith Moon is usually credited with the line,
        though John Entwistle also claimed it. Manager Peter Grant dropped the a from &ldquo;lead&rdquo; so that American audiences
        would not pronounce it &ldquo;leed&rdquo;. There was a further twist: in 1970 a descendant of airship builder Count Ferdinand
        von Zeppelin objected to the use of the family name, and the band played at least one concert in Copenhagen as &ldquo;the
        Nobs&rdquo;.
      </p>

      <h3>Daft Punk</h3>
      <p>
        Before they were a French house duo, Thomas Bangalter and Guy-Manuel de Homem-Christo played guitar-based indie rock with Laurent
        Brancowitz in a band called Darlin&rsquo;, named after a Beach Boys song. A 1993 review in the British weekly <em>Melody
        Maker</em> dismissed their music as &ldquo;a daft punky thrash&rdquo;. When Bangalter and de Homem-Christo moved on to
        electronic music, they took the insult as their new name. Few bad reviews have been put to better use.
      </p>

      <h3>Lynyrd Skynyrd</h3>
      <p>
        The Jacksonville, Florida band went through names such as My Backyard and The Noble Five before settling on a mocking tribute to
        Leonard Skinner, a gym teacher at their high school who was known for enforcing the rules against boys wearing long hair. The
        deliberately mangled spelling kept the joke while avoiding the teacher&rsquo;s actual name. Skinner himself later made peace
        with it, and the band even used a photo of a sign for his real estate business on a live album&rsquo;s inner sleeve.
      </p>

      <h3>Blondie</h3>
      <p>
        Debbie Harry has said the name came from the catcalls of truck drivers in New York, who would shout &ldquo;Hey, Blondie!&rdquo;
        as she walked past. The band turned a piece of everyday street harassment into a name that was short, cheeky and instantly tied
        to its singer&rsquo;s image. It also led to a long-running misunderstanding: many people assumed Blondie was Harry&rsquo;s
        stage name rather than the name of the whole band, which is why &ldquo;Blondie is a group&rdquo; badges circulated in the
        late 1970s.
      </p>
    </>
  );
}
