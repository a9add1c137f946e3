// The Privacy Policy text. It describes what this product actually stores: usage counters by
// network address, first-party analytics (opt-out, Do Not Track), sign-ups, contact messages,
// premium accounts with e-mail sign-in links, card payments through Stripe, AI providers.
import { Link } from 'react-router';
import { PREMIUM_PRODUCT_NAME, SITE_NAME } from '@shared/catalog/routes';
import { AnalyticsOptOut } from '../components/analytics-opt-out';

export function PrivacyPolicyText() {
  return (
    <>
      <p>
        This policy explains what information {SITE_NAME} collects when you use the website, why we collect it, who we share it with,
        how long we keep it and the choices you have. We have tried to write it in plain language. If anything is unclear, please{' '}
        <Link to="/contact">contact us</Link>.
      </p>

      <h2>Summary</h2>
      <ul>
        <li>You can use the generator without an account. We do not ask for your name or e-mail address to generate band names or album covers.</li>
        <li>To apply the free daily limits, we count requests by the network (IP) address they come from.</li>
        <li>We measure how the site is used with our own first-party analytics. There are no advertising cookies and no third-party trackers. You can switch analytics off below, and we honour Do Not Track.</li>
        <li>Card payments are handled by our payment provider, Stripe. We never see or store your full card number.</li>
        <li>We do not sell your personal information.</li>
      </ul>

      <h2>Information we collect</h2>
      <h3>When you generate names and album covers</h3>
      <p>
        We store what you submit (genre, influences, vibe and options) and what the generator returns (band names, descriptions, album
        cover images and concepts), together with the time, your network address and your browser&rsquo;s user agent string. We use
        this to provide the results, to prevent abuse and to improve the generator.
      </p>
      <h3>Usage limits</h3>
      <p>
        Free use has daily limits on name generations, album cover generations and album cover downloads. To apply them without an
        account, we keep a counter per network address and per day. Some networks share one address between many people, and for
        IPv6 addresses we group addresses belonging to the same network block, so the counter may be shared with others on your network.
      </p>
      <h3>Analytics</h3>
      <p>
        Our analytics are first-party: events are sent only to our own server, never to an analytics company. An event records what
        happened (for example a page view, progress through the intro video, or a click on a premium offer), the page address, the
        referring page, a random identifier generated for your browser tab, your network address and your user agent. The tab
        identifier is stored in your browser&rsquo;s session storage and disappears when you close the tab; we do not use cookies for
        analytics. When you make a purchase, we record a conversion event with the plan, amount and transaction identifier.
      </p>
      <p>
        No analytics events are sent if you switch analytics off here, or if your browser sends a Do Not Track or Global Privacy
        Control signal.
      </p>
      <AnalyticsOptOut />
      <h3>Things you send us</h3>
      <ul>
        <li>
          <strong>E-mail sign-ups:</strong> your e-mail address and where on the site you signed up, so we can send you updates. You can
          ask us to stop at any time.
        </li>
        <li>
          <strong>Contact messages:</strong> your name, e-mail address, subject and message, so we can reply.
        </li>
        <li>
          <strong>Feedback and surveys:</strong> your rating, comment or answer, with the time, network address and user agent.
        </li>
        <li>
          <strong>Interactions:</strong> when you favourite, copy or download names, or give feedback on an album cover, we record that
          action and the name it concerned, to learn which results are useful.
        </li>
      </ul>
      <h3>Premium accounts and sign-in</h3>
      <p>
        {PREMIUM_PRODUCT_NAME} accounts are identified by e-mail address. To sign in, you ask for a sign-in link and we e-mail you a
        single-use link that expires after a short time; we store only a hashed form of it. When you sign in, we set a session cookie
        that keeps you signed in. It is strictly necessary for the account to work and is not used for tracking. We also store your
        plan, its status and the date of your last sign-in. Requests to the premium tools and their results (such as generated names
        and images) are stored in the same way as free generations, linked to your account.
      </p>
      <h3>Payments and tips</h3>
      <p>
        Subscriptions, lifetime purchases and tips are paid by card through Stripe. You enter your card details on Stripe&rsquo;s
        checkout, and Stripe processes them under its own privacy policy. We receive and keep a record of the payment: the plan or
        tip amount, currency, status, your e-mail address, the band name you entered for a tip, and Stripe&rsquo;s customer,
        subscription and transaction identifiers. We do not receive your full card number.
      </p>
      <h3>Information stored in your browser</h3>
      <p>
        The site uses your browser&rsquo;s local storage for your theme (light or dark), your saved band names, how many names you have
        generated (to decide when to show certain messages), whether a pop-up has already been shown, and your analytics choice. This
        information stays on your device and is not sent to us, except that saved names you act on (for example by favouriting them)
        are recorded as described above.
      </p>

      <h2>AI providers</h2>
      <p>
        Names, descriptions, album cover concepts and premium texts and images can be produced by our built-in generators, which run on
        our own servers, or, when we have configured one, by an external AI provider offering an OpenAI-compatible service. In that
        case the text of your request (for example genre, influences, vibe, band name or lyrics you entered) is sent to that provider
        to produce the result. We do not send your e-mail address or payment details to AI providers. Please do not put personal
        information about yourself or others into generator fields.
      </p>

      <h2>Why we use your information</h2>
      <ul>
        <li>To provide the service you ask for: generating names and covers, delivering premium features, and sending sign-in links and receipts.</li>
        <li>To keep the service fair and secure: applying free limits, preventing abuse and fraud, and investigating problems.</li>
        <li>To understand and improve the site, through first-party analytics and your feedback, unless you opt out.</li>
        <li>To send updates you signed up for, which you can stop at any time.</li>
        <li>To meet legal obligations, such as keeping payment records for tax and accounting.</li>
      </ul>

      <h2>Who we share information with</h2>
      <p>We share information only with service providers who help us run the site, and only what they need:</p>
      <ul>
        <li>Stripe, to process payments;</li>
        <li>the AI provider, when one is configured, as described above;</li>
        <li>our hosting, database and e-mail delivery providers, who store and transmit data on our behalf.</li>
      </ul>
      <p>
        We may also disclose information if the law requires it, or to protect the rights and safety of our users and the service. We
        do not sell personal information and we do not share it with advertisers.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep information only as long as we need it for the purposes above. Usage counters are needed only for the day they count.
        Account information is kept while your account exists; ask us and we will delete it. Payment records are kept for as long as
        tax and accounting law requires. E-mail sign-ups are kept until you ask us to remove them, and contact messages as long as needed to deal
        with your request.
      </p>

      <h2>Your choices and rights</h2>
      <p>
        Depending on where you live, you may have the right to access the personal information we hold about you, to correct or delete
        it, to object to or restrict how we use it, and to receive a copy of it. You can switch analytics off at any time on this page.
        To make any other request, use the <Link to="/contact">contact form</Link>. We may need to confirm that the request comes from
        you, for example by e-mailing the address on your account. You also have the right to complain to your local data protection
        authority.
      </p>

      <h2>Security</h2>
      <p>
        The site is served over encrypted connections. Sign-in links and session identifiers are stored only in hashed form, session
        cookies cannot be read by scripts, and payment card data never touches our servers. No system is perfectly secure, but we work to
        protect your information and to limit what we collect in the first place.
      </p>

      <h2>Children</h2>
      <p>
        {SITE_NAME} is not intended for children under 13, and you must be at least 13 years old to use it. We do not knowingly collect
        personal information from children under 13. If you believe a child has given us personal information, please{' '}
        <Link to="/contact">contact us</Link> and we will delete it.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we handle personal information, we will update this page and the date at the top. If the changes are
        significant, we will point them out on the site or, if you have an account or signed up for updates, by e-mail.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about this policy or your information? Send us a message through the <Link to="/contact">contact form</Link>.
      </p>
    </>
  );
}
