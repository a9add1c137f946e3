// The Terms of Service text (minimum age 13, free use with daily limits, premium plans paid through
// Stripe, usage rights in generated names and covers with no trademark guarantee).
import { Link } from 'react-router';
import { PREMIUM_PRODUCT_NAME, SITE_NAME } from '@shared/catalog/routes';
import { PLANS, TIPS } from '@shared/catalog/prices';

const dollars = (cents: number) => `$${(cents / 100).toFixed(0)}`;

export function TermsOfServiceText() {
  return (
    <>
      <p>
        These terms are the agreement between you and {SITE_NAME} for using this website, its band name generator, album cover
        generator, blog and premium suite (together, the &ldquo;service&rdquo;). By using the service you agree to these terms and to our{' '}
        <Link to="/privacy">Privacy Policy</Link>. If you do not agree, please do not use the service.
      </p>

      <h2>1. Who can use the service</h2>
      <p>
        You must be at least 13 years old to use {SITE_NAME}. If you are under 18, or under the age of majority where you live, you may
        use the service only with the permission of a parent or guardian, and a parent or guardian must make any purchase. By using the
        service you confirm that you meet these requirements.
      </p>

      <h2>2. The free service</h2>
      <p>
        You can generate band names and album covers without an account. To keep the service available to everyone, free use is subject
        to daily limits on name generations, album cover generations and album cover downloads, counted per network address. We may
        change the free features and limits, and we may suspend or stop parts of the service, for example for maintenance.
      </p>

      <h2>3. Premium accounts</h2>
      <p>
        {PREMIUM_PRODUCT_NAME} gives signed-in users additional tools. You sign in with a single-use link sent to your e-mail address.
        You are responsible for keeping access to that e-mail account secure and for everything done through your account. Tell us
        straight away through the <Link to="/contact">contact form</Link> if you think someone else has used it.
      </p>

      <h2>4. Payments, renewals and cancellation</h2>
      <ul>
        <li>
          Premium is available as {PLANS.monthly.label} at {dollars(PLANS.monthly.amountCents)} per month or {PLANS.lifetime.label} for a
          one-time payment of {dollars(PLANS.lifetime.amountCents)}, in US dollars. Tips are {TIPS.map((t) => `$${t.amount}`).join(', ')}.
        </li>
        <li>
          Payments are processed by our payment provider, Stripe. By paying, you also agree to the terms Stripe presents at checkout.
          Prices are shown before you pay and may include or exclude taxes depending on where you live.
        </li>
        <li>
          A monthly plan renews automatically each month until you cancel. You can cancel at any time; you keep premium access until the
          end of the period you have paid for, and you will not be charged again.
        </li>
        <li>
          Lifetime access is a one-time payment for premium access for as long as we offer the premium service. It is not a
          subscription and does not renew.
        </li>
        <li>
          Tips are voluntary one-off payments to support the site. They do not buy any feature or service.
        </li>
        <li>
          If something went wrong with a payment, contact us and we will look into it. Refunds are at our discretion, except where the
          law where you live gives you a right to one, which these terms do not limit.
        </li>
        <li>We may change prices for the future. A price change never affects a period you have already paid for, and we will tell subscribers before a new price applies.</li>
      </ul>

      <h2>5. Generated names, covers and other content</h2>
      <p>
        <strong>Your use.</strong> Subject to these terms, you may use the band names, descriptions, album covers, concepts and other
        content the service generates for you (&ldquo;output&rdquo;) for any lawful purpose, including commercially: as your band
        name, on releases, merchandise, websites and social media. We do not claim ownership of your output or of what you type in.
      </p>
      <p>
        <strong>No exclusivity.</strong> Output is generated automatically and is not reserved for you. Other users may receive the same
        or similar names or images.
      </p>
      <p>
        <strong>No guarantee of availability.</strong> We do not check whether a name or image is already used, registered as a
        trademark or protected by someone else&rsquo;s rights, and we make no promise that it is free to use. Before you adopt a name
        or cover, you are responsible for checking: search streaming services, social networks and the web, consult trademark
        databases (such as those of the USPTO, EUIPO, the UK IPO or WIPO), and take legal advice for anything important. Our guide{' '}
        <Link to="/blog/testing-band-names">How to Test Your Band Name</Link> lists practical checks.
      </p>
      <p>
        <strong>Copyright in AI output.</strong> In some countries, material generated entirely by AI may not be protected by copyright.
        You may therefore be unable to prevent others from using similar output.
      </p>
      <p>
        <strong>What you type in.</strong> You keep whatever rights you have in the text you submit. You give us permission to store and
        process it, and to send it to the AI provider we use when one is configured, in order to run and improve the service. Do not
        submit content you have no right to use, or personal information about other people.
      </p>

      <h2>6. Acceptable use</h2>
      <p>You agree not to:</p>
      <ul>
        <li>use the service to break the law or infringe anyone else&rsquo;s rights;</li>
        <li>try to get around usage limits, for example by automating requests or rotating network addresses;</li>
        <li>scrape, overload, probe or attack the service, or interfere with other users;</li>
        <li>use output to deceive people, for example by passing yourself off as another artist;</li>
        <li>resell or offer the service itself, or its output in bulk, as a product of your own.</li>
      </ul>
      <p>We may suspend or end access for anyone who breaks these rules.</p>

      <h2>7. Our content</h2>
      <p>
        Apart from your output, the service, including its design, code, texts, articles and logos, belongs to {SITE_NAME} or its
        licensors. You may share links to our pages and quote short passages with a link back.
      </p>

      <h2>8. Disclaimers</h2>
      <p>
        The service is provided &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. Generated output can be inaccurate, unoriginal or
        unsuitable, and we do not promise that the service will be uninterrupted or error-free. To the extent the law allows, we disclaim
        all warranties not expressly stated in these terms.
      </p>

      <h2>9. Limitation of liability</h2>
      <p>
        To the extent the law allows, {SITE_NAME} is not liable for indirect or consequential losses, such as lost profits or the cost
        of renaming a band, and our total liability to you for any claim is limited to the amount you paid us in the twelve months
        before the claim. Nothing in these terms limits liability that cannot be limited by law, or your rights as a consumer.
      </p>

      <h2>10. Ending the agreement</h2>
      <p>
        You may stop using the service at any time, and ask us to delete your account through the{' '}
        <Link to="/contact">contact form</Link>. We may suspend or end your access if you break these terms. Sections 5, 7, 8 and 9
        continue to apply after the agreement ends.
      </p>

      <h2>11. Changes to these terms</h2>
      <p>
        We may update these terms. We will change the date at the top of this page and, for significant changes, give notice on the site
        or by e-mail to account holders. If you keep using the service after a change takes effect, the new terms apply.
      </p>

      <h2>12. Contact</h2>
      <p>
        Questions about these terms? Send us a message through the <Link to="/contact">contact form</Link>.
      </p>
    </>
  );
}
