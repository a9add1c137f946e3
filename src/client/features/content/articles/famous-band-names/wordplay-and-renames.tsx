// 'How Famous Bands Got Their Names', part 2: wordplay and found words, and names forced on bands
// by lawyers, labels and rival acts.
export function WordplayNames() {
  return (
    <>
      <h2 id="wordplay">Puns, found words and happy accidents</h2>
      <p>
        A second big group of names came from playing with words, or from a word that happened to be lying around at the right moment:
        on a poster, a magazine cover or a household appliance.
      </p>

      <h3>The Beatles</h3>
      <p>
        John Lennon&rsquo;s first group was the Quarrymen, named after his school, Quarry Bank. Over the next few years the band tried
        names including Johnny and the Moondogs, the Silver Beetles and the Silver Beatles before settling on the Beatles in 1960, just
        before their first trip to Hamburg. The usual account credits Lennon and his art-school friend Stuart Sutcliffe, who liked the
        idea of naming the band after an insect in the way Buddy Holly&rsquo;s band were the Crickets, and then changed the spelling to
        work in the word &ldquo;beat&rdquo;. Some biographers connect the idea to a motorcycle gang called the Beetles in the 1953 Marlon
        Brando film <em>The Wild One</em>; the accounts differ on how much that mattered. Lennon himself joked in 1961 that the name
        came in a vision from a man on a flaming pie.
      </p>

      <h3>Pink Floyd</h3>
      <p>
        The band went through names such as Sigma 6 and the Tea Set. When they found themselves on the same bill as another band called
        the Tea Set, Syd Barrett came up with a new name on the spot by combining the first names of two American blues musicians from
        his record collection, Pink Anderson and Floyd Council. For a while they were the Pink Floyd Sound, then the Pink Floyd, and
        eventually just Pink Floyd. It is a good example of an obscure reference that ended up more famous than its sources.
      </p>

      <h3>Metallica</h3>
      <p>
        In 1981 drummer Lars Ulrich was helping his friend Ron Quintana brainstorm names for a heavy metal fanzine Quintana was planning.
        Two of the candidates were &ldquo;Metal Mania&rdquo; and &ldquo;Metallica&rdquo;. Ulrich encouraged Quintana to go with Metal
        Mania, and quietly kept Metallica for the band he was forming with James Hetfield. A name that says exactly what the music is,
        with a little extra polish, turned out to be hard to beat.
      </p>

      <h3>AC/DC</h3>
      <p>
        Malcolm and Angus Young&rsquo;s sister Margaret suggested the name after seeing &ldquo;AC/DC&rdquo; printed on an electrical
        appliance, usually said to be her sewing machine, though some versions of the story mention a vacuum cleaner. Alternating
        current and direct current suggested raw electrical power, which suited the band&rsquo;s high-voltage sound. The brothers only
        learned later that the letters were also slang for bisexuality, which caused some confusion about the band in its early years.
      </p>

      <h3>Oasis</h3>
      <p>
        Liam Gallagher&rsquo;s first band in Manchester was called the Rain. The new name came from a poster in the bedroom he shared
        with his brother Noel: an Inspiral Carpets tour poster listing a show at the Oasis Leisure Centre in Swindon. Noel, who worked as
        a roadie for the Inspiral Carpets, joined soon afterwards. A leisure centre in Wiltshire is an unlikely origin for one of the
        defining names of 1990s British rock, but it shows how a good word can be found anywhere.
      </p>

      <h3>Depeche Mode</h3>
      <p>
        The Basildon synth-pop band had been called Composition of Sound until singer Dave Gahan took the name of a French fashion
        magazine, <em>D&eacute;p&ecirc;che mode</em>. Martin Gore has translated it as &ldquo;hurried fashion&rdquo; or &ldquo;fashion
        dispatch&rdquo;. For English-speaking audiences it simply sounded stylish and European, which fit the music perfectly.
      </p>

      <h3>Guns N&rsquo; Roses</h3>
      <p>
        In 1985 members of two Los Angeles bands, L.A. Guns and Hollywood Rose, joined forces, and the new group combined the two names.
        It was practical (fans of both bands would recognise it) and it happened to create a memorable contrast between violence and
        romance that summed up the band&rsquo;s music.
      </p>
    </>
  );
}

export function ForcedRenames() {
  return (
    <>
      <h2 id="forced-renames">Renamed by lawyers, labels and rivals</h2>
      <p>
        Many bands only found their permanent name because the first one was taken, unsellable or legally risky. These stories are the
        best argument for checking a name thoroughly before you build a career on it.
      </p>

      <h3>Pearl Jam</h3>
      <p>
        The Seattle band started out as Mookie Blaylock, named after the New Jersey Nets basketball player, and played its first shows
        under that name. When they signed to Epic Records, they needed a name that did not belong to a living athlete. (They kept a
        tribute: their debut album, <em>Ten</em>, is named after Blaylock&rsquo;s jersey number.) Bassist Jeff Ament suggested
        &ldquo;Pearl&rdquo;, and &ldquo;Jam&rdquo; was added after band members saw Neil Young stretch his songs into long jams in
        concert. For years Eddie Vedder told a story about his great-grandmother Pearl and her hallucinogenic homemade jam. He later
        admitted that the story was made up, although he did have a great-grandmother called Pearl.
      </p>

      <h3>Nirvana</h3>
      <p>
        Before Nirvana, Kurt Cobain and Krist Novoselic played under a string of names, including Skid Row, Pen Cap Chew, Bliss and Ted
        Ed Fred. Cobain said he wanted a name that was beautiful or pretty rather than a mean, raunchy punk rock name. The trouble was
        that a British psychedelic band called Nirvana had already released records in the late 1960s. When the Seattle band became
        world famous, the British group sued, and the case was settled out of court in the early 1990s.
      </p>

      <h3>Green Day</h3>
      <p>
        Billie Joe Armstrong and Mike Dirnt formed their band as Sweet Children in the East Bay of California. In 1989, shortly before
        their first release, they changed the name, reportedly to avoid confusion with another local band. &ldquo;Green day&rdquo; was
        slang among their friends for a day spent doing nothing but smoking marijuana, and Armstrong had already written a song with that
        title.
      </p>

      <h3>Blink-182</h3>
      <p>
        The San Diego pop-punk trio started out as simply Blink. When an Irish band called Blink threatened legal action, they added a
        number. The band have given so many joking explanations for 182 over the years that it is safest to say it means nothing in
        particular. The episode shows how little a forced change can hurt: most fans today could not imagine the name without the
        number.
      </p>

      <h3>The Chemical Brothers</h3>
      <p>
        Tom Rowlands and Ed Simons first DJed and released records as the Dust Brothers, in homage to the American production duo of the
        same name, who had worked on the Beastie Boys&rsquo; <em>Paul&rsquo;s Boutique</em>. Once the British act started to become
        known internationally, the American Dust Brothers objected, and in 1995 the duo renamed themselves the Chemical Brothers, after
        their own track &ldquo;Chemical Beats&rdquo;. The tribute name that caused the problem is now a footnote.
      </p>
    </>
  );
}
