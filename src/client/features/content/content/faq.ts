// The FAQ (free-area.md section 2: five sections). Answers are plain text so the same words feed
// the page and its FAQPage structured data. The 'free, no limits' answer is the product's own
// copy and is kept as written (free-area.md section 1), even though daily limits are enforced.
export interface FaqEntry {
  question: string;
  answer: string;
  /** Optional links shown under the answer (not part of the structured data). */
  links?: { to: string; label: string }[];
}

export interface FaqSection {
  id: string;
  title: string;
  entries: FaqEntry[];
}

export const FAQ_SECTIONS: FaqSection[] = [
  {
    id: 'general-usage',
    title: 'General Usage',
    entries: [
      {
        question: 'What is Band Name Studio?',
        answer:
          'Band Name Studio is an AI band name generator for musicians and bands. You pick a music genre, optionally add your influences and a vibe, and get original band names, each with a short description of the idea behind it. You can then create a matching album cover for any name you like.',
      },
      {
        question: 'Is Band Name Studio free?',
        answer:
          'Yes. Band Name Studio is free to use, with no limits and no sign-up required. Just pick a genre and start generating. For musicians who want more, there is an optional premium suite with extra tools.',
      },
      {
        question: 'Do I need to create an account?',
        answer:
          'No. The generator, album covers, saved names and the blog all work without an account. Only the premium suite uses an account, and you sign in to it with a one-time link sent to your e-mail address, so there is no password to remember.',
      },
      {
        question: 'How do I save the names I like?',
        answer:
          'Save a name from the results list and it is kept in your saved names. Saved names are stored in your own browser, so they stay on this device and are not sent to us. You can copy them or download the whole list as a text file.',
      },
      {
        question: 'Can I use Band Name Studio on my phone?',
        answer: 'Yes. The site works in any modern browser on phones, tablets and computers, and there is nothing to install.',
      },
    ],
  },
  {
    id: 'band-name-generation',
    title: 'Band Name Generation',
    entries: [
      {
        question: 'How does the generator come up with names?',
        answer:
          'It combines your genre, influences and vibe into a request to a text generator, which suggests names in the style of that music and explains each one. Depending on how the site is set up, names come from an AI language model or from our built-in generator; either way, every name comes with a description.',
      },
      {
        question: 'What should I enter for influences and vibe?',
        answer:
          'Influences are the artists or bands your music sounds like or draws on, for example “Fleetwood Mac, Haim”. The vibe is the mood or image you want the name to carry, for example “sunny, nostalgic, a little bittersweet”. Both are optional, but the more specific you are, the more the names will sound like your band.',
      },
      {
        question: 'What does “Avoid common words” do?',
        answer:
          'It asks the generator to steer away from words that turn up in countless band names, so the suggestions are less predictable and more likely to stand out in search results.',
      },
      {
        question: 'What does “Local (No Tokens Used)” mean?',
        answer:
          'That label marks a name made by our built-in generator instead of an AI model, so no AI tokens were used to make it. You can use these names in exactly the same way as any other.',
      },
      {
        question: 'Could someone else get the same band name?',
        answer:
          'It is possible. Names are generated on request and are not reserved for anyone, so two people with similar settings can occasionally see the same or similar suggestions. Before you commit to a name, search for it and check that nobody else is using it.',
        links: [{ to: '/blog/testing-band-names', label: 'How to test your band name' }],
      },
    ],
  },
  {
    id: 'album-covers',
    title: 'Album Covers',
    entries: [
      {
        question: 'How do I create an album cover?',
        answer:
          'Choose a name from your results and ask for an album cover. You get a cover image in an art style picked for you, together with a few concept ideas you can use as a starting point for your real artwork.',
      },
      {
        question: 'Which art styles are there?',
        answer:
          'Each cover is made in one of 24 art styles, picked at random, from minimalist and geometric designs to retro and painterly looks. Generate again to see the name in a different style.',
      },
      {
        question: 'Can I download my album cover?',
        answer: 'Yes. Use the download button under the cover and it is saved as a PNG image named after your band.',
      },
      {
        question: 'Can I use a generated cover for a real release?',
        answer:
          'Yes, you may use it, including on releases you sell. Check your distributor\'s artwork rules first: most streaming services require square images of a minimum size and reject artwork with blurry text, web addresses or logos of other brands.',
      },
    ],
  },
  {
    id: 'legal-usage-rights',
    title: 'Legal & Usage Rights',
    entries: [
      {
        question: 'Can I use the generated band names commercially?',
        answer:
          'Yes. You may use any name you generate for your band, releases, merchandise and other commercial purposes. We do not claim ownership of the names you generate.',
      },
      {
        question: 'Are the generated names free of trademarks?',
        answer:
          'We cannot guarantee that. The generator does not check trademark registers, and another act or company may already use or own a similar name. Before you invest in a name, search streaming services and social networks, check trademark databases such as those of the USPTO, EUIPO or WIPO, and consider asking a trademark lawyer.',
        links: [{ to: '/terms', label: 'Terms of Service' }],
      },
      {
        question: 'Who owns the album covers I create?',
        answer:
          'You may use the covers you create, including commercially, and we do not claim ownership of them. Be aware that in some countries, including the United States, images made entirely by AI may not be protected by copyright, so you may not be able to stop others from using a similar image.',
      },
      {
        question: 'What happens to what I type into the generator?',
        answer:
          'We store generation requests and results to run the service, keep usage fair and improve the generator. When an AI provider is configured, your prompt is sent to that provider to produce the result. The Privacy Policy explains the details and your choices.',
        links: [{ to: '/privacy', label: 'Privacy Policy' }],
      },
    ],
  },
  {
    id: 'technical-questions',
    title: 'Technical Questions',
    entries: [
      {
        question: 'Which browsers are supported?',
        answer: 'Current versions of Chrome, Edge, Firefox and Safari on desktop and mobile. If something looks wrong, updating your browser usually fixes it.',
      },
      {
        question: 'Generation failed. What should I do?',
        answer:
          'Check your internet connection and try again: most failures are temporary. If it keeps failing, reload the page, and if that does not help, tell us through the contact form what you entered and what you saw.',
        links: [{ to: '/contact', label: 'Contact us' }],
      },
      {
        question: 'How do I switch between light and dark mode?',
        answer: 'Use the sun and moon button at the top right of every page. Your choice is remembered in this browser.',
      },
      {
        question: 'Does the site use cookies or trackers?',
        answer:
          'There are no advertising cookies and no third-party trackers. Signed-in premium users get a sign-in cookie. We count page visits with our own first-party analytics, which respect Do Not Track and can be switched off on the Privacy Policy page.',
        links: [{ to: '/privacy', label: 'Analytics settings in the Privacy Policy' }],
      },
      {
        question: 'How do I report a bug or suggest a feature?',
        answer: 'Send us a message through the contact form. We read every message.',
        links: [{ to: '/contact', label: 'Contact us' }],
      },
    ],
  },
];
